//
//  SettingsViewModel.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation
import Observation

/// What the Settings screen shows, as one value: the view model moves it from one value to
/// the next, one step per transition, and the view renders it.
nonisolated struct SettingsViewModelState: Equatable {
    var isLoading: Bool = false
    var items: [String] = []
}

/// The presentation logic and state of the Settings screen. Free of UIKit: the view
/// observes it and forwards user events to it.
///
/// Binding: `@Observable`; SwiftUI and `withObservationTracking` see every transition.
@MainActor
@Observable
final class SettingsViewModel {
    // MARK: - State

    /// What the screen shows; it changes through `update(_:)`, one transition at a time.
    private(set) var state = SettingsViewModelState()

    // MARK: - Dependencies


    // MARK: - Initialization

    init() {
    }

    // MARK: - Transitions

    /// Makes one transition: `change` edits a copy of the state, which then replaces the state in
    /// one assignment, so the view hears of it once however many members change. The view
    /// model's event methods change the state through it.
    ///
    /// A change that leaves the state equal is no transition: the view does not hear of it.
    func update(_ change: (inout SettingsViewModelState) -> Void) {
        var next = state
        change(&next)
        guard next != state else { return }
        state = next
    }

    // MARK: - Events

    func onAppear() {
        // TODO: implement.
    }

    func didToggle(_ item: String, isOn: Bool) {
        // TODO: implement.
    }
}
