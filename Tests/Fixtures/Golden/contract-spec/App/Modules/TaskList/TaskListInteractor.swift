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

    weak var output: TaskListInteractorOutputInterface?
    private let taskService: TaskServiceInterface

    // MARK: - Initialization

    init(taskService: TaskServiceInterface) {
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
