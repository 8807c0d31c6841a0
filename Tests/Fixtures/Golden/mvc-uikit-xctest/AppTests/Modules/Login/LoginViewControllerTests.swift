import Foundation
import UIKit
import XCTest
@testable import App

@MainActor
final class LoginViewControllerTests: XCTestCase {
    func testReleasingTheControllerReleasesItsView() {
        weak var weakController: UIViewController?
        weak var weakView: AnyObject?
        do {
            let controller = LoginViewController()
            controller.loadViewIfNeeded()
            controller.items = ["row-0"]
            weakController = controller
            weakView = controller.contentView
        }
        XCTAssert(weakController == nil, "the controller leaked")
        XCTAssert(weakView == nil, "the view leaked: a reference cycle holds it")
    }

    func testTableShowsTheItems() {
        let controller = LoginViewController()
        controller.loadViewIfNeeded()
        let tableView = controller.contentView.tableView
        XCTAssert(tableView.dataSource === controller, "the controller is the table's data source")
        XCTAssert(tableView.delegate === controller, "the controller is the table's delegate")
        controller.items = ["row-0", "row-1"]
        XCTAssertEqual(controller.tableView(tableView, numberOfRowsInSection: 0), 2)
        let cell = controller.tableView(tableView, cellForRowAt: IndexPath(row: 1, section: 0))
        let item = controller.items[1]
        XCTAssertEqual((cell.contentConfiguration as? UIListContentConfiguration)?.text, item, "the row shows its item")
    }
}
