import Observation
import UIKit

/// The Login screen. Lightweight: it renders the view model's state and forwards events.
final class LoginViewController: UIViewController {
    // MARK: - Properties

    let viewModel: LoginViewModel
    /// How many times the screen rendered the view model's state.
    private(set) var renderCount = 0

    // MARK: - Initialization

    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Login"
        bind()
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

    private func render() {
        renderCount += 1
        // TODO: update the views from the view model's state.
    }
}
