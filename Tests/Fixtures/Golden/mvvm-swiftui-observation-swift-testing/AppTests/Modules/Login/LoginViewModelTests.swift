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

    @Test("A transition changes the observed state") func testATransitionChangesTheObservedState() {
        let viewModel = LoginViewModel()
        viewModel.update {
            $0.isLoading = true
        }
        #expect(viewModel.state.isLoading == true, "the state holds the new isLoading")
    }
}
