import UIKit

/// The Feed screen. Lightweight: it renders the view model's state and forwards events.
class FeedViewController: UIViewController {
    // MARK: - Properties

    let viewModel: FeedViewModel

    // MARK: - Initialization

    init(viewModel: FeedViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "built in code by FeedBuilder.makeModule")
    required init?(coder: NSCoder) {
        nil
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Feed"
        bind()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.onAppear()
    }

    // MARK: - Binding

    private func bind() {
        viewModel.onStateChange = { [weak self] state in
            self?.render(state)
        }
        render(viewModel.state)
    }

    // MARK: - Rendering

    /// Updates the views from `state`; called with the view model's state when the view loads
    /// and after every transition.
    func render(_ state: FeedViewModelState) {
        // TODO: update the views from the state: `state.title`, `state.fetchTitlesIsLoading`, `state.fetchTitlesError`, `state.fetchTitlesResult`, `state.signOutIsLoading`, `state.signOutError`, `state.unreadCountIsLoading`, `state.unreadCountResult`.
    }
}
