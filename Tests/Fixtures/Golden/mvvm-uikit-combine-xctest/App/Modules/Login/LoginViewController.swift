import Combine
import UIKit

/// The Login screen. Lightweight: it renders the view model's state and forwards events.
final class LoginViewController: UIViewController {
    // MARK: - Properties

    let viewModel: LoginViewModel
    private var cancellables: Set<AnyCancellable> = []
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
        // `@Published` publishes before the property changes: render from the sent values.
        viewModel.$isLoading
            .sink { [weak self] isLoading in self?.render(isLoading: isLoading) }
            .store(in: &cancellables)
    }

    private func render(isLoading: Bool) {
        renderCount += 1
        // TODO: update the views that show `isLoading`.
    }
}
