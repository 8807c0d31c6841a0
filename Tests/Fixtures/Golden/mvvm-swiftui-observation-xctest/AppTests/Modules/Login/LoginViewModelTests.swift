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
}
