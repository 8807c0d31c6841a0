/// The names generated for one request, decided in one place for the spec's clash checks and
/// the templates' context: for `fetchFeed`, the method `fetchFeed(...)` that starts the task,
/// the task `fetchFeedTask`, the handlers `fetchFeedDidFinish(_:)` and `fetchFeedDidFail(_:)`
/// (VIPER: interactor output events; MVP and MVC: the presenter's or controller's own), and
/// `fetchFeedIsLoading`, `fetchFeedError` and `fetchFeedResult` (MVVM: in the view model's state;
/// MVP and MVC: stored in the presenter or controller, set by the handlers).
package struct RequestNames: Sendable, Hashable {
    /// The service method's base name, which the starting method keeps.
    package let method: String

    package init(method: String) {
        self.method = Identifier.bare(method)
    }

    /// The stored task: `private(set) var fetchFeedTask: Task<Void, Never>?`.
    package var task: String { method + "Task" }
    /// What hears of success: `fetchFeedDidFinish(_ result:)`.
    package var didFinish: String { method + "DidFinish" }
    /// What hears of failure: `fetchFeedDidFail(_ error:)`.
    package var didFail: String { method + "DidFail" }
    /// True while the request runs (MVVM: a state member; MVP, MVC: a stored property).
    package var isLoading: String { method + "IsLoading" }
    /// The last failure (MVVM: its message, `String?`; MVP, MVC: the error, `(any Error)?`).
    package var error: String { method + "Error" }
    /// The last result (`T?`).
    package var result: String { method + "Result" }

    /// The members the request adds, grouped by the object that gets them in `pattern`: the
    /// starting method and its task always go to the object that runs the request.
    package func members(in pattern: Pattern) -> [(holder: Holder, names: [String])] {
        switch pattern {
        case .viper: [(.runner, [method, task]), (.interactorOutput, [didFinish, didFail])]
        case .mvvm: [(.runner, [method, task]), (.state, [isLoading, error, result])]
        case .mvp, .mvc: [(.runner, [method, task, didFinish, didFail, isLoading, error, result])]
        }
    }

    /// Where a generated member lives.
    package enum Holder: Sendable {
        /// The object that runs the request: interactor, presenter, view model or controller.
        case runner
        /// VIPER: the interactor output (the presenter implements it).
        case interactorOutput
        /// MVVM: the view model's state.
        case state
    }
}
