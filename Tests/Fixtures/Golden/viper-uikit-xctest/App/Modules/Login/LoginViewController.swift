import UIKit

/// The Login screen. Passive: forwards events to the presenter, shows what it is told.
final class LoginViewController: UIViewController, LoginViewInterface {
    // MARK: - Properties

    let presenter: any LoginPresenterInterface

    // MARK: - Initialization

    init(presenter: any LoginPresenterInterface) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "built in code by LoginRouter.makeModule")
    required init?(coder: NSCoder) {
        nil
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Login"
        presenter.viewDidLoad()
    }

    // MARK: - LoginViewInterface
}
