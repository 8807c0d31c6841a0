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

    @Test("Changing IsLoading tells the view") func testChangingIsLoadingTellsTheView() {
        let viewModel = LoginViewModel()
        var changes = 0
        viewModel.onStateChange = { changes += 1 }
        viewModel.isLoading = true
        #expect(changes == 1, "setting isLoading must call onStateChange")
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
