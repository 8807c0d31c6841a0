import Combine
import Foundation
import Testing
import UIKit
@testable import App

@MainActor
struct LoginViewModelTests {
    @Test("Releasing the module releases every component") func testReleasingTheModuleReleasesEveryComponent() throws {
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

    @Test("Screen renders again when IsLoading changes") func testScreenRendersAgainWhenIsLoadingChanges() {
        let viewController = RenderCountingLoginViewController(viewModel: LoginViewModel())
        viewController.loadViewIfNeeded()
        let rendered = viewController.renders
        #expect(rendered > 0, "loading the view renders the state")
        viewController.viewModel.isLoading = true
        #expect(viewController.renders == rendered + 1, "a change of isLoading renders once")
    }
}
