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

    @Test("A transition changes the observed state") func testATransitionChangesTheObservedState() {
        let viewModel = LoginViewModel()
        viewModel.update {
            $0.isLoading = true
        }
        #expect(viewModel.state.isLoading == true, "the state holds the new isLoading")
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
