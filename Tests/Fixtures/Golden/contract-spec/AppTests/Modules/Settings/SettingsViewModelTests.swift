//
//  SettingsViewModelTests.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation
import XCTest
@testable import App

@MainActor
final class SettingsViewModelTests: XCTestCase {
    func testReleasingTheModuleReleasesEveryComponent() {
        weak var weakViewModel: SettingsViewModel?
        do {
            let module = SettingsBuilder.build()
            let viewModel = module.viewModel
            weakViewModel = viewModel
        }
        XCTAssert(weakViewModel == nil, "the view model leaked: a reference cycle holds it")
    }
}
