//
//  SettingsView.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import SwiftUI

/// The Settings screen. It renders the view model's state and forwards events to it.
struct SettingsView: View {
    let viewModel: SettingsViewModel

    var body: some View {
        List {
            // Rows that show the view model's state: `isLoading`, `items`.
        }
        .navigationTitle("Settings")
        .task { [viewModel] in viewModel.onAppear() }
    }
}
