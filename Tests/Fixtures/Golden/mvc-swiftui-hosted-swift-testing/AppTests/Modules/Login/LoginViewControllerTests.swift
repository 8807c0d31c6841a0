import Foundation
import SwiftUI
import Testing
import UIKit
@testable import App

@MainActor
struct LoginViewControllerTests {
    @Test func testReleasingTheControllerReleasesItsView() {
        weak var weakController: UIViewController?
        weak var weakView: AnyObject?
        do {
            let controller = LoginViewController()
            controller.loadViewIfNeeded()
            controller.items = ["sample"]
            weakController = controller
            weakView = controller.hostingController
        }
        #expect(weakController == nil, "the controller leaked")
        #expect(weakView == nil, "the view leaked: a reference cycle holds it")
    }

    @Test func testViewShowsTheItems() {
        let controller = LoginViewController()
        controller.loadViewIfNeeded()
        #expect(controller.children.contains { $0 === controller.hostingController }, "the SwiftUI view is a child of the controller")
        controller.items = ["sample", "sample"]
        #expect(controller.hostingController.rootView.rows == controller.items.map { item in item }, "the view shows the items")
    }
}
