import TextSupport
import ViperGenKit

/// One tool the server offers: its name, what it does, and its input schema, declared once;
/// `tools/list` and argument checking are both made from it.
struct MCPTool: Sendable {
    struct Property: Sendable {
        enum Kind: Sendable {
            case string, boolean, integer
            case strings
            case choice([String])
        }

        var name: String
        var kind: Kind
        var description: String
        var required = false

        func writeSchema(into writer: inout JSONWriter) {
            writer.beginObject()
            switch kind {
            case .string: writer.field("type", "string")
            case .boolean: writer.field("type", "boolean")
            case .integer: writer.field("type", "integer")
            case .strings:
                writer.field("type", "array")
                writer.key("items")
                writer.beginObject()
                writer.field("type", "string")
                writer.endObject()
            case .choice(let values):
                writer.field("type", "string")
                writer.field("enum", strings: values)
            }
            writer.field("description", description)
            writer.endObject()
        }
    }

    var name: String
    var title: String
    var description: String
    var properties: [Property]
    /// Whether the tool changes files (the `readOnlyHint` annotation says the opposite).
    var writes: Bool

    /// The tool as `tools/list` gives it.
    func write(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("name", name)
        writer.field("title", title)
        writer.field("description", description)
        writer.key("inputSchema")
        writer.beginObject()
        writer.field("type", "object")
        writer.key("properties")
        writer.beginObject()
        for property in properties {
            writer.key(property.name)
            property.writeSchema(into: &writer)
        }
        writer.endObject()
        writer.field("required", strings: properties.filter(\.required).map(\.name))
        writer.field("additionalProperties", false)
        writer.endObject()
        writer.key("annotations")
        writer.beginObject()
        writer.field("readOnlyHint", !writes)
        writer.field("destructiveHint", false)
        writer.field("idempotentHint", true)
        writer.field("openWorldHint", false)
        writer.endObject()
        writer.endObject()
    }

    static let spec = Property(
        name: "spec", kind: .string,
        description: "the spec file, relative to the workspace root (default: the nearest viper-gen.json)")
    static let modules = Property(
        name: "modules", kind: .strings, description: "module names (default: every module of the spec)")

    /// Every tool, in the order `tools/list` gives them.
    static let all: [MCPTool] = [
        MCPTool(
            name: "plan", title: "Plan generation",
            description:
                "What 'viper-gen generate' would do for the spec or some of its modules: each file's status (create, update, merge, conflict, …) and unified diffs of the changes. Writes nothing.",
            properties: [
                spec, modules, Property(name: "prune", kind: .boolean, description: "also plan the deletion of orphans")
            ], writes: false),
        MCPTool(
            name: "generate", title: "Generate modules",
            description:
                "Generate the spec's modules (or those named) with every safety rule of the CLI: files you edited are merged, a conflict writes nothing, viper-gen.lock is kept, Xcode projects are edited. Refuses to write outside the workspace root.",
            properties: [
                spec, modules, Property(name: "prune", kind: .boolean, description: "delete orphans still as generated")
            ], writes: true),
        MCPTool(
            name: "add_module", title: "Add a module",
            description:
                "'viper-gen add': add a module to viper-gen.json (kept byte for byte otherwise; created when missing) and generate it.",
            properties: [
                Property(name: "name", kind: .string, description: "the module name (UpperCamelCase)", required: true),
                Property(
                    name: "pattern", kind: .choice(Pattern.allCases.map(\.rawValue)),
                    description: "architecture pattern"),
                Property(name: "ui", kind: .choice(UIFlavor.allCases.map(\.rawValue)), description: "UI flavour"),
                Property(
                    name: "binding", kind: .choice(Binding.allCases.map(\.rawValue)),
                    description: "how an MVVM view observes its view model"),
                Property(
                    name: "tests", kind: .choice(TestFramework.allCases.map(\.rawValue)), description: "test framework"),
                spec,
                Property(name: "dryRun", kind: .boolean, description: "report what would be written, write nothing")
            ], writes: true),
        MCPTool(
            name: "graph", title: "App graph",
            description: "The modules and routes of the spec as JSON and as a Mermaid flowchart.",
            properties: [spec], writes: false),
        MCPTool(
            name: "assess", title: "Assess Swift code",
            description:
                "Measure the Swift code under a folder: detected modules and patterns, complexity, coupling, cohesion, violations and scores (the JSON report of 'viper-gen assess'); with spec, also where the code departs from the spec's architecture. Sends progress notifications when the request has a progress token.",
            properties: [
                Property(
                    name: "path", kind: .string,
                    description: "the folder to assess, relative to the workspace root (default: the root)"),
                Property(
                    name: "spec", kind: .string,
                    description:
                        "a viper-gen.json to check the code against (its modules, roles, routes, outputs, services and layer rules); the findings are the report's specFindings"
                )
            ],
            writes: false),
        MCPTool(
            name: "recommend", title: "Recommend a pattern",
            description:
                "Which pattern (MVC, MVP, MVVM, VIPER) suits a team and project, with its reasons. Give the inputs, or 'project' (a folder) to measure screens, complexity, testing and the current pattern from the code; inputs given win.",
            properties: [
                Property(name: "teamSize", kind: .integer, description: "people on the team (>= 1)"),
                Property(name: "complexity", kind: .integer, description: "project complexity, 1-5"),
                Property(name: "testing", kind: .integer, description: "how much automated testing matters, 1-5"),
                Property(
                    name: "maintenance", kind: .integer, description: "how much long-term maintenance matters, 1-5"),
                Property(name: "speed", kind: .integer, description: "how much development speed matters, 1-5"),
                Property(name: "screens", kind: .integer, description: "screens in the app (>= 0)"),
                Property(
                    name: "current", kind: .choice(Pattern.allCases.map(\.rawValue)),
                    description: "the pattern used today"),
                Property(
                    name: "project", kind: .string,
                    description: "a folder of Swift code to derive the inputs not given from"),
                Property(name: "explain", kind: .boolean, description: "add strengths, weaknesses and anti-patterns")
            ], writes: false),
        MCPTool(
            name: "xcodeproj_add_files", title: "Add files to an Xcode project",
            description:
                "Reference any files (Swift, storyboards, nibs, asset catalogs, strings, JSON, images, headers) in an Xcode project with viper-gen's byte-exact editor: groups mirror folders, sources go into Compile Sources, resources into Copy Bundle Resources, headers into no phase; files in synchronized folders need no reference. Adding twice changes nothing.",
            properties: [
                Property(
                    name: "project", kind: .string,
                    description: "the .xcodeproj folder, relative to the workspace root", required: true),
                Property(
                    name: "files", kind: .strings, description: "the files, relative to the workspace root",
                    required: true),
                Property(
                    name: "targets", kind: .strings, description: "the targets that build them (none: only referenced)"),
                Property(
                    name: "group", kind: .string,
                    description: "navigator path of the group the folders are mirrored under"),
                Property(name: "dryRun", kind: .boolean, description: "report what would change, write nothing")
            ], writes: true),
        MCPTool(
            name: "template_context", title: "Template context",
            description:
                "The JSON context the templates receive for a module (as 'viper-gen templates context'), for template authors.",
            properties: [
                Property(name: "module", kind: .string, description: "the module name (or Shared)", required: true),
                spec
            ],
            writes: false)
    ]

    static func named(_ name: String) -> MCPTool? { all.first { $0.name == name } }
}
