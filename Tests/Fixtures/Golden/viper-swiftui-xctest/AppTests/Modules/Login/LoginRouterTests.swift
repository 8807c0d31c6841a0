import Foundation
import SwiftUI
import UIKit
import XCTest
@testable import App

@MainActor
final class LoginRouterTests: XCTestCase {
    func testCreateModuleWiresEveryReference() async throws {
        let module = LoginRouter.createModule()
        let hostingController = try XCTUnwrap(module as? UIHostingController<LoginView>)
        let view = hostingController.rootView.state
        let presenter = try XCTUnwrap(view.presenter as? LoginPresenter)
        XCTAssertTrue(presenter.view === view, "the presenter's view is the module's view")
        let interactor = try XCTUnwrap(presenter.interactor as? LoginInteractor)
        XCTAssertTrue(interactor.output === presenter, "the interactor reports to the presenter")
        let router = try XCTUnwrap(presenter.router as? LoginRouter)
        XCTAssertTrue(router.viewController === module, "the router navigates from the module's view controller")
    }

    func testReleasingTheModuleReleasesEveryComponent() async throws {
        weak var weakModule: UIViewController?
        weak var weakView: AnyObject?
        weak var weakPresenter: AnyObject?
        weak var weakInteractor: AnyObject?
        weak var weakRouter: AnyObject?
        do {
            let module = LoginRouter.createModule()
            let view = try XCTUnwrap(module as? UIHostingController<LoginView>).rootView.state
            module.loadViewIfNeeded()
            let presenter = try XCTUnwrap(view.presenter as? LoginPresenter)
            weakModule = module
            weakView = view
            weakPresenter = presenter
            weakInteractor = presenter.interactor
            weakRouter = presenter.router
        }
        XCTAssertNil(weakModule, "the module's view controller leaked")
        XCTAssertNil(weakView, "the view leaked: a reference cycle holds it")
        XCTAssertNil(weakPresenter, "the presenter leaked: a reference cycle holds it")
        XCTAssertNil(weakInteractor, "the interactor leaked: a reference cycle holds it")
        XCTAssertNil(weakRouter, "the router leaked: a reference cycle holds it")
    }

    func testHoldsItsViewControllerWeakly() async throws {
        let router = LoginRouter()
        var viewController: UIViewController? = UIViewController()
        router.viewController = viewController
        viewController = nil
        XCTAssertNil(router.viewController, "the router must not keep its view controller alive")
    }
}
