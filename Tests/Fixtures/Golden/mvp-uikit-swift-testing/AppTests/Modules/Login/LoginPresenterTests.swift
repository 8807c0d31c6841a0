import Foundation
import Testing
import UIKit
@testable import App

@MainActor
struct LoginPresenterTests {
    @Test func holdsItsViewWeakly() async throws {
        let presenter = LoginPresenter(view: MockLoginView(), service: MockLoginService())
        #expect(presenter.view == nil, "the presenter must not keep its view alive")
    }

    @Test func keepsTheViewAndServicesItWasGiven() async throws {
        let view = MockLoginView()
        let service = MockLoginService()
        let presenter = LoginPresenter(view: view, service: service)
        #expect(presenter.view === view)
        #expect(presenter.service === service)
    }

    @Test func builderWiresTheModule() async throws {
        let module = LoginBuilder.build()
        let view = try #require(module as? LoginViewController)
        let presenter = try #require(view.presenter as? LoginPresenter)
        #expect(presenter.view === view, "the presenter's view is the module's view")
        #expect(presenter.service is LoginService, "the builder injects LoginService")
    }

    @Test func releasingTheModuleReleasesEveryComponent() async throws {
        weak var weakModule: UIViewController?
        weak var weakView: AnyObject?
        weak var weakPresenter: AnyObject?
        do {
            let module = LoginBuilder.build()
            let view = try #require(module as? LoginViewController)
            module.loadViewIfNeeded()
            weakModule = module
            weakView = view
            weakPresenter = view.presenter
        }
        #expect(weakModule == nil, "the module's view controller leaked")
        #expect(weakView == nil, "the view leaked: a reference cycle holds it")
        #expect(weakPresenter == nil, "the presenter leaked: a reference cycle holds it")
    }

    @Test func loadingTheViewTellsThePresenter() async throws {
        let view = LoginViewController()
        let presenter = MockLoginPresenter()
        view.presenter = presenter
        view.loadViewIfNeeded()
        #expect(presenter.viewDidLoadCallsCount == 1)
    }

    @Test func presenterViewDidLoadIsRecorded() async throws {
        let mock = MockLoginPresenter()
        let interface: LoginPresenterInterface = mock
        interface.viewDidLoad()
        #expect(mock.viewDidLoadCallsCount == 1)
    }
}
