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
            weakController = controller
            weakView = controller.contentView
        }
        XCTAssert(weakController == nil, "the controller leaked")
        XCTAssert(weakView == nil, "the view leaked: a reference cycle holds it")
    }
}
