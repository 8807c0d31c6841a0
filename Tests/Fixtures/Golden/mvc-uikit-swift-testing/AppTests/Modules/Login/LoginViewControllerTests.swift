import Foundation
import Testing
import UIKit
@testable import App

@MainActor
struct LoginViewControllerTests {
    @Test("Releasing the controller releases its view") func testReleasingTheControllerReleasesItsView() {
        weak var weakController: UIViewController?
        weak var weakView: AnyObject?
        do {
            let controller = LoginViewController()
            controller.loadViewIfNeeded()
            controller.items = ["row-0"]
            weakController = controller
            weakView = controller.contentView
        }
        #expect(weakController == nil, "the controller leaked")
        #expect(weakView == nil, "the view leaked: a reference cycle holds it")
    }

    @Test("Table shows the items") func testTableShowsTheItems() {
        let controller = LoginViewController()
        controller.loadViewIfNeeded()
        let tableView = controller.contentView.tableView
        #expect(tableView.dataSource === controller, "the controller is the table's data source")
        #expect(tableView.delegate === controller, "the controller is the table's delegate")
        controller.items = ["row-0", "row-1"]
        #expect(controller.tableView(tableView, numberOfRowsInSection: 0) == 2)
        let cell = controller.tableView(tableView, cellForRowAt: IndexPath(row: 1, section: 0))
        let item = controller.items[1]
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == item, "the row shows its item")
    }
}
