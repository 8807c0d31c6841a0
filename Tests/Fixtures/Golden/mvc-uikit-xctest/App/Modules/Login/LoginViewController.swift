import UIKit

/// Coordinates the Login screen: owns its view and model, asks the services for data.
final class LoginViewController: UIViewController {
    // MARK: - Properties

    let contentView = LoginView(frame: .zero)

    // MARK: - Initialization

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "built in code, given its dependencies")
    required init?(coder: NSCoder) {
        nil
    }

    // MARK: - Lifecycle

    override func loadView() {
        view = contentView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Login"
    }
}

