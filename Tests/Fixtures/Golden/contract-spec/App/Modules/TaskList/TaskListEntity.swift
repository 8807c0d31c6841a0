//
//  TaskListEntity.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation

/// TaskItem: declared in viper-gen.json.
struct TaskItem: Equatable, Hashable, Sendable, Codable {
    var id: String
    var title: String
    var isCompleted: Bool
}

/// TaskViewModel: declared in viper-gen.json.
struct TaskViewModel: Equatable, Hashable, Sendable, Codable {
    var id: String
    var title: String
}
