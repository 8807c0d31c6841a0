import Foundation
import SwiftUI
import UIKit
import XCTest
@testable import App

@MainActor
final class LoginPresenterTests: XCTestCase {
    func testHoldsItsViewWeakly() async throws {
        let presenter = LoginPresenter(view: MockLoginView(), service: MockLoginService())
        XCTAssertNil(presenter.view, "the presenter must not keep its view alive")
    }

    func testKeepsTheViewAndServicesItWasGiven() async throws {
        let view = MockLoginView()
        let service = MockLoginService()
        let presenter = LoginPresenter(view: view, service: service)
        XCTAssertTrue(presenter.view === view)
        XCTAssertTrue(presenter.service === service)
    }

    func testBuilderWiresTheModule() async throws {
        let module = LoginBuilder.build()
        let view = try XCTUnwrap(module as? UIHostingController<LoginView>).rootView.state
        let presenter = try XCTUnwrap(view.presenter as? LoginPresenter)
        XCTAssertTrue(presenter.view === view, "the presenter's view is the module's view")
        XCTAssertTrue(presenter.service is LoginService, "the builder injects LoginService")
    }

    func testReleasingTheModuleReleasesEveryComponent() async throws {
        weak var weakModule: UIViewController?
        weak var weakView: AnyObject?
        weak var weakPresenter: AnyObject?
        do {
            let module = LoginBuilder.build()
            let view = try XCTUnwrap(module as? UIHostingController<LoginView>).rootView.state
            module.loadViewIfNeeded()
            weakModule = module
            weakView = view
            weakPresenter = view.presenter
        }
        XCTAssertNil(weakModule, "the module's view controller leaked")
        XCTAssertNil(weakView, "the view leaked: a reference cycle holds it")
        XCTAssertNil(weakPresenter, "the presenter leaked: a reference cycle holds it")
    }

    func testPresenterViewDidLoadIsRecorded() async throws {
        let mock = MockLoginPresenter()
        let interface: LoginPresenterInterface = mock
        interface.viewDidLoad()
        XCTAssertEqual(mock.viewDidLoadCallsCount, 1)
    }
}
