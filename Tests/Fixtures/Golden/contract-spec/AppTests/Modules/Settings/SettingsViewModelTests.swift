//
//  SettingsViewModelTests.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation
import Observation
import SwiftUI
import UIKit
import XCTest
@testable import App

@MainActor
final class SettingsViewModelTests: XCTestCase {
    func testBuilderWiresTheModule() async throws {
        let module = SettingsBuilder.build()
        let viewModel = try XCTUnwrap(module as? UIHostingController<SettingsView>).rootView.viewModel
        XCTAssertTrue(viewModel.service is SettingsService, "the builder injects SettingsService")
    }

    func testReleasingTheModuleReleasesEveryComponent() async throws {
        weak var weakModule: UIViewController?
        weak var weakViewModel: SettingsViewModel?
        do {
            let module = SettingsBuilder.build()
            let viewModel = try XCTUnwrap(module as? UIHostingController<SettingsView>).rootView.viewModel
            module.loadViewIfNeeded()
            weakModule = module
            weakViewModel = viewModel
        }
        XCTAssertNil(weakModule, "the module's view controller leaked")
        XCTAssertNil(weakViewModel, "the view model leaked: a reference cycle holds it")
    }

    func testIsLoadingChangeIsObservable() async throws {
        let viewModel = SettingsViewModel(service: MockSettingsService())
        let counter = SettingsChangeCounter()
        withObservationTracking {
            _ = viewModel.isLoading
        } onChange: {
            counter.increment()
        }
        viewModel.isLoading = true
        XCTAssertEqual(counter.count, 1, "setting isLoading must notify observers")
    }

    func testItemsChangeIsObservable() async throws {
        let viewModel = SettingsViewModel(service: MockSettingsService())
        let counter = SettingsChangeCounter()
        withObservationTracking {
            _ = viewModel.items
        } onChange: {
            counter.increment()
        }
        viewModel.items = ["sample"]
        XCTAssertEqual(counter.count, 1, "setting items must notify observers")
    }
}
