//
//  TaskListInteractor.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation

/// The business logic of the Task List module.
final class TaskListInteractor: TaskListInteractorInterface {
    // MARK: - Properties

    /// Set by the module's factory; weak, because the presenter owns the interactor.
    weak var output: (any TaskListInteractorOutputInterface)?
    let taskService: any TaskServiceInterface

    // MARK: - Initialization

    init(taskService: any TaskServiceInterface) {
        self.taskService = taskService
    }

    // MARK: - TaskListInteractorInterface

    func fetchTasks() {
        // TODO: implement.
    }

    func deleteTask(withId taskId: String) {
        // TODO: implement.
    }
}
