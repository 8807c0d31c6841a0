import Foundation
import Observation

/// What the Login screen shows, as one value: the view model moves it from one value to
/// the next, one step per transition, and the view renders it.
nonisolated struct LoginViewModelState: Equatable {
    var isLoading: Bool = false
}

/// The presentation logic and state of the Login screen. Free of UIKit: the view
/// observes it and forwards user events to it.
///
/// Binding: `@Observable`; SwiftUI and `withObservationTracking` see every transition.
///
/// Not `final`: a test's spy subclass counts the `onAppear()` calls the screen makes.
@MainActor
@Observable
class LoginViewModel {
    // MARK: - State

    /// What the screen shows; it changes through `update(_:)`, one transition at a time.
    private(set) var state = LoginViewModelState()

    // MARK: - Dependencies


    // MARK: - Initialization

    init() {
    }

    // MARK: - Transitions

    /// Makes one transition: `change` edits a copy of the state, which then replaces the state in
    /// one assignment, so the view hears of it once however many members change. The view
    /// model's event methods change the state through it.
    ///
    /// A change that leaves the state equal is no transition: the view does not hear of it.
    func update(_ change: (inout LoginViewModelState) -> Void) {
        var next = state
        change(&next)
        guard next != state else { return }
        state = next
    }

    // MARK: - Events

    func onAppear() {
        // TODO: implement.
    }
}
