import Foundation
import SwiftUI
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
            weakView = controller.hostingController
        }
        #expect(weakController == nil, "the controller leaked")
        #expect(weakView == nil, "the view leaked: a reference cycle holds it")
    }

    @Test("View shows the items") func testViewShowsTheItems() {
        let controller = LoginViewController()
        controller.loadViewIfNeeded()
        #expect(controller.children.contains { $0 === controller.hostingController }, "the SwiftUI view is a child of the controller")
        controller.items = ["row-0", "row-1"]
        #expect(controller.hostingController.rootView.rows == controller.items.map { item in item }, "the view shows the items")
    }
}
