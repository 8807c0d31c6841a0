import Foundation
import SwiftUI
import Testing
import UIKit
@testable import App

@MainActor
struct LoginRouterTests {
    @Test("makeModule wires every reference") func testTheFactoryWiresEveryReference() throws {
        let module = LoginRouter.makeModule()
        let view = try #require(module as? UIHostingController<LoginView>).rootView.state
        let presenter = try #require(view.presenter as? LoginPresenter)
        #expect(presenter.view === view, "the presenter's view is the module's view")
        let interactor = try #require(presenter.interactor as? LoginInteractor)
        #expect(interactor.output === presenter, "the interactor reports to the presenter")
        let router = try #require(presenter.router as? LoginRouter)
        #expect(router.viewController === module, "the router navigates from the module's view controller")
    }

    @Test("Releasing the module releases every component") func testReleasingTheModuleReleasesEveryComponent() throws {
        weak var weakModule: UIViewController?
        weak var weakView: AnyObject?
        weak var weakPresenter: AnyObject?
        weak var weakInteractor: AnyObject?
        weak var weakRouter: AnyObject?
        do {
            let module = LoginRouter.makeModule()
            let view = try #require(module as? UIHostingController<LoginView>).rootView.state
            module.loadViewIfNeeded()
            weakModule = module
            let presenter = try #require(view.presenter as? LoginPresenter)
            weakView = view
            weakPresenter = presenter
            weakInteractor = presenter.interactor
            weakRouter = presenter.router
        }
        #expect(weakModule == nil, "the module's view controller leaked")
        #expect(weakView == nil, "the view leaked: a reference cycle holds it")
        #expect(weakPresenter == nil, "the presenter leaked: a reference cycle holds it")
        #expect(weakInteractor == nil, "the interactor leaked: a reference cycle holds it")
        #expect(weakRouter == nil, "the router leaked: a reference cycle holds it")
    }

    @Test("Holds its view controller weakly") func testHoldsItsViewControllerWeakly() {
        let router = LoginRouter()
        var viewController: UIViewController? = UIViewController()
        router.viewController = viewController
        #expect(router.viewController != nil)
        viewController = nil
        #expect(router.viewController == nil, "the router must not keep its view controller alive")
    }

    @Test("close() pops the module when it was pushed") func testClosePopsTheModuleWhenItWasPushed() {
        let router = LoginRouter()
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let module = UIViewController()
        navigationController.pushViewController(module, animated: false)
        router.viewController = module
        router.close()
        #expect(navigationController.viewControllers.count == 1, "close() pops the pushed module")
    }

    @Test("close() dismisses the module when it was presented") func testCloseDismissesTheModuleWhenItWasPresented() {
        let router = LoginRouter()
        let source = LoginSpyViewController()
        let module = LoginSpyViewController()
        module.shownFrom = source
        router.viewController = module
        router.close()
        #expect(source.dismissals == 1, "close() asks the view controller that presented the module to dismiss it")
    }
}
