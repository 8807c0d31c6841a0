import Foundation
import SwiftUI
import Testing
import UIKit
@testable import App

@MainActor
struct LoginViewModelTests {
    @Test("Releasing the module releases every component") func testReleasingTheModuleReleasesEveryComponent() throws {
        weak var weakModule: UIViewController?
        weak var weakViewModel: LoginViewModel?
        do {
            let module = LoginBuilder.makeModule()
            let viewModel = try #require(module as? UIHostingController<LoginView>).rootView.viewModel
            module.loadViewIfNeeded()
            weakModule = module
            weakViewModel = viewModel
        }
        #expect(weakModule == nil, "the module's view controller leaked")
        #expect(weakViewModel == nil, "the view model leaked: a reference cycle holds it")
    }

    @Test("A transition tells the view once, with the new state") func testATransitionTellsTheViewOnceWithTheNewState() {
        let viewModel = LoginViewModel()
        var notified: [LoginViewModelState] = []
        viewModel.onStateChange = { notified.append($0) }
        viewModel.update {
            $0.isLoading = true
        }
        #expect(notified.count == 1, "one transition, one call of onStateChange")
        #expect(viewModel.state.isLoading == true, "the state holds the new isLoading")
        #expect(notified.last?.isLoading == true, "the view is told the new isLoading")
    }

    @Test("An update that changes nothing tells no one") func testAnUpdateThatChangesNothingTellsNoOne() {
        let viewModel = LoginViewModel()
        var notified = 0
        viewModel.onStateChange = { _ in notified += 1 }
        viewModel.update { _ in }
        #expect(notified == 0, "an unchanged state is no transition")
    }

    @Test("What onAppear() does", .disabled("fill in its Then, then remove .disabled")) func testOnAppearBehaviour() {
        // Given
        let sut = LoginViewModel()
        // When
        sut.onAppear()
        // Then: assert what onAppear() should have done, on the doubles (their
        // `…CallsCount` and `…Received…` members) or on `sut`.
    }
}
