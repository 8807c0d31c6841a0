import Mustache

/// A problem with a template set: a missing or malformed manifest, a template that does not
/// parse or render, or a path that escapes its root.
package enum TemplateError: DiagnosticsConvertible, Sendable, Equatable, CustomStringConvertible {
    /// No template set of that name exists in the user folder or the built-ins.
    case unknownSet(name: String, available: [String])
    /// `template.json` is not valid, at `position` of `file` when known; `suggestion` is the
    /// closest valid word when the reason proposes one.
    case invalidManifest(file: String, position: SourcePosition?, reason: String, suggestion: String?)
    /// A manifest names a template file that does not exist.
    case missingTemplate(set: String, template: String)
    /// A template path, partial name or output pattern leaves its root (`..`, absolute path).
    case escapesRoot(path: String, context: String)
    /// The Mustache engine rejected a template (parse or strict-render error).
    case mustache(MustacheError)
    /// `extends` names a set that extends another in a loop.
    case extendsCycle([String])

    /// The error as a diagnostic: a manifest or template problem at its file and position.
    package var diagnostic: Diagnostic {
        switch self {
        case .invalidManifest(let file, let position, let reason, let suggestion):
            Diagnostic(
                file: file, line: position?.line, column: position?.column, message: reason, suggestion: suggestion)
        case .mustache(let error):
            Diagnostic(
                file: error.templateName, line: error.line, column: error.column, message: error.message,
                suggestion: error.suggestion)
        default:
            Diagnostic(message: description)
        }
    }

    package var diagnostics: [Diagnostic] { [diagnostic] }

    package var description: String {
        switch self {
        case .unknownSet(let name, let available):
            "no template set named '\(name)'; available: \(available.joined(separator: ", "))"
        case .invalidManifest:
            diagnostic.headline
        case .missingTemplate(let set, let template):
            "template set '\(set)' lists '\(template)', which does not exist; add the file or remove it from template.json"
        case .escapesRoot(let path, let context):
            "\(context): '\(path)' leaves the template folder; use a path inside it without '..' or a leading '/'"
        case .mustache(let error):
            error.description
        case .extendsCycle(let chain):
            "template sets extend each other in a loop: \(chain.joined(separator: " -> "))"
        }
    }
}
