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
            weakController = controller
            weakView = controller.contentView
        }
        #expect(weakController == nil, "the controller leaked")
        #expect(weakView == nil, "the view leaked: a reference cycle holds it")
    }
}
