import Foundation

/// Drives the Login view. Holds the view weakly and its services strongly; the view
/// holds the presenter, so the view controller owns the module.
final class LoginPresenter: LoginPresenterInterface {
    // MARK: - Properties

    weak var view: LoginViewInterface?
    let service: LoginServiceInterface

    // MARK: - Initialization

    init(view: LoginViewInterface, service: LoginServiceInterface) {
        self.view = view
        self.service = service
    }

    // MARK: - LoginPresenterInterface

    func viewDidLoad() {
        // TODO: implement.
    }
}
