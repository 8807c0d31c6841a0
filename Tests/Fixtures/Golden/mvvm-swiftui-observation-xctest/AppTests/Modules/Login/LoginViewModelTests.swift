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

    func testATransitionChangesTheObservedState() {
        let viewModel = LoginViewModel()
        viewModel.update {
            $0.isLoading = true
        }
        XCTAssertEqual(viewModel.state.isLoading, true, "the state holds the new isLoading")
    }
}
