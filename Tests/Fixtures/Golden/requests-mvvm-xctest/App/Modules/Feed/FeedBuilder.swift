import UIKit

/// Assembles the Feed module: creates the view model with its services and the view
/// that observes it.
@MainActor
enum FeedBuilder {
    static func makeModule() -> UIViewController {
        let viewModel = FeedViewModel(feedClient: FeedClient())
        let viewController = FeedViewController(viewModel: viewModel)
        return viewController
    }
}
