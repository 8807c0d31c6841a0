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
        // `@Published` publishes before the property changes: render from the sent values.
        viewModel.$isLoading
            .sink { [weak self] isLoading in self?.render(isLoading: isLoading) }
            .store(in: &cancellables)
    }

    // MARK: - Rendering

    /// Updates the views that show `isLoading`; called with every new value.
    func render(isLoading: Bool) {
        // TODO: update the views that show `isLoading`.
    }
}
