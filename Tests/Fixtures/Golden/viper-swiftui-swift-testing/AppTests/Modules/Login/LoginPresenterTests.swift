import Foundation
import Testing
@testable import App

@MainActor
struct LoginPresenterTests {
    @Test func holdsItsViewWeakly() async throws {
        let presenter = LoginPresenter(view: MockLoginView(), interactor: MockLoginInteractor(), router: MockLoginRouter())
        #expect(presenter.view == nil, "the presenter must not keep its view alive")
    }

    @Test func keepsItsCollaborators() async throws {
        let view = MockLoginView()
        let interactor = MockLoginInteractor()
        let router = MockLoginRouter()
        let presenter = LoginPresenter(view: view, interactor: interactor, router: router)
        #expect(presenter.view === view)
        #expect(presenter.interactor === interactor)
        #expect(presenter.router === router)
    }

    @Test func presenterViewDidLoadIsRecorded() async throws {
        let mock = MockLoginPresenter()
        let interface: LoginPresenterInterface = mock
        interface.viewDidLoad()
        #expect(mock.viewDidLoadCallsCount == 1)
    }
}
