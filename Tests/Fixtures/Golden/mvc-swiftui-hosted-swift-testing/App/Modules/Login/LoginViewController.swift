import SwiftUI
import UIKit

/// Coordinates the Login screen: owns its SwiftUI view and model, asks the services for
/// data, and renders again whenever the model changes.
final class LoginViewController: UIViewController {
    // MARK: - Properties

    private(set) lazy var hostingController = UIHostingController(rootView: makeView())

    // MARK: - Initialization

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "built in code, given its dependencies")
    required init?(coder: NSCoder) {
        nil
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Login"
        addChild(hostingController)
        let hostedView: UIView = hostingController.view
        hostedView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(hostedView)
        NSLayoutConstraint.activate([
            hostedView.topAnchor.constraint(equalTo: view.topAnchor),
            hostedView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            hostedView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            hostedView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        hostingController.didMove(toParent: self)
    }

    // MARK: - Rendering

    private func makeView() -> LoginView {
        LoginView()
    }
}
