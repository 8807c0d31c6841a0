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
    func testCreateModuleWiresEveryReference() async throws {
        let module = TaskListRouter.createModule(userId: "sample")
        let view = try XCTUnwrap(module as? TaskListViewController)
        let presenter = try XCTUnwrap(view.presenter as? TaskListPresenter)
        XCTAssertTrue(presenter.view === view, "the presenter's view is the module's view")
        let interactor = try XCTUnwrap(presenter.interactor as? TaskListInteractor)
        XCTAssertTrue(interactor.output === presenter, "the interactor reports to the presenter")
        let router = try XCTUnwrap(presenter.router as? TaskListRouter)
        XCTAssertTrue(router.viewController === module, "the router navigates from the module's view controller")
        XCTAssertEqual(presenter.userId, "sample")
    }

    func testReleasingTheModuleReleasesEveryComponent() async throws {
        weak var weakModule: UIViewController?
        weak var weakView: AnyObject?
        weak var weakPresenter: AnyObject?
        weak var weakInteractor: AnyObject?
        weak var weakRouter: AnyObject?
        do {
            let module = TaskListRouter.createModule(userId: "sample")
            let view = try XCTUnwrap(module as? TaskListViewController)
            module.loadViewIfNeeded()
            let presenter = try XCTUnwrap(view.presenter as? TaskListPresenter)
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
        let router = TaskListRouter()
        var viewController: UIViewController? = UIViewController()
        router.viewController = viewController
        viewController = nil
        XCTAssertNil(router.viewController, "the router must not keep its view controller alive")
    }

    func testNavigateToTaskDetailsTaskIdPushesOntoTheNavigationStack() async throws {
        let router = TaskListRouter()
        let source = UIViewController()
        let navigationController = UINavigationController(rootViewController: source)
        router.viewController = source
        router.navigateToTaskDetails(taskId: "sample")
        XCTAssertEqual(navigationController.viewControllers.count, 2)
    }

    func testNavigateToTaskDetailsTaskIdPresentsWithoutANavigationStack() async throws {
        let router = TaskListRouter()
        let source = TaskListSpyViewController()
        router.viewController = source
        router.navigateToTaskDetails(taskId: "sample")
        XCTAssertEqual(source.presented.count, 1)
    }

    func testNavigateToAddTaskPushesOntoTheNavigationStack() async throws {
        let router = TaskListRouter()
        let source = UIViewController()
        let navigationController = UINavigationController(rootViewController: source)
        router.viewController = source
        router.navigateToAddTask()
        XCTAssertEqual(navigationController.viewControllers.count, 2)
    }

    func testNavigateToAddTaskPresentsWithoutANavigationStack() async throws {
        let router = TaskListRouter()
        let source = TaskListSpyViewController()
        router.viewController = source
        router.navigateToAddTask()
        XCTAssertEqual(source.presented.count, 1)
    }
}
