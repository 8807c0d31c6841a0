import Observation
import UIKit

/// The Login screen. Lightweight: it renders the view model's state and forwards events.
class LoginViewController: UIViewController {
    // MARK: - Properties

    let viewModel: LoginViewModel

    // MARK: - Initialization

    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "built in code by LoginBuilder.build")
    required init?(coder: NSCoder) {
        nil
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Login"
        bind()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.onAppear()
    }

    // MARK: - Binding

    private func bind() {
        withObservationTracking {
            // Read the state the screen shows, so that a change of it renders again.
            _ = viewModel.isLoading
            render()
        } onChange: { [weak self] in
            Task { @MainActor [weak self] in self?.bind() }
        }
    }

    // MARK: - Rendering

    /// Updates the views from the view model's state; called after every change of it.
    func render() {
        // TODO: update the views from the view model's state.
    }
}
