import Foundation
import Observation

/// The presentation logic and state of the Login screen. Free of UIKit: the view
/// observes it and forwards user events to it.
///
/// Binding: `@Observable`; SwiftUI and `withObservationTracking` see every change of state.
@MainActor
@Observable
final class LoginViewModel {
    // MARK: - State

    var isLoading: Bool = false

    // MARK: - Dependencies


    // MARK: - Initialization

    init() {
    }

    // MARK: - Events

    func onAppear() {
        // TODO: implement.
    }
}
