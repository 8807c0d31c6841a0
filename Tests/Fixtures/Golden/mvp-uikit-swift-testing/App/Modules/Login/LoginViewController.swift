import UIKit

/// The Login screen: a passive view that forwards events to its presenter.
final class LoginViewController: UIViewController, LoginViewInterface {
    // MARK: - Properties

    var presenter: LoginPresenterInterface!

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        setupUI()
        presenter.viewDidLoad()
    }

    // MARK: - UI Setup

    private func setupUI() {
        view.backgroundColor = .systemBackground
        title = "Login"
    }

    // MARK: - LoginViewInterface
}
