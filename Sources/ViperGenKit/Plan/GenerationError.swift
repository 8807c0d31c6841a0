/// A problem found while planning a generation run, before anything is written.
package enum GenerationError: DiagnosticsConvertible, Sendable, Equatable, CustomStringConvertible {
    /// A template could not be rendered for a module.
    case template(module: String, TemplateError)
    /// A manifest's `when` names a flag that the context does not define.
    case unknownFlag(set: String, template: String, flag: String, valid: [String])
    /// A rendered output file name is empty or contains a path separator or `..`.
    case invalidFileName(module: String, template: String, fileName: String)
    /// Layout `domain` was chosen but the module has no domain.
    case missingDomain(module: String)
    /// A manifest `component` (the folder of layout `type`) is not a relative folder name.
    case invalidComponent(set: String, template: String, component: String)
    /// Two planned files have the same path.
    case duplicatePath(path: String, first: String, second: String)
    /// Two planned paths that differ only in case (one file where names ignore case).
    case pathsDifferOnlyInCase(path: String, other: String, first: String, second: String)

    /// The error as a diagnostic: a template's at the template's position, naming the module.
    package var diagnostic: Diagnostic {
        if case .template(let module, let error) = self { return error.diagnostic.appending(" (module \(module))") }
        return Diagnostic(message: description)
    }

    package var diagnostics: [Diagnostic] { [diagnostic] }

    package var description: String {
        switch self {
        case .template(let module, let error):
            "\(error) (module \(module))"
        case .unknownFlag(let set, let template, let flag, let valid):
            "template set '\(set)': '\(template)' has \"when\": \"\(flag)\", which is not a context flag; valid flags: \(valid.joined(separator: ", "))"
        case .invalidFileName(let module, let template, let fileName):
            "module \(module): '\(template)' renders the file name '\(fileName)', which is empty or contains '/' or '..'; fix the \"path\" pattern in template.json"
        case .missingDomain(let module):
            "module \(module): layout 'domain' needs a domain; pass --domain NAME or set \"domain\" on the module"
        case .invalidComponent(let set, let template, let component):
            "template set '\(set)': '\(template)' has \"component\": \"\(component)\", which leaves the output directory; use a folder name such as \"Presenters\" (no '..', '.', or leading '/')"
        case .duplicatePath(let path, let first, let second):
            "\(path) would be written by both \(first) and \(second); rename one of the modules or use another layout"
        case .pathsDifferOnlyInCase(let path, let other, let first, let second):
            "\(path) (\(second)) and \(other) (\(first)) differ only in case, which makes them one file on a case-insensitive "
                + "file system such as macOS's; make the names differ by more than case (a domain, service or entity name)"
        }
    }
}
