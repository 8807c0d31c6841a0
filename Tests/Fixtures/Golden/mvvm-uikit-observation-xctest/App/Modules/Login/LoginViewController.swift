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

    @available(*, unavailable, message: "built in code by LoginBuilder.makeModule")
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
            // Reading the state makes its next transition render again.
            render(viewModel.state)
        } onChange: { [weak self] in
            Task { @MainActor [weak self] in self?.bind() }
        }
    }

    // MARK: - Rendering

    /// Updates the views from `state`; called with the view model's state when the view loads
    /// and after every transition.
    func render(_ state: LoginViewModelState) {
        // TODO: update the views from the state: `state.isLoading`.
    }
}
