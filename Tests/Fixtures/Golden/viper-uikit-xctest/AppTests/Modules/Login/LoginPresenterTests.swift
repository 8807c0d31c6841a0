import Foundation
import XCTest
@testable import App

@MainActor
final class LoginPresenterTests: XCTestCase {
    func testHoldsItsViewWeakly() async throws {
        let presenter = LoginPresenter(view: MockLoginView(), interactor: MockLoginInteractor(), router: MockLoginRouter())
        XCTAssertNil(presenter.view, "the presenter must not keep its view alive")
    }

    func testKeepsItsCollaborators() async throws {
        let view = MockLoginView()
        let interactor = MockLoginInteractor()
        let router = MockLoginRouter()
        let presenter = LoginPresenter(view: view, interactor: interactor, router: router)
        XCTAssertTrue(presenter.view === view)
        XCTAssertTrue(presenter.interactor === interactor)
        XCTAssertTrue(presenter.router === router)
    }

    func testLoadingTheViewTellsThePresenter() async throws {
        let view = LoginViewController()
        let presenter = MockLoginPresenter()
        view.presenter = presenter
        view.loadViewIfNeeded()
        XCTAssertEqual(presenter.viewDidLoadCallsCount, 1)
    }

    func testPresenterViewDidLoadIsRecorded() async throws {
        let mock = MockLoginPresenter()
        let interface: LoginPresenterInterface = mock
        interface.viewDidLoad()
        XCTAssertEqual(mock.viewDidLoadCallsCount, 1)
    }
}
