import Foundation
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
