import Foundation
import UIKit
@testable import App

// Test doubles of the Login module. Members follow Sourcery's AutoMockable naming:
// `…CallsCount`, `…Called`, `…Received…`, `…ReceivedInvocations`, `…ReturnValue`,
// `…ThrowableError`, `…Closure`.

/// The real screen with its binding, counting the renders instead of updating views.
final class RenderCountingLoginViewController: LoginViewController {
    private(set) var renders = 0

    override func render() {
        renders += 1
    }
}
