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

    /// Set by the module's factory; weak, because the view owns the presenter.
    weak var view: (any TaskListViewInterface)?
    let interactor: any TaskListInteractorInterface
    let router: any TaskListRouterInterface
    let userId: String

    // MARK: - Initialization

    init(interactor: any TaskListInteractorInterface, router: any TaskListRouterInterface, userId: String) {
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
