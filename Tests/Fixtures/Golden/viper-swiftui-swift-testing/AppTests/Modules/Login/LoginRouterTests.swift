import Foundation
import Testing
@testable import App

@MainActor
struct LoginRouterTests {
    @Test("makeModule wires every reference") func testTheFactoryWiresEveryReference() throws {
        let module = LoginRouter.makeModule()
        let view = module.state
        let presenter = try #require(view.presenter as? LoginPresenter)
        #expect(presenter.view === view, "the presenter's view is the module's view")
        let interactor = try #require(presenter.interactor as? LoginInteractor)
        #expect(interactor.output === presenter, "the interactor reports to the presenter")
        let router = try #require(presenter.router as? LoginRouter)
        _ = router
    }

    @Test("Releasing the module releases every component") func testReleasingTheModuleReleasesEveryComponent() throws {
        weak var weakView: AnyObject?
        weak var weakPresenter: AnyObject?
        weak var weakInteractor: AnyObject?
        weak var weakRouter: AnyObject?
        do {
            let module = LoginRouter.makeModule()
            let view = module.state
            let presenter = try #require(view.presenter as? LoginPresenter)
            weakView = view
            weakPresenter = presenter
            weakInteractor = presenter.interactor
            weakRouter = presenter.router
        }
        #expect(weakView == nil, "the view leaked: a reference cycle holds it")
        #expect(weakPresenter == nil, "the presenter leaked: a reference cycle holds it")
        #expect(weakInteractor == nil, "the interactor leaked: a reference cycle holds it")
        #expect(weakRouter == nil, "the router leaked: a reference cycle holds it")
    }

    @Test("close() calls the opener's onClose") func testCloseCallsTheOpenersOnClose() {
        let router = LoginRouter()
        var closings = 0
        router.onClose = { closings += 1 }
        router.close()
        #expect(closings == 1, "close() asks the module that showed this one to set its destination to nil")
    }

    @Test("The factory gives the router the opener's onClose") func testTheFactoryGivesTheRouterTheOpenersOnClose() throws {
        var closings = 0
        let entry: LoginView = LoginRouter.makeModule(onClose: { closings += 1 })
        let holder = try #require(entry.state.presenter as? LoginPresenter)
        holder.router.close()
        #expect(closings == 1, "the module built by the factory closes through the onClose its opener gave")
    }
}
