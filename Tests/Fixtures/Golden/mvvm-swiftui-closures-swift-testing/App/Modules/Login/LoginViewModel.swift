import Foundation

/// The presentation logic and state of the Login screen. Free of UIKit: the view
/// observes it and forwards user events to it.
///
/// Binding: `onStateChange` is called after every change of state.
@MainActor
final class LoginViewModel {
    // MARK: - State

    var isLoading: Bool = false {
        didSet { onStateChange?() }
    }

    /// Called on the main actor after any change of state; the view renders again.
    var onStateChange: (() -> Void)?

    // MARK: - Dependencies


    // MARK: - Initialization

    init() {
    }

    // MARK: - Events

    func onAppear() {
        // TODO: implement.
    }
}
