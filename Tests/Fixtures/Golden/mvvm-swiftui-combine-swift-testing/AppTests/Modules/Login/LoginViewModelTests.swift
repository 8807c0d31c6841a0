import Combine
import Foundation
import Testing
@testable import App

@MainActor
struct LoginViewModelTests {
    @Test("Releasing the module releases every component") func testReleasingTheModuleReleasesEveryComponent() {
        weak var weakViewModel: LoginViewModel?
        do {
            let module = LoginBuilder.build()
            let viewModel = module.viewModel
            weakViewModel = viewModel
        }
        #expect(weakViewModel == nil, "the view model leaked: a reference cycle holds it")
    }
}
