//
//  TaskListService.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation

// MARK: - TaskService

/// TaskService: injected through the initializer, replaced by `MockTaskService` in tests.
///
/// Main-actor isolated like the components that call it; `async` work inside an
/// implementation still runs off the main actor wherever it awaits.
@MainActor
protocol TaskServiceInterface: AnyObject {
    func fetchTasks() async throws -> [TaskItem]
}

/// The default implementation of `TaskServiceInterface`.
final class TaskService: TaskServiceInterface {
    init() {}

    func fetchTasks() async throws -> [TaskItem] {
        // TODO: implement.
        return []
    }
}
