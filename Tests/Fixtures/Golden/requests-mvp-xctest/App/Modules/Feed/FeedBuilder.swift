import UIKit

/// Assembles the Feed module: the composition root that creates the presenter with its
/// services and the view that owns it, and wires them.
@MainActor
enum FeedBuilder {
    static func makeModule() -> UIViewController {
        let presenter = FeedPresenter(feedClient: FeedClient())
        let view = FeedViewController(presenter: presenter)
        presenter.view = view
        return view
    }
}
