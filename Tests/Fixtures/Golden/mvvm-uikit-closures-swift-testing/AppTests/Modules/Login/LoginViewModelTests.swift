import Foundation
import Testing
import UIKit
@testable import App

@MainActor
struct LoginViewModelTests {
    @Test("Releasing the module releases every component") func testReleasingTheModuleReleasesEveryComponent() throws {
        weak var weakModule: UIViewController?
        weak var weakViewModel: LoginViewModel?
        do {
            let module = LoginBuilder.makeModule()
            let viewModel = try #require(module as? LoginViewController).viewModel
            module.loadViewIfNeeded()
            weakModule = module
            weakViewModel = viewModel
        }
        #expect(weakModule == nil, "the module's view controller leaked")
        #expect(weakViewModel == nil, "the view model leaked: a reference cycle holds it")
    }

    @Test("A transition tells the view once, with the new state") func testATransitionTellsTheViewOnceWithTheNewState() {
        let viewModel = LoginViewModel()
        var notified: [LoginViewModelState] = []
        viewModel.onStateChange = { notified.append($0) }
        viewModel.update {
            $0.isLoading = true
        }
        #expect(notified.count == 1, "one transition, one call of onStateChange")
        #expect(viewModel.state.isLoading == true, "the state holds the new isLoading")
        #expect(notified.last?.isLoading == true, "the view is told the new isLoading")
    }

    @Test("An update that changes nothing tells no one") func testAnUpdateThatChangesNothingTellsNoOne() {
        let viewModel = LoginViewModel()
        var notified = 0
        viewModel.onStateChange = { _ in notified += 1 }
        viewModel.update { _ in }
        #expect(notified == 0, "an unchanged state is no transition")
    }

    @Test("Screen renders again when IsLoading changes") func testScreenRendersAgainWhenIsLoadingChanges() {
        let viewController = RenderCountingLoginViewController(viewModel: LoginViewModel())
        viewController.loadViewIfNeeded()
        let rendered = viewController.renders
        #expect(rendered > 0, "loading the view renders the state")
        viewController.viewModel.update { $0.isLoading = true }
        #expect(viewController.renders == rendered + 1, "a change of isLoading renders once")
        #expect(viewController.lastRendered?.isLoading == true, "the screen renders the new isLoading")
    }

    @Test("The screen's appearance reaches the view model") func testAppearingReachesTheViewModel() {
        let viewModel = AppearanceSpyLoginViewModel()
        let viewController = LoginViewController(viewModel: viewModel)

        viewController.loadViewIfNeeded()
        viewController.viewWillAppear(false)

        #expect(viewModel.onAppearCallsCount == 1, "viewWillAppear must tell the view model")
    }

    @Test("What onAppear() does", .disabled("fill in its Then, then remove .disabled")) func testOnAppearBehaviour() {
        // Given
        let sut = LoginViewModel()
        // When
        sut.onAppear()
        // Then: assert what onAppear() should have done, on the doubles (their
        // `…CallsCount` and `…Received…` members) or on `sut`.
    }
}

/// Counts the appearances the screen forwards; the view model's own `onAppear()` still runs.
private final class AppearanceSpyLoginViewModel: LoginViewModel {
    private(set) var onAppearCallsCount = 0

    override func onAppear() {
        onAppearCallsCount += 1
        super.onAppear()
    }
}
