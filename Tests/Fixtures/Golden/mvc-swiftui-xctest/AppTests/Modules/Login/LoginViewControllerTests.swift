import Foundation
import SwiftUI
import UIKit
import XCTest
@testable import App

@MainActor
final class LoginViewControllerTests: XCTestCase {
    func testKeepsTheServicesItWasGiven() async throws {
        let service = MockLoginService()
        let controller = LoginViewController(service: service)
        XCTAssertTrue(controller.service === service)
    }

    func testReleasingTheControllerReleasesItsViewAndServices() async throws {
        weak var weakController: UIViewController?
        weak var weakView: AnyObject?
        weak var weakLoginService: MockLoginService?
        do {
            let service = MockLoginService()
            weakLoginService = service
            let controller = LoginViewController(service: service)
            controller.loadViewIfNeeded()
            controller.items = ["sample"]
            weakController = controller
            weakView = controller.hostingController
        }
        XCTAssertNil(weakController, "the controller leaked")
        XCTAssertNil(weakView, "the view leaked: a reference cycle holds it")
        XCTAssertNil(weakLoginService, "LoginService leaked")
    }

    func testViewShowsTheItems() async throws {
        let controller = LoginViewController(service: MockLoginService())
        controller.loadViewIfNeeded()
        XCTAssertTrue(controller.children.contains { $0 === controller.hostingController }, "the SwiftUI view is a child of the controller")
        controller.items = ["sample", "sample"]
        XCTAssertEqual(controller.hostingController.rootView.rows, controller.items.map { String(describing: $0) })
    }
}
