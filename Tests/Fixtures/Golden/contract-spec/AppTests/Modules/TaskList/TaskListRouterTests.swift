//
//  TaskListRouterTests.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation
import UIKit
import XCTest
@testable import App

@MainActor
final class TaskListRouterTests: XCTestCase {
    func testTheFactoryWiresEveryReference() throws {
        let module = TaskListRouter.makeModule(userId: "userId-1")
        let view = try XCTUnwrap(module as? TaskListViewController)
        let presenter = try XCTUnwrap(view.presenter as? TaskListPresenter)
        XCTAssert(presenter.view === view, "the presenter's view is the module's view")
        let interactor = try XCTUnwrap(presenter.interactor as? TaskListInteractor)
        XCTAssert(interactor.output === presenter, "the interactor reports to the presenter")
        let router = try XCTUnwrap(presenter.router as? TaskListRouter)
        XCTAssert(router.viewController === module, "the router navigates from the module's view controller")
        XCTAssert(interactor.taskService is TaskService, "the factory injects TaskService")
        XCTAssertEqual(presenter.userId, "userId-1", "the factory passes the input on")
    }

    func testReleasingTheModuleReleasesEveryComponent() throws {
        weak var weakModule: UIViewController?
        weak var weakView: AnyObject?
        weak var weakPresenter: AnyObject?
        weak var weakInteractor: AnyObject?
        weak var weakRouter: AnyObject?
        do {
            let module = TaskListRouter.makeModule(userId: "userId-1")
            let view = try XCTUnwrap(module as? TaskListViewController)
            module.loadViewIfNeeded()
            weakModule = module
            let presenter = try XCTUnwrap(view.presenter as? TaskListPresenter)
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
        let router = TaskListRouter()
        var viewController: UIViewController? = UIViewController()
        router.viewController = viewController
        XCTAssert(router.viewController != nil)
        viewController = nil
        XCTAssert(router.viewController == nil, "the router must not keep its view controller alive")
    }

    func testClosePopsTheModuleWhenItWasPushed() {
        let router = TaskListRouter()
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let module = UIViewController()
        navigationController.pushViewController(module, animated: false)
        router.viewController = module
        router.close()
        XCTAssertEqual(navigationController.viewControllers.count, 1, "close() pops the pushed module")
    }

    func testCloseDismissesTheModuleWhenItWasPresented() {
        let router = TaskListRouter()
        let source = TaskListSpyViewController()
        let module = TaskListSpyViewController()
        module.shownFrom = source
        router.viewController = module
        router.close()
        XCTAssertEqual(source.dismissals, 1, "close() asks the view controller that presented the module to dismiss it")
    }
}
