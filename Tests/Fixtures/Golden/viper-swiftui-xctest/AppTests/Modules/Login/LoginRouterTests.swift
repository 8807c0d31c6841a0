import Foundation
import XCTest
@testable import App

@MainActor
final class LoginRouterTests: XCTestCase {
    func testTheFactoryWiresEveryReference() throws {
        let module = LoginRouter.makeModule()
        let view = module.state
        let presenter = try XCTUnwrap(view.presenter as? LoginPresenter)
        XCTAssert(presenter.view === view, "the presenter's view is the module's view")
        let interactor = try XCTUnwrap(presenter.interactor as? LoginInteractor)
        XCTAssert(interactor.output === presenter, "the interactor reports to the presenter")
        let router = try XCTUnwrap(presenter.router as? LoginRouter)
        _ = router
    }

    func testReleasingTheModuleReleasesEveryComponent() throws {
        weak var weakView: AnyObject?
        weak var weakPresenter: AnyObject?
        weak var weakInteractor: AnyObject?
        weak var weakRouter: AnyObject?
        do {
            let module = LoginRouter.makeModule()
            let view = module.state
            let presenter = try XCTUnwrap(view.presenter as? LoginPresenter)
            weakView = view
            weakPresenter = presenter
            weakInteractor = presenter.interactor
            weakRouter = presenter.router
        }
        XCTAssert(weakView == nil, "the view leaked: a reference cycle holds it")
        XCTAssert(weakPresenter == nil, "the presenter leaked: a reference cycle holds it")
        XCTAssert(weakInteractor == nil, "the interactor leaked: a reference cycle holds it")
        XCTAssert(weakRouter == nil, "the router leaked: a reference cycle holds it")
    }

    func testCloseCallsTheOpenersOnClose() {
        let router = LoginRouter()
        var closings = 0
        router.onClose = { closings += 1 }
        router.close()
        XCTAssertEqual(closings, 1, "close() asks the module that showed this one to set its destination to nil")
    }

    func testTheFactoryGivesTheRouterTheOpenersOnClose() throws {
        var closings = 0
        let entry: LoginView = LoginRouter.makeModule(onClose: { closings += 1 })
        let holder = try XCTUnwrap(entry.state.presenter as? LoginPresenter)
        holder.router.close()
        XCTAssertEqual(closings, 1, "the module built by the factory closes through the onClose its opener gave")
    }
}
