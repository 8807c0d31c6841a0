//
//  SettingsBuilder.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import SwiftUI
import UIKit

/// Assembles the Settings module: creates the view model with its services and the view
/// that observes it.
@MainActor
enum SettingsBuilder {
    static func build() -> UIViewController {
        let viewModel = SettingsViewModel(service: SettingsService())
        return UIHostingController(rootView: SettingsView(viewModel: viewModel))
    }
}
