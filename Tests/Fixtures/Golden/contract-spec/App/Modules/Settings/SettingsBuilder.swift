//
//  SettingsBuilder.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation

/// Assembles the Settings module: creates the view model with its services and the view
/// that observes it.
@MainActor
enum SettingsBuilder {
    static func makeModule() -> SettingsView {
        let viewModel = SettingsViewModel()
        return SettingsView(viewModel: viewModel)
    }
}
