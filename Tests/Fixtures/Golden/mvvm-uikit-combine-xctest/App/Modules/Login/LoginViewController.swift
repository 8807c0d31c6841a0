import Combine
import UIKit

/// The Login screen. Lightweight: it renders the view model's state and forwards events.
class LoginViewController: UIViewController {
    // MARK: - Properties

    let viewModel: LoginViewModel
    private var cancellables: Set<AnyCancellable> = []

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
        // `@Published` sends the current state, then each new one before the property changes:
        // render from the sent value.
        viewModel.$state
            .sink { [weak self] state in self?.render(state) }
            .store(in: &cancellables)
    }

    // MARK: - Rendering

    /// Updates the views from `state`; called with the view model's state when the view loads
    /// and after every transition.
    func render(_ state: LoginViewModelState) {
        // TODO: update the views from the state: `state.isLoading`.
    }
}
