import Combine
import Foundation
import Testing
@testable import App

@MainActor
struct LoginViewModelTests {
    @Test("Releasing the module releases every component") func testReleasingTheModuleReleasesEveryComponent() {
        weak var weakViewModel: LoginViewModel?
        do {
            let module = LoginBuilder.makeModule()
            let viewModel = module.viewModel
            weakViewModel = viewModel
        }
        #expect(weakViewModel == nil, "the view model leaked: a reference cycle holds it")
    }

    @Test("A transition publishes the new state once") func testATransitionPublishesTheNewStateOnce() {
        let viewModel = LoginViewModel()
        var published: [LoginViewModelState] = []
        let subscription = viewModel.$state.sink { published.append($0) }
        let before = published.count
        viewModel.update {
            $0.isLoading = true
        }
        subscription.cancel()
        #expect(published.count == before + 1, "one transition, one published state")
        #expect(viewModel.state.isLoading == true, "the state holds the new isLoading")
        #expect(published.last?.isLoading == true, "the new isLoading is published")
    }

    @Test("An update that changes nothing publishes nothing") func testAnUpdateThatChangesNothingPublishesNothing() {
        let viewModel = LoginViewModel()
        var published = 0
        let subscription = viewModel.$state.sink { _ in published += 1 }
        let before = published
        viewModel.update { _ in }
        subscription.cancel()
        #expect(published == before, "an unchanged state is no transition")
    }

    @Test("What onAppear() does", .disabled("fill in its Then, then remove .disabled")) func testOnAppearBehaviour() {
        // Given
        let sut = LoginViewModel()
        // When
        sut.onAppear()
        // Then: assert what onAppear() should have done, on the doubles (their
        // `…CallsCount` and `…Received…` members) or on `sut`.
    }
}
