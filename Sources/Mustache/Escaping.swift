/// How `{{name}}` tags escape the text they interpolate. `{{{name}}}` and `{{&name}}` never escape.
public enum Escaping: Sendable, Hashable {
    /// The Mustache default: `&`, `<`, `>` and `"` become `&amp;`, `&lt;`, `&gt;` and `&quot;`.
    case html
    /// No escaping: `{{name}}` emits the value verbatim (for generating source code).
    case none
}
