/// The error the renderer throws internally: a single reference to the `MustacheError`, so that
/// every `try` on the recursive rendering path reserves one pointer of stack instead of a whole
/// error value. `Template.render` unwraps it.
struct RenderFailure: Error {
    final class Box: Sendable {
        let error: MustacheError
        init(_ error: MustacheError) { self.error = error }
    }

    let box: Box

    init(_ error: MustacheError) {
        box = Box(error)
    }

    var error: MustacheError { box.error }
}
