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
            Text("isLoading: \(String(describing: viewModel.isLoading))")
            Text("items: \(String(describing: viewModel.items))")
        }
        .navigationTitle("Settings")
        .onAppear {
            viewModel.onAppear()
        }
    }
}
