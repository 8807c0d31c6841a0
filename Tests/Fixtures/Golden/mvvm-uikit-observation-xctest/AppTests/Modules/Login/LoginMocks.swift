import Foundation
import UIKit
@testable import App

// Test doubles of the Login module. Members follow Sourcery's AutoMockable naming:
// `…CallsCount`, `…Called`, `…Received…`, `…ReceivedInvocations`, `…ReturnValue`,
// `…ThrowableError`, `…Closure`.

/// The real screen with its binding, recording the states it renders instead of updating views.
final class RenderCountingLoginViewController: LoginViewController {
    private(set) var renders = 0
    private(set) var lastRendered: LoginViewModelState?

    override func render(_ state: LoginViewModelState) {
        renders += 1
        lastRendered = state
    }
}
