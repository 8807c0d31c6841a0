import Foundation
import Testing
@testable import App

@MainActor
struct LoginPresenterTests {
    @Test("Holds its view weakly") func testHoldsItsViewWeakly() {
        let presenter = LoginPresenter(interactor: MockLoginInteractor(), router: MockLoginRouter())
        var view: MockLoginView? = MockLoginView()
        presenter.view = view
        #expect(presenter.view != nil)
        view = nil
        #expect(presenter.view == nil, "the presenter must not keep its view alive")
    }

    @Test("The view tells the presenter it loaded on first appearance only") func testTheViewTellsThePresenterItLoadedOnFirstAppearanceOnly() {
        let presenter = MockLoginPresenter()
        let state = LoginViewState(presenter: presenter)
        state.load()
        state.load()
        #expect(presenter.viewDidLoadCallsCount == 1, "appearing again must not load again")
    }
}
