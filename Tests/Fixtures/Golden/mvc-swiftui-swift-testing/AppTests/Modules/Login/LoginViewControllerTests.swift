import Foundation
import SwiftUI
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
            weakView = controller.hostingController
        }
        #expect(weakController == nil, "the controller leaked")
        #expect(weakView == nil, "the view leaked: a reference cycle holds it")
        #expect(weakLoginService == nil, "LoginService leaked")
    }

    @Test func viewShowsTheItems() async throws {
        let controller = LoginViewController(service: MockLoginService())
        controller.loadViewIfNeeded()
        #expect(controller.children.contains { $0 === controller.hostingController }, "the SwiftUI view is a child of the controller")
        controller.items = ["sample", "sample"]
        #expect(controller.hostingController.rootView.rows == controller.items.map { String(describing: $0) })
    }
}
