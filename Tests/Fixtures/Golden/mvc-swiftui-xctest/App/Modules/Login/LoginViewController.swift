import SwiftUI
import UIKit

/// Coordinates the Login screen: owns its SwiftUI view and model, asks the services for
/// data, and renders again whenever the model changes.
final class LoginViewController: UIViewController {
    // MARK: - Properties

    let service: LoginServiceInterface
    /// The rows the view shows; setting them renders again.
    var items: [String] = [] {
        didSet { hostingController.rootView = makeView() }
    }
    private(set) lazy var hostingController = UIHostingController(rootView: makeView())

    // MARK: - Initialization

    init(service: LoginServiceInterface) {
        self.service = service
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Login"
        addChild(hostingController)
        hostingController.view.frame = view.bounds
        view.addSubview(hostingController.view)
        hostingController.didMove(toParent: self)
    }

    // MARK: - Events

    /// The user selected the row at `index`.
    func didSelectItem(at index: Int) {
        // TODO: show the selected item.
    }

    // MARK: - Rendering

    private func makeView() -> LoginView {
        LoginView(rows: items.map { String(describing: $0) }) { [weak self] index in
            self?.didSelectItem(at: index)
        }
    }
}
