import Foundation
import Testing
import UIKit
@testable import App

@MainActor
struct LoginViewModelTests {
    @Test func builderWiresTheModule() async throws {
        let module = LoginBuilder.build()
        let viewModel = try #require(module as? LoginViewController).viewModel
        #expect(viewModel.service is LoginService, "the builder injects LoginService")
    }

    @Test func releasingTheModuleReleasesEveryComponent() async throws {
        weak var weakModule: UIViewController?
        weak var weakViewModel: LoginViewModel?
        do {
            let module = LoginBuilder.build()
            let viewModel = try #require(module as? LoginViewController).viewModel
            module.loadViewIfNeeded()
            weakModule = module
            weakViewModel = viewModel
        }
        #expect(weakModule == nil, "the module's view controller leaked")
        #expect(weakViewModel == nil, "the view model leaked: a reference cycle holds it")
    }

    @Test func isLoadingChangeIsObservable() async throws {
        let viewModel = LoginViewModel(service: MockLoginService())
        var changes = 0
        viewModel.onStateChange = { changes += 1 }
        viewModel.isLoading = true
        #expect(changes == 1, "setting isLoading must call onStateChange")
    }

    @Test func screenRendersAgainWhenIsLoadingChanges() async throws {
        let viewController = try #require(LoginBuilder.build() as? LoginViewController)
        viewController.loadViewIfNeeded()
        let rendered = viewController.renderCount
        #expect(rendered > 0, "loading the view renders the state")
        viewController.viewModel.isLoading = true
        #expect(viewController.renderCount == rendered + 1)
    }
}
