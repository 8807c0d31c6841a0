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
            let module = SettingsBuilder.makeModule()
            let viewModel = module.viewModel
            weakViewModel = viewModel
        }
        XCTAssert(weakViewModel == nil, "the view model leaked: a reference cycle holds it")
    }

    func testATransitionChangesTheObservedState() {
        let viewModel = SettingsViewModel()
        viewModel.update {
            $0.isLoading = true
            $0.items = ["items-2"]
        }
        XCTAssertEqual(viewModel.state.isLoading, true, "the state holds the new isLoading")
        XCTAssertEqual(viewModel.state.items, ["items-2"], "the state holds the new items")
    }

    func testOnAppearBehaviour() throws {
        try XCTSkipIf(true, "fill in what onAppear() should do (the Then below), then remove this line")
        // Given
        let sut = SettingsViewModel()
        // When
        sut.onAppear()
        // Then: assert what onAppear() should have done, on the doubles (their
        // `…CallsCount` and `…Received…` members) or on `sut`.
    }

    func testDidToggleIsOnBehaviour() throws {
        try XCTSkipIf(true, "fill in what didToggle(_:isOn:) should do (the Then below), then remove this line")
        // Given
        let sut = SettingsViewModel()
        // When
        sut.didToggle("item-1", isOn: true)
        // Then: assert what didToggle(_:isOn:) should have done, on the doubles (their
        // `…CallsCount` and `…Received…` members) or on `sut`.
    }
}
