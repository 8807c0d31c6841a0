import Foundation
import UIKit
@testable import App

// Test doubles of the Login module. Members follow Sourcery's AutoMockable naming:
// `…CallsCount`, `…Called`, `…Received…`, `…ReceivedInvocations`, `…ReturnValue`,
// `…ThrowableError`, `…Closure`.

/// Records what the presenter asks the view to show.
final class MockLoginView: LoginViewInterface {
}

/// Records the requests the presenter makes.
final class MockLoginInteractor: LoginInteractorInterface {
}

/// Records what the interactor reports.
final class MockLoginInteractorOutput: LoginInteractorOutputInterface {
}

/// Records the view's events.
final class MockLoginPresenter: LoginPresenterInterface {
    // MARK: viewDidLoad()

    var viewDidLoadCallsCount = 0
    var viewDidLoadCalled: Bool { viewDidLoadCallsCount > 0 }
    var viewDidLoadClosure: (@MainActor () -> Void)?

    func viewDidLoad() {
        viewDidLoadCallsCount += 1
        viewDidLoadClosure?()
    }
}

/// Records navigation requests.
final class MockLoginRouter: LoginRouterInterface {
    // MARK: close()

    var closeCallsCount = 0
    var closeCalled: Bool { closeCallsCount > 0 }
    var closeClosure: (@MainActor () -> Void)?

    func close() {
        closeCallsCount += 1
        closeClosure?()
    }
}

/// A view controller that records what is presented on it and its dismissals instead of
/// performing them (what the router tests of its navigation need), and answers
/// `presentingViewController` with `shownFrom` (UIKit sets it only in a window).
final class LoginSpyViewController: UIViewController {
    private(set) var presented: [UIViewController] = []
    private(set) var dismissals = 0
    weak var shownFrom: UIViewController?

    override var presentingViewController: UIViewController? {
        shownFrom ?? super.presentingViewController
    }

    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presented.append(viewControllerToPresent)
        completion?()
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissals += 1
        completion?()
    }
}
