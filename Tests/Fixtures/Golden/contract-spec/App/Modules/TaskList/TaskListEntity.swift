//
//  TaskListEntity.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation

/// TaskItem: declared in viper-gen.json. A value, `nonisolated` so that it stays free of any
/// actor where the target's default isolation is the main actor.
nonisolated struct TaskItem: Equatable, Hashable, Sendable, Codable, Identifiable {
    var id: String
    var title: String
    var isCompleted: Bool
}

/// TaskViewModel: declared in viper-gen.json. A value, `nonisolated` so that it stays free of any
/// actor where the target's default isolation is the main actor.
nonisolated struct TaskViewModel: Equatable, Hashable, Sendable, Codable, Identifiable {
    var id: String
    var title: String
}
