import Foundation
import UIKit
import XCTest
@testable import App

@MainActor
final class FeedRouterTests: XCTestCase {
    func testTheFactoryWiresEveryReference() throws {
        let module = FeedRouter.makeModule()
        let view = try XCTUnwrap(module as? FeedViewController)
        let presenter = try XCTUnwrap(view.presenter as? FeedPresenter)
        XCTAssert(presenter.view === view, "the presenter's view is the module's view")
        let interactor = try XCTUnwrap(presenter.interactor as? FeedInteractor)
        XCTAssert(interactor.output === presenter, "the interactor reports to the presenter")
        let router = try XCTUnwrap(presenter.router as? FeedRouter)
        XCTAssert(router.viewController === module, "the router navigates from the module's view controller")
        XCTAssert(interactor.feedClient is FeedClient, "the factory injects FeedClient")
    }

    func testReleasingTheModuleReleasesEveryComponent() throws {
        weak var weakModule: UIViewController?
        weak var weakView: AnyObject?
        weak var weakPresenter: AnyObject?
        weak var weakInteractor: AnyObject?
        weak var weakRouter: AnyObject?
        do {
            let module = FeedRouter.makeModule()
            let view = try XCTUnwrap(module as? FeedViewController)
            module.loadViewIfNeeded()
            weakModule = module
            let presenter = try XCTUnwrap(view.presenter as? FeedPresenter)
            weakView = view
            weakPresenter = presenter
            weakInteractor = presenter.interactor
            weakRouter = presenter.router
        }
        XCTAssert(weakModule == nil, "the module's view controller leaked")
        XCTAssert(weakView == nil, "the view leaked: a reference cycle holds it")
        XCTAssert(weakPresenter == nil, "the presenter leaked: a reference cycle holds it")
        XCTAssert(weakInteractor == nil, "the interactor leaked: a reference cycle holds it")
        XCTAssert(weakRouter == nil, "the router leaked: a reference cycle holds it")
    }

    func testHoldsItsViewControllerWeakly() {
        let router = FeedRouter()
        var viewController: UIViewController? = UIViewController()
        router.viewController = viewController
        XCTAssert(router.viewController != nil)
        viewController = nil
        XCTAssert(router.viewController == nil, "the router must not keep its view controller alive")
    }

    func testClosePopsTheModuleWhenItWasPushed() {
        let router = FeedRouter()
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let module = UIViewController()
        navigationController.pushViewController(module, animated: false)
        router.viewController = module
        router.close()
        XCTAssertEqual(navigationController.viewControllers.count, 1, "close() pops the pushed module")
    }

    func testCloseDismissesTheModuleWhenItWasPresented() {
        let router = FeedRouter()
        let source = FeedSpyViewController()
        let module = FeedSpyViewController()
        module.shownFrom = source
        router.viewController = module
        router.close()
        XCTAssertEqual(source.dismissals, 1, "close() asks the view controller that presented the module to dismiss it")
    }
}
