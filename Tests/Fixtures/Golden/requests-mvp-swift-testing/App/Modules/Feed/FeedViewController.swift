import UIKit

/// The Feed screen. Passive: forwards events to the presenter, shows what it is told.
final class FeedViewController: UIViewController, FeedViewInterface {
    // MARK: - Properties

    let presenter: any FeedPresenterInterface

    // MARK: - Initialization

    init(presenter: any FeedPresenterInterface) {
        self.presenter = presenter
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
        presenter.viewDidLoad()
    }

    // MARK: - FeedViewInterface

    func showTitles(_ titles: [String]) {
        // TODO: implement.
    }

    func showError(_ message: String) {
        // TODO: implement.
    }
}
