import Foundation

/// Drives the Login view. Holds the view weakly and its services strongly; the view
/// holds the presenter, so the view owns the module.
final class LoginPresenter: LoginPresenterInterface {
    // MARK: - Properties

    /// Set by the module's builder; weak, because the view owns the presenter.
    weak var view: (any LoginViewInterface)?

    // MARK: - Initialization

    init() {
    }

    // MARK: - LoginPresenterInterface

    func viewDidLoad() {
        // TODO: implement.
    }
}
