import Combine
import Foundation
import UIKit
import XCTest
@testable import App

@MainActor
final class LoginViewModelTests: XCTestCase {
    func testBuilderWiresTheModule() async throws {
        let module = LoginBuilder.build()
        let viewModel = try XCTUnwrap(module as? LoginViewController).viewModel
        XCTAssertTrue(viewModel.service is LoginService, "the builder injects LoginService")
    }

    func testReleasingTheModuleReleasesEveryComponent() async throws {
        weak var weakModule: UIViewController?
        weak var weakViewModel: LoginViewModel?
        do {
            let module = LoginBuilder.build()
            let viewModel = try XCTUnwrap(module as? LoginViewController).viewModel
            module.loadViewIfNeeded()
            weakModule = module
            weakViewModel = viewModel
        }
        XCTAssertNil(weakModule, "the module's view controller leaked")
        XCTAssertNil(weakViewModel, "the view model leaked: a reference cycle holds it")
    }

    func testIsLoadingChangeIsObservable() async throws {
        let viewModel = LoginViewModel(service: MockLoginService())
        var received = 0
        let subscription = viewModel.$isLoading.sink { _ in received += 1 }
        viewModel.isLoading = true
        XCTAssertEqual(received, 2, "subscribers get the current value, then the new one")
        subscription.cancel()
    }

    func testScreenRendersAgainWhenIsLoadingChanges() async throws {
        let viewController = try XCTUnwrap(LoginBuilder.build() as? LoginViewController)
        viewController.loadViewIfNeeded()
        let rendered = viewController.renderCount
        XCTAssertGreaterThan(rendered, 0, "loading the view renders the state")
        viewController.viewModel.isLoading = true
        XCTAssertEqual(viewController.renderCount, rendered + 1)
    }
}
