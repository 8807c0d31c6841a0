//
//  TaskListPresenter.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation

/// Mediates between the Task List view, interactor and router. Holds the view weakly.
final class TaskListPresenter: TaskListPresenterInterface {
    // MARK: - Properties

    weak var view: TaskListViewInterface?
    let interactor: TaskListInteractorInterface
    let router: TaskListRouterInterface
    let userId: String

    // MARK: - Initialization

    init(view: TaskListViewInterface, interactor: TaskListInteractorInterface, router: TaskListRouterInterface, userId: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.userId = userId
    }

    // MARK: - TaskListPresenterInterface

    func viewDidLoad() {
        // TODO: implement.
    }

    func refreshTasks() {
        // TODO: implement.
    }

    func didSelectTask(withId taskId: String) {
        // TODO: implement.
    }
}

// MARK: - TaskListInteractorOutputInterface

extension TaskListPresenter: TaskListInteractorOutputInterface {
    func didFetchTasks(_ tasks: [TaskItem]) {
        // TODO: implement.
    }

    func didFailToFetchTasks(with error: any Error) {
        // TODO: implement.
    }
}
