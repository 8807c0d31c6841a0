import Foundation
import Testing
import UIKit
@testable import App

@MainActor
struct LoginViewControllerTests {
    @Test func keepsTheServicesItWasGiven() async throws {
        let service = MockLoginService()
        let controller = LoginViewController(service: service)
        #expect(controller.service === service)
    }

    @Test func releasingTheControllerReleasesItsViewAndServices() async throws {
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
        #expect(weakController == nil, "the controller leaked")
        #expect(weakView == nil, "the view leaked: a reference cycle holds it")
        #expect(weakLoginService == nil, "LoginService leaked")
    }

    @Test func tableShowsTheItems() async throws {
        let controller = LoginViewController(service: MockLoginService())
        controller.loadViewIfNeeded()
        let tableView = controller.contentView.tableView
        #expect(tableView.dataSource === controller, "the controller is the table's data source")
        #expect(tableView.delegate === controller, "the controller is the table's delegate")
        controller.items = ["sample", "sample"]
        #expect(controller.tableView(tableView, numberOfRowsInSection: 0) == 2)
        let cell = controller.tableView(tableView, cellForRowAt: IndexPath(row: 1, section: 0))
        #expect(cell.textLabel?.text == String(describing: controller.items[1]))
    }
}
