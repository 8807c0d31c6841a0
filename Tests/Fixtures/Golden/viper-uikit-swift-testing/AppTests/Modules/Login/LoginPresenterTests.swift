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

    @Test("What viewDidLoad() does", .disabled("fill in its Then, then remove .disabled")) func testViewDidLoadBehaviour() {
        // Given
        let interactor = MockLoginInteractor()
        let router = MockLoginRouter()
        let view = MockLoginView()
        let sut = LoginPresenter(interactor: interactor, router: router)
        sut.view = view
        // When
        sut.viewDidLoad()
        // Then: assert what viewDidLoad() should have done, on the doubles (their
        // `…CallsCount` and `…Received…` members) or on `sut`.
    }

    @Test("Loading the view tells the presenter") func testLoadingTheViewTellsThePresenter() {
        let presenter = MockLoginPresenter()
        let view = LoginViewController(presenter: presenter)
        view.loadViewIfNeeded()
        #expect(presenter.viewDidLoadCallsCount == 1, "viewDidLoad reaches the presenter")
    }
}
