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
            weakController = controller
            weakView = controller.hostingController
        }
        #expect(weakController == nil, "the controller leaked")
        #expect(weakView == nil, "the view leaked: a reference cycle holds it")
    }

    @Test("The controller hosts its SwiftUI view") func testTheControllerHostsItsSwiftUIView() {
        let controller = LoginViewController()
        controller.loadViewIfNeeded()
        #expect(controller.children.contains { $0 === controller.hostingController }, "the SwiftUI view is a child of the controller")
    }
}
