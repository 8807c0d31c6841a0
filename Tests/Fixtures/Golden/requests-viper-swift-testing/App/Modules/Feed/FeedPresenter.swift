import Foundation

/// Mediates between the Feed view, interactor and router. Holds the view weakly.
final class FeedPresenter: FeedPresenterInterface {
    // MARK: - Properties

    /// Set by the module's factory; weak, because the view owns the presenter.
    weak var view: (any FeedViewInterface)?
    let interactor: any FeedInteractorInterface
    let router: any FeedRouterInterface

    // MARK: - Initialization

    init(interactor: any FeedInteractorInterface, router: any FeedRouterInterface) {
        self.interactor = interactor
        self.router = router
    }

    // MARK: - FeedPresenterInterface

    func viewDidLoad() {
        interactor.unreadCount()
    }

    func didPullToRefresh() {
        // TODO: implement.
    }
}

// MARK: - FeedInteractorOutputInterface

extension FeedPresenter: FeedInteractorOutputInterface {
    func fetchTitlesDidFinish(_ result: [String]) {
        view?.showTitles(result)
    }

    func fetchTitlesDidFail(_ error: any Error) {
        view?.showError(error.localizedDescription)
    }

    func signOutDidFinish() {
        // TODO: implement.
    }

    func signOutDidFail(_ error: any Error) {
        view?.showError(error.localizedDescription)
    }

    func unreadCountDidFinish(_ result: Int) {
        // TODO: implement.
    }
}
