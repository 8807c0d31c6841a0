import Mustache
import WorkSharing

/// Resolves partial and parent names against a template library, parsing each template once,
/// when it is first used (a run of one VIPER module needs a fifth of the built-in set); shared
/// by copies of a planner and safe to use from several threads.
///
/// A name is a path relative to the template root, with or without `.mustache`; a bare name
/// also finds `partials/NAME.mustache`; `builtin:` names reach the built-in files. In that
/// order of precedence: the exact path, the path without `.mustache`, the bare partial name.
/// A name finds only a file the library holds, so names that climb out of the root (`../x`,
/// `/etc/x`) find nothing. Names are worked out when first asked for, not up front: a planner
/// is made in every run, most of which render a few templates.
final class LibraryPartials: PartialResolver, @unchecked Sendable {
    // @unchecked: `found` is reached only under `lock`.
    private let files: [String: String]
    private let userFiles: Set<String>
    private let userRoot: String?
    /// Each name asked for: the template it finds (nil: none), or the error parsing it threw.
    private var found: [String: Result<Template?, MustacheError>] = [:]
    private let lock = Lock()

    init(library: TemplateLibrary) {
        files = library.files
        userFiles = library.userFiles
        userRoot = library.userRoot
    }

    func template(named name: String) throws(MustacheError) -> Template? {
        lock.lock()
        defer { lock.unlock() }
        if let known = found[name] { return try known.get() }
        let result: Result<Template?, MustacheError>
        if let path = path(named: name) {
            result = parse(path).map { $0 }
        } else {
            result = .success(nil)
        }
        found[name] = result
        return try result.get()
    }

    /// The library path `name` finds, or nil.
    private func path(named name: String) -> String? {
        let suffix = ".mustache"
        if name.hasSuffix(suffix), files[name] != nil { return name }
        if files[name + suffix] != nil { return name + suffix }
        let builtIn = "builtin:"
        if name.hasPrefix(builtIn) {
            let partial = builtIn + "partials/" + name.dropFirst(builtIn.count) + suffix
            if files[partial] != nil { return partial }
        }
        let partial = "partials/" + name + suffix
        return files[partial] != nil ? partial : nil
    }

    /// The template at `path` (a file the library holds), parsed once in the process
    /// (`ParsedTemplates`).
    private func parse(_ path: String) -> Result<Template, MustacheError> {
        let display =
            path.hasPrefix("builtin:") || !userFiles.contains(path) ? path : "\(userRoot ?? "templates")/\(path)"
        return ParsedTemplates.shared.template(at: path, source: files[path] ?? "", display: display)
    }
}
