//
//  TaskListMocks.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation
import UIKit
@testable import App

// Test doubles of the Task List module. Members follow Sourcery's AutoMockable naming:
// `…CallsCount`, `…Called`, `…Received…`, `…ReceivedInvocations`, `…ReturnValue`,
// `…ThrowableError`, `…Closure`.

/// Records what the presenter asks the view to show.
final class MockTaskListView: TaskListViewInterface {
    // MARK: showLoading()

    var showLoadingCallsCount = 0
    var showLoadingCalled: Bool { showLoadingCallsCount > 0 }
    var showLoadingClosure: (@MainActor () -> Void)?

    func showLoading() {
        showLoadingCallsCount += 1
        showLoadingClosure?()
    }

    // MARK: hideLoading()

    var hideLoadingCallsCount = 0
    var hideLoadingCalled: Bool { hideLoadingCallsCount > 0 }
    var hideLoadingClosure: (@MainActor () -> Void)?

    func hideLoading() {
        hideLoadingCallsCount += 1
        hideLoadingClosure?()
    }

    // MARK: showTasks(_:)

    var showTasksCallsCount = 0
    var showTasksCalled: Bool { showTasksCallsCount > 0 }
    var showTasksReceivedTasks: [TaskViewModel]?
    var showTasksReceivedInvocations: [[TaskViewModel]] = []
    var showTasksClosure: (@MainActor ([TaskViewModel]) -> Void)?

    func showTasks(_ tasks: [TaskViewModel]) {
        showTasksCallsCount += 1
        showTasksReceivedTasks = tasks
        showTasksReceivedInvocations.append(tasks)
        showTasksClosure?(tasks)
    }

    // MARK: showError(_:)

    var showErrorCallsCount = 0
    var showErrorCalled: Bool { showErrorCallsCount > 0 }
    var showErrorReceivedMessage: String?
    var showErrorReceivedInvocations: [String] = []
    var showErrorClosure: (@MainActor (String) -> Void)?

    func showError(_ message: String) {
        showErrorCallsCount += 1
        showErrorReceivedMessage = message
        showErrorReceivedInvocations.append(message)
        showErrorClosure?(message)
    }
}

/// Records the requests the presenter makes.
final class MockTaskListInteractor: TaskListInteractorInterface {
    // MARK: fetchTasks()

    var fetchTasksCallsCount = 0
    var fetchTasksCalled: Bool { fetchTasksCallsCount > 0 }
    var fetchTasksClosure: (@MainActor () -> Void)?

    func fetchTasks() {
        fetchTasksCallsCount += 1
        fetchTasksClosure?()
    }

    // MARK: deleteTask(withId:)

    var deleteTaskWithIdCallsCount = 0
    var deleteTaskWithIdCalled: Bool { deleteTaskWithIdCallsCount > 0 }
    var deleteTaskWithIdReceivedTaskId: String?
    var deleteTaskWithIdReceivedInvocations: [String] = []
    var deleteTaskWithIdClosure: (@MainActor (String) -> Void)?

    func deleteTask(withId taskId: String) {
        deleteTaskWithIdCallsCount += 1
        deleteTaskWithIdReceivedTaskId = taskId
        deleteTaskWithIdReceivedInvocations.append(taskId)
        deleteTaskWithIdClosure?(taskId)
    }
}

/// Records what the interactor reports.
final class MockTaskListInteractorOutput: TaskListInteractorOutputInterface {
    // MARK: didFetchTasks(_:)

    var didFetchTasksCallsCount = 0
    var didFetchTasksCalled: Bool { didFetchTasksCallsCount > 0 }
    var didFetchTasksReceivedTasks: [TaskItem]?
    var didFetchTasksReceivedInvocations: [[TaskItem]] = []
    var didFetchTasksClosure: (@MainActor ([TaskItem]) -> Void)?

    func didFetchTasks(_ tasks: [TaskItem]) {
        didFetchTasksCallsCount += 1
        didFetchTasksReceivedTasks = tasks
        didFetchTasksReceivedInvocations.append(tasks)
        didFetchTasksClosure?(tasks)
    }

    // MARK: didFailToFetchTasks(with:)

    var didFailToFetchTasksWithCallsCount = 0
    var didFailToFetchTasksWithCalled: Bool { didFailToFetchTasksWithCallsCount > 0 }
    var didFailToFetchTasksWithReceivedError: (any Error)?
    var didFailToFetchTasksWithReceivedInvocations: [any Error] = []
    var didFailToFetchTasksWithClosure: (@MainActor (any Error) -> Void)?

    func didFailToFetchTasks(with error: any Error) {
        didFailToFetchTasksWithCallsCount += 1
        didFailToFetchTasksWithReceivedError = error
        didFailToFetchTasksWithReceivedInvocations.append(error)
        didFailToFetchTasksWithClosure?(error)
    }
}

/// Records the view's events.
final class MockTaskListPresenter: TaskListPresenterInterface {
    // MARK: viewDidLoad()

    var viewDidLoadCallsCount = 0
    var viewDidLoadCalled: Bool { viewDidLoadCallsCount > 0 }
    var viewDidLoadClosure: (@MainActor () -> Void)?

    func viewDidLoad() {
        viewDidLoadCallsCount += 1
        viewDidLoadClosure?()
    }

    // MARK: refreshTasks()

    var refreshTasksCallsCount = 0
    var refreshTasksCalled: Bool { refreshTasksCallsCount > 0 }
    var refreshTasksClosure: (@MainActor () -> Void)?

    func refreshTasks() {
        refreshTasksCallsCount += 1
        refreshTasksClosure?()
    }

    // MARK: didSelectTask(withId:)

    var didSelectTaskWithIdCallsCount = 0
    var didSelectTaskWithIdCalled: Bool { didSelectTaskWithIdCallsCount > 0 }
    var didSelectTaskWithIdReceivedTaskId: String?
    var didSelectTaskWithIdReceivedInvocations: [String] = []
    var didSelectTaskWithIdClosure: (@MainActor (String) -> Void)?

    func didSelectTask(withId taskId: String) {
        didSelectTaskWithIdCallsCount += 1
        didSelectTaskWithIdReceivedTaskId = taskId
        didSelectTaskWithIdReceivedInvocations.append(taskId)
        didSelectTaskWithIdClosure?(taskId)
    }
}

/// Records navigation requests.
final class MockTaskListRouter: TaskListRouterInterface {
    // MARK: navigateToTaskDetails(taskId:)

    var navigateToTaskDetailsTaskIdCallsCount = 0
    var navigateToTaskDetailsTaskIdCalled: Bool { navigateToTaskDetailsTaskIdCallsCount > 0 }
    var navigateToTaskDetailsTaskIdReceivedTaskId: String?
    var navigateToTaskDetailsTaskIdReceivedInvocations: [String] = []
    var navigateToTaskDetailsTaskIdClosure: (@MainActor (String) -> Void)?

    func navigateToTaskDetails(taskId: String) {
        navigateToTaskDetailsTaskIdCallsCount += 1
        navigateToTaskDetailsTaskIdReceivedTaskId = taskId
        navigateToTaskDetailsTaskIdReceivedInvocations.append(taskId)
        navigateToTaskDetailsTaskIdClosure?(taskId)
    }

    // MARK: navigateToAddTask()

    var navigateToAddTaskCallsCount = 0
    var navigateToAddTaskCalled: Bool { navigateToAddTaskCallsCount > 0 }
    var navigateToAddTaskClosure: (@MainActor () -> Void)?

    func navigateToAddTask() {
        navigateToAddTaskCallsCount += 1
        navigateToAddTaskClosure?()
    }

    // MARK: close()

    var closeCallsCount = 0
    var closeCalled: Bool { closeCallsCount > 0 }
    var closeClosure: (@MainActor () -> Void)?

    func close() {
        closeCallsCount += 1
        closeClosure?()
    }
}

/// A view controller that records what is presented on it and its dismissals instead of
/// performing them (what the router tests of its navigation need), and answers
/// `presentingViewController` with `shownFrom` (UIKit sets it only in a window).
final class TaskListSpyViewController: UIViewController {
    private(set) var presented: [UIViewController] = []
    private(set) var dismissals = 0
    weak var shownFrom: UIViewController?

    override var presentingViewController: UIViewController? {
        shownFrom ?? super.presentingViewController
    }

    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presented.append(viewControllerToPresent)
        completion?()
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissals += 1
        completion?()
    }
}

/// Records the calls made to `TaskServiceInterface` (Sourcery AutoMockable naming).
/// `Sendable` like the service it stands in for: any thread or actor may call it. Every member
/// is read and written while holding `lock`, and a `…Closure` runs after letting go of it (so
/// it may call back into the double, or suspend).
nonisolated final class MockTaskService: TaskServiceInterface, @unchecked Sendable {
    /// What the double records and is given, one stored value per member.
    private struct State {
        var fetchTasksCallsCount = 0
        var fetchTasksThrowableError: (any Error)?
        var fetchTasksReturnValue: [TaskItem]?
        var fetchTasksClosure: (@Sendable () async throws -> [TaskItem])?
    }

    /// Guards `state`.
    private let lock = NSLock()
    private var state = State()

    /// Runs `body` on the state while holding `lock` (never across a `…Closure` call or a
    /// suspension: an `async` method cannot hold an `NSLock` across code of its own).
    private func withState<Value>(_ body: (inout State) -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    // MARK: fetchTasks()

    var fetchTasksCallsCount: Int {
        get { withState { $0.fetchTasksCallsCount } }
        set { withState { $0.fetchTasksCallsCount = newValue } }
    }
    var fetchTasksCalled: Bool { fetchTasksCallsCount > 0 }
    var fetchTasksThrowableError: (any Error)? {
        get { withState { $0.fetchTasksThrowableError } }
        set { withState { $0.fetchTasksThrowableError = newValue } }
    }
    var fetchTasksReturnValue: [TaskItem]? {
        get { withState { $0.fetchTasksReturnValue } }
        set { withState { $0.fetchTasksReturnValue = newValue } }
    }
    var fetchTasksClosure: (@Sendable () async throws -> [TaskItem])? {
        get { withState { $0.fetchTasksClosure } }
        set { withState { $0.fetchTasksClosure = newValue } }
    }

    func fetchTasks() async throws -> [TaskItem] {
        let recorded = withState {
            $0.fetchTasksCallsCount += 1
            return $0
        }
        if let error = recorded.fetchTasksThrowableError { throw error }
        if let closure = recorded.fetchTasksClosure { return try await closure() }
        guard let value = recorded.fetchTasksReturnValue else { throw UnsetReturnValue(member: "fetchTasksReturnValue", closure: "fetchTasksClosure", method: "fetchTasks()") }
        return value
    }
}

/// What a throwing double throws when a test calls it without giving it a return value: the
/// test fails with the member to set instead of crashing the test run.
nonisolated private struct UnsetReturnValue: Error, CustomStringConvertible {
    let member: String
    let closure: String
    let method: String

    var description: String { "\(member) is not set: set it or \(closure) before calling \(method)" }
}
