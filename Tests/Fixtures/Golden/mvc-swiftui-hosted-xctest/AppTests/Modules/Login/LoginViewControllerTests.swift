import Foundation
import SwiftUI
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
            weakController = controller
            weakView = controller.hostingController
        }
        XCTAssert(weakController == nil, "the controller leaked")
        XCTAssert(weakView == nil, "the view leaked: a reference cycle holds it")
    }

    func testTheControllerHostsItsSwiftUIView() {
        let controller = LoginViewController()
        controller.loadViewIfNeeded()
        XCTAssert(controller.children.contains { $0 === controller.hostingController }, "the SwiftUI view is a child of the controller")
    }
}
