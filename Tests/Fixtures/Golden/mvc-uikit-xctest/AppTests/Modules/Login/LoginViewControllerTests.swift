import Foundation
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
            weakView = controller.contentView
        }
        XCTAssertNil(weakController, "the controller leaked")
        XCTAssertNil(weakView, "the view leaked: a reference cycle holds it")
        XCTAssertNil(weakLoginService, "LoginService leaked")
    }

    func testTableShowsTheItems() async throws {
        let controller = LoginViewController(service: MockLoginService())
        controller.loadViewIfNeeded()
        let tableView = controller.contentView.tableView
        XCTAssertTrue(tableView.dataSource === controller, "the controller is the table's data source")
        XCTAssertTrue(tableView.delegate === controller, "the controller is the table's delegate")
        controller.items = ["sample", "sample"]
        XCTAssertEqual(controller.tableView(tableView, numberOfRowsInSection: 0), 2)
        let cell = controller.tableView(tableView, cellForRowAt: IndexPath(row: 1, section: 0))
        XCTAssertEqual(cell.textLabel?.text, String(describing: controller.items[1]))
    }
}
