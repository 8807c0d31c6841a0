//
//  SettingsService.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation

// MARK: - SettingsService

/// SettingsService: injected through the initializer, replaced by `MockSettingsService` in tests.
///
/// Main-actor isolated like the components that call it; `async` work inside an
/// implementation still runs off the main actor wherever it awaits.
@MainActor
protocol SettingsServiceInterface: AnyObject {
}

/// The default implementation of `SettingsServiceInterface`.
final class SettingsService: SettingsServiceInterface {
    init() {}
}
