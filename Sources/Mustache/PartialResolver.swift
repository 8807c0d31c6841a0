/// Supplies the templates that partial (`{{>name}}`) and parent (`{{<name}}`) tags name.
public protocol PartialResolver: Sendable {
    /// The template for a partial or parent name, or nil when there is none (renders empty in non-strict mode; in strict mode a missing partial is an error).
    ///
    /// A render asks once per tag with a fixed name, however often the tag is expanded (in a
    /// section's loop, say), so the answer for a name should not change during a render.
    func template(named name: String) throws(MustacheError) -> Template?
}
