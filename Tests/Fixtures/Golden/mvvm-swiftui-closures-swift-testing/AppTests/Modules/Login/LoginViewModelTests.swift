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

    @Test("Changing IsLoading tells the view") func testChangingIsLoadingTellsTheView() {
        let viewModel = LoginViewModel()
        var changes = 0
        viewModel.onStateChange = { changes += 1 }
        viewModel.isLoading = true
        #expect(changes == 1, "setting isLoading must call onStateChange")
    }
}
