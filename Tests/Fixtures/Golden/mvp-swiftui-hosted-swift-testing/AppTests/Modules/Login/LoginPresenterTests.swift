import Foundation
import SwiftUI
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
        let view = try #require(module as? UIHostingController<LoginView>).rootView.state
        let presenter = try #require(view.presenter as? LoginPresenter)
        #expect(presenter.view === view, "the presenter's view is the module's view")
    }

    @Test("Releasing the module releases every component") func testReleasingTheModuleReleasesEveryComponent() throws {
        weak var weakModule: UIViewController?
        weak var weakView: AnyObject?
        weak var weakPresenter: AnyObject?
        do {
            let module = LoginBuilder.makeModule()
            let view = try #require(module as? UIHostingController<LoginView>).rootView.state
            module.loadViewIfNeeded()
            weakModule = module
            weakView = view
            weakPresenter = view.presenter
        }
        #expect(weakModule == nil, "the module's view controller leaked")
        #expect(weakView == nil, "the view leaked: a reference cycle holds it")
        #expect(weakPresenter == nil, "the presenter leaked: a reference cycle holds it")
    }

    @Test("The view tells the presenter it loaded on first appearance only") func testTheViewTellsThePresenterItLoadedOnFirstAppearanceOnly() {
        let presenter = MockLoginPresenter()
        let state = LoginViewState(presenter: presenter)
        state.load()
        state.load()
        #expect(presenter.viewDidLoadCallsCount == 1, "appearing again must not load again")
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
