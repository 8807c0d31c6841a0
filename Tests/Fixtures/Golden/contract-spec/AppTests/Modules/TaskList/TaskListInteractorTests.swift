//
//  TaskListInteractorTests.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation
import XCTest
@testable import App

@MainActor
final class TaskListInteractorTests: XCTestCase {
    func testHoldsItsOutputWeakly() {
        let interactor = TaskListInteractor(taskService: MockTaskService())
        var output: MockTaskListInteractorOutput? = MockTaskListInteractorOutput()
        interactor.output = output
        XCTAssert(interactor.output != nil)
        output = nil
        XCTAssert(interactor.output == nil, "the interactor must not keep its output alive")
    }
}
