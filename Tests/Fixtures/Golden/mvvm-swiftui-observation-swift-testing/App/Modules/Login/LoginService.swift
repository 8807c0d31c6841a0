import Foundation

// MARK: - LoginService

/// LoginService: injected through the initializer, replaced by `MockLoginService` in tests.
///
/// Main-actor isolated like the components that call it; `async` work inside an
/// implementation still runs off the main actor wherever it awaits.
@MainActor
protocol LoginServiceInterface: AnyObject {
}

/// The default implementation of `LoginServiceInterface`.
final class LoginService: LoginServiceInterface {
    init() {}
}
