import Foundation
import Testing
import UIKit
@testable import App

@MainActor
struct LoginPresenterTests {
    @Test("Holds its view weakly") func testHoldsItsViewWeakly() {
        let presenter = LoginPresenter()
        var view: MockLoginView? = MockLoginView()
        presenter.view = view
        #expect(presenter.view != nil)
        view = nil
        #expect(presenter.view == nil, "the presenter must not keep its view alive")
    }

    @Test("Builder wires the module") func testBuilderWiresTheModule() throws {
        let module = LoginBuilder.makeModule()
        let view = try #require(module as? LoginViewController)
        let presenter = try #require(view.presenter as? LoginPresenter)
        #expect(presenter.view === view, "the presenter's view is the module's view")
    }

    @Test("Releasing the module releases every component") func testReleasingTheModuleReleasesEveryComponent() throws {
        weak var weakModule: UIViewController?
        weak var weakView: AnyObject?
        weak var weakPresenter: AnyObject?
        do {
            let module = LoginBuilder.makeModule()
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

    @Test("Loading the view tells the presenter") func testLoadingTheViewTellsThePresenter() {
        let presenter = MockLoginPresenter()
        let view = LoginViewController(presenter: presenter)
        view.loadViewIfNeeded()
        #expect(presenter.viewDidLoadCallsCount == 1, "viewDidLoad reaches the presenter")
    }

    @Test("What viewDidLoad() does", .disabled("fill in its Then, then remove .disabled")) func testViewDidLoadBehaviour() {
        // Given
        let view = MockLoginView()
        let sut = LoginPresenter()
        sut.view = view
        // When
        sut.viewDidLoad()
        // Then: assert what viewDidLoad() should have done, on the doubles (their
        // `…CallsCount` and `…Received…` members) or on `sut`.
    }
}
