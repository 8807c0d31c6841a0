//
//  SettingsViewModel.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation
import Observation

/// The presentation logic and state of the Settings screen. Free of UIKit: the view
/// observes it and forwards user events to it.
///
/// Binding: `@Observable`; SwiftUI and `withObservationTracking` see every change of state.
@MainActor
@Observable
final class SettingsViewModel {
    // MARK: - State

    var isLoading: Bool = false

    var items: [String] = []

    // MARK: - Dependencies


    // MARK: - Initialization

    init() {
    }

    // MARK: - Events

    func onAppear() {
        // TODO: implement.
    }

    func didToggle(_ item: String, isOn: Bool) {
        // TODO: implement.
    }
}
