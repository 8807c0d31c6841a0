//
//  TaskListProtocols.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation

// MARK: - View

/// The passive view of the Task List module: shows what the presenter tells it to.
@MainActor
protocol TaskListViewInterface: AnyObject {
    func showLoading()
    func hideLoading()
    func showTasks(_ tasks: [TaskViewModel])
    func showError(_ message: String)
}

// MARK: - Interactor

/// The business logic of the Task List module; reports results through its output.
@MainActor
protocol TaskListInteractorInterface: AnyObject {
    func fetchTasks()
    func deleteTask(withId taskId: String)
}

/// What the interactor reports back; implemented by the presenter.
@MainActor
protocol TaskListInteractorOutputInterface: AnyObject {
    func didFetchTasks(_ tasks: [TaskItem])
    func didFailToFetchTasks(with error: any Error)
}

// MARK: - Presenter

/// Turns view events into interactor requests and interactor results into view updates.
@MainActor
protocol TaskListPresenterInterface: AnyObject {
    func viewDidLoad()
    func refreshTasks()
    func didSelectTask(withId taskId: String)
}

// MARK: - Router

/// Navigates away from the module. (Its factory, `TaskListRouter.makeModule`, is not a
/// requirement: test doubles need not implement it.)
@MainActor
protocol TaskListRouterInterface: AnyObject {
    func navigateToTaskDetails(taskId: String)
    func navigateToAddTask()
    func close()
}
