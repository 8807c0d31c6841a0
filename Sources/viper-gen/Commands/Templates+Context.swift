import Mustache
import ViperGenKit

extension ViperGen.Templates {
    /// `templates context MODULE [--spec FILE]`: the JSON context a template receives for that
    /// module (docs/template-context.md), for template authors.
    static func context(_ arguments: [String], console: Console) throws(UsageError) -> ExitCode {
        let parsed = try Arguments(arguments, templates: "context")
        guard parsed.positional.count == 1, let name = parsed.positional.first else {
            throw UsageError(
                "'templates context' needs one MODULE name (as in the spec, or any new module name)", help: "templates")
        }
        // `Shared` is the top-level declarations' context, not a module to create.
        let moduleNames = name == SharedDeclarations.moduleName ? [] : [name]
        let resolution: Resolver.Resolution
        switch try SpecLoading.resolve(
            parsed, moduleNames: moduleNames, required: name == SharedDeclarations.moduleName,
            command: "templates", what: "no context was printed", json: false, console: console)
        {
        case .resolved(let resolved): resolution = resolved
        case .failed(let status): return status
        }
        console.report(resolution.warnings)
        guard let context = resolution.context(ofModule: name) else {
            throw UsageError(
                "the spec has no top-level services or entities, so there is no \(name) context", help: "templates")
        }
        console.write(context.jsonText + "\n")
        return .success
    }
}
