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
    /// The view model, owned by the view (created once by the module's factory; SwiftUI keeps
    /// the first one across the view's updates).
    @State var viewModel: SettingsViewModel

    init(viewModel: SettingsViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List {
            // Rows that show the view model's state: `viewModel.state.isLoading`, `viewModel.state.items`.
        }
        .navigationTitle("Settings")
        .task { [viewModel] in viewModel.onAppear() }
    }
}
