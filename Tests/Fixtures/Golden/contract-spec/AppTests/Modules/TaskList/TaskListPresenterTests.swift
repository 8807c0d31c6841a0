//
//  TaskListPresenterTests.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation
import XCTest
@testable import App

@MainActor
final class TaskListPresenterTests: XCTestCase {
    func testHoldsItsViewWeakly() {
        let presenter = TaskListPresenter(interactor: MockTaskListInteractor(), router: MockTaskListRouter(), userId: "userId-1")
        var view: MockTaskListView? = MockTaskListView()
        presenter.view = view
        XCTAssert(presenter.view != nil)
        view = nil
        XCTAssert(presenter.view == nil, "the presenter must not keep its view alive")
    }

    func testLoadingTheViewTellsThePresenter() {
        let presenter = MockTaskListPresenter()
        let view = TaskListViewController(presenter: presenter)
        view.loadViewIfNeeded()
        XCTAssertEqual(presenter.viewDidLoadCallsCount, 1, "viewDidLoad reaches the presenter")
    }
}
