import Combine
import Foundation

/// The presentation logic and state of the Login screen. Free of UIKit: the view
/// observes it and forwards user events to it.
///
/// Binding: an `ObservableObject` whose state is `@Published`.
@MainActor
final class LoginViewModel: ObservableObject {
    // MARK: - State

    @Published var isLoading: Bool = false

    // MARK: - Dependencies


    // MARK: - Initialization

    init() {
    }

    // MARK: - Events

    func onAppear() {
        // TODO: implement.
    }
}
