import Foundation
import Observation
import SwiftUI
import Testing
import UIKit
@testable import App

@MainActor
struct LoginViewModelTests {
    @Test func builderWiresTheModule() async throws {
        let module = LoginBuilder.build()
        let viewModel = try #require(module as? UIHostingController<LoginView>).rootView.viewModel
        #expect(viewModel.service is LoginService, "the builder injects LoginService")
    }

    @Test func releasingTheModuleReleasesEveryComponent() async throws {
        weak var weakModule: UIViewController?
        weak var weakViewModel: LoginViewModel?
        do {
            let module = LoginBuilder.build()
            let viewModel = try #require(module as? UIHostingController<LoginView>).rootView.viewModel
            module.loadViewIfNeeded()
            weakModule = module
            weakViewModel = viewModel
        }
        #expect(weakModule == nil, "the module's view controller leaked")
        #expect(weakViewModel == nil, "the view model leaked: a reference cycle holds it")
    }

    @Test func isLoadingChangeIsObservable() async throws {
        let viewModel = LoginViewModel(service: MockLoginService())
        let counter = LoginChangeCounter()
        withObservationTracking {
            _ = viewModel.isLoading
        } onChange: {
            counter.increment()
        }
        viewModel.isLoading = true
        #expect(counter.count == 1, "setting isLoading must notify observers")
    }
}
