/// The names generated for one request, decided in one place for the spec's clash checks and
/// the templates' context: for `fetchFeed`, the method `fetchFeed(...)` that starts the task,
/// the task `fetchFeedTask`, and the outputs `fetchFeedDidFinish(_:)` and `fetchFeedDidFail(_:)`.
package struct RequestNames: Sendable, Hashable {
    /// The service method's base name, which the starting method keeps.
    package let method: String

    package init(method: String) {
        self.method = Identifier.bare(method)
    }

    /// The stored task: `private(set) var fetchFeedTask: Task<Void, Never>?`.
    package var task: String { method + "Task" }
    /// What the interactor output hears on success: `fetchFeedDidFinish(_ result:)`.
    package var didFinish: String { method + "DidFinish" }
    /// What it hears on failure: `fetchFeedDidFail(_ error:)`.
    package var didFail: String { method + "DidFail" }

    /// Every base name the request generates.
    package var all: [String] { [method, task, didFinish, didFail] }
}
