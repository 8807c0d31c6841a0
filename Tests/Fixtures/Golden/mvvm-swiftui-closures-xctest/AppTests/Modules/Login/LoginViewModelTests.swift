import Foundation
import XCTest
@testable import App

@MainActor
final class LoginViewModelTests: XCTestCase {
    func testReleasingTheModuleReleasesEveryComponent() {
        weak var weakViewModel: LoginViewModel?
        do {
            let module = LoginBuilder.build()
            let viewModel = module.viewModel
            weakViewModel = viewModel
        }
        XCTAssert(weakViewModel == nil, "the view model leaked: a reference cycle holds it")
    }

    func testChangingIsLoadingTellsTheView() {
        let viewModel = LoginViewModel()
        var changes = 0
        viewModel.onStateChange = { changes += 1 }
        viewModel.isLoading = true
        XCTAssertEqual(changes, 1, "setting isLoading must call onStateChange")
    }
}
