import SwiftUI
import UIKit

/// Coordinates the Login screen: owns its SwiftUI view and model, asks the services for
/// data, and renders again whenever the model changes.
final class LoginViewController: UIViewController {
    // MARK: - Properties

    /// The rows the view shows; setting them renders again.
    var items: [String] = [] {
        didSet { hostingController.rootView = makeView() }
    }
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

    // MARK: - Events

    /// The user selected the row at `index`.
    func didSelectItem(at index: Int) {
        // TODO: show the selected item.
    }

    // MARK: - Rendering

    private func makeView() -> LoginView {
        LoginView(rows: items.map { item in item }) { [weak self] index in
            self?.didSelectItem(at: index)
        }
    }
}
