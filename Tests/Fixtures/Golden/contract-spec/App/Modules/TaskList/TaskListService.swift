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
/// `Sendable` and `nonisolated`, also where the target's default isolation is the main actor
/// (Xcode 26's `-default-isolation MainActor`). An `async` method runs off the main actor when
/// awaited, except under `NonisolatedNonsendingByDefault` (Xcode 26's approachable concurrency),
/// where it runs on its caller's actor: mark one that does heavy synchronous work `@concurrent`
/// (Swift 6.2). Keep implementations free of mutable state, or protect it.
nonisolated protocol TaskServiceInterface: Sendable {
    func fetchTasks() async throws -> [TaskItem]
}

/// The default implementation of `TaskServiceInterface`. Until a throwing method is
/// implemented it throws `TaskService.NotImplemented`, naming the method.
nonisolated final class TaskService: TaskServiceInterface {
    /// What a throwing method throws until it is implemented: the method's name.
    struct NotImplemented: Error, Equatable {
        let method: String
    }

    init() {}

    func fetchTasks() async throws -> [TaskItem] {
        // TODO: implement.
        throw NotImplemented(method: "fetchTasks()")
    }
}
