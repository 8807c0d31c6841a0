import TextSupport

/// Writes a decoded spec back as viper-gen.json text, canonically: keys in a fixed order,
/// entries in their normalised Swift spelling (which parses back to equal values; a decoded
/// spec spells well-known protocols `any Error`, see `ProjectSpec.existentialsSpelledAny`). The
/// lock keeps the spec a module was generated from this way, to render it again later.
package enum SpecEncoder {
    /// `{"defaults": {...}, "modules": [...]}` on one line.
    package static func json(_ spec: ProjectSpec) -> String {
        var text = "{\"defaults\":" + json(spec.defaults)
        if !spec.services.isEmpty { text += ",\"services\":[" + spec.services.map(json).joined(separator: ",") + "]" }
        if !spec.entities.isEmpty { text += ",\"entities\":[" + spec.entities.map(json).joined(separator: ",") + "]" }
        if let root = spec.compositionRoot { text += ",\"compositionRoot\":" + JSONText.quoted(root) }
        return text + ",\"modules\":[" + spec.modules.map(json).joined(separator: ",") + "]}"
    }

    static func json(_ entity: ModuleSpec.Entity) -> String {
        "{\"name\":" + JSONText.quoted(entity.name) + ",\"fields\":["
            + entity.fields.map { JSONText.quoted($0.declaration) }.joined(separator: ",") + "]}"
    }

    static func json(_ service: ModuleSpec.Service) -> String {
        "{\"name\":" + JSONText.quoted(service.name) + ",\"methods\":["
            + service.methods.map { JSONText.quoted($0.declaration) }.joined(separator: ",") + "]}"
    }

    static func json(_ route: Route) -> String {
        "{\"to\":" + JSONText.quoted(route.target) + ",\"style\":" + JSONText.quoted(route.style.rawValue)
            + (route.method.map { ",\"method\":" + JSONText.quoted($0) } ?? "") + "}"
    }

    /// A `defaults` object: only the options that are set.
    package static func json(_ options: GenerationOptions) -> String {
        var members: [String] = []
        func add(_ key: String, _ value: String?) {
            if let value { members.append(JSONText.quoted(key) + ":" + JSONText.quoted(value)) }
        }
        add("pattern", options.pattern?.rawValue)
        add("ui", options.ui?.rawValue)
        add("binding", options.binding?.rawValue)
        add("tests", options.tests?.rawValue)
        add("layout", options.layout?.rawValue)
        add("domain", options.domain)
        add("output", options.output)
        add("testsOutput", options.testsOutput)
        add("testableImport", options.testableImport)
        add("protocolSuffix", options.protocolSuffix)
        if let header = options.header {
            var parts: [String] = []
            for (key, value) in [
                ("project", header.project), ("author", header.author), ("company", header.company),
                ("year", header.year)
            ] {
                if let value { parts.append(JSONText.quoted(key) + ":" + JSONText.quoted(value)) }
            }
            members.append("\"header\":{" + parts.joined(separator: ",") + "}")
        }
        add("templates", options.templates)
        add("xcodeproj", options.xcodeproj)
        targetLists(&members, options.targets, options.testTargets)
        add("ios", options.ios?.description)
        return "{" + members.joined(separator: ",") + "}"
    }

    private static func targetLists(_ members: inout [String], _ targets: [String]?, _ testTargets: [String]?) {
        for (key, names) in [("targets", targets), ("testTargets", testTargets)] {
            if let names {
                members.append(JSONText.quoted(key) + ":[" + names.map(JSONText.quoted).joined(separator: ",") + "]")
            }
        }
    }

    static func json(_ module: ModuleSpec) -> String {
        var members = ["\"name\":" + JSONText.quoted(module.name)]
        func add(_ key: String, _ value: String?) {
            if let value { members.append(JSONText.quoted(key) + ":" + JSONText.quoted(value)) }
        }
        func list(_ key: String, _ values: [String]) {
            if !values.isEmpty {
                members.append(JSONText.quoted(key) + ":[" + values.map(JSONText.quoted).joined(separator: ",") + "]")
            }
        }
        add("domain", module.domain)
        add("pattern", module.pattern?.rawValue)
        add("ui", module.ui?.rawValue)
        add("binding", module.binding?.rawValue)
        add("tests", module.tests?.rawValue)
        add("layout", module.layout?.rawValue)
        add("xcodeproj", module.xcodeproj)
        targetLists(&members, module.targets, module.testTargets)
        add("ios", module.ios?.description)
        for role in Role.allCases {
            if let methods = module.methods[role] { list(role.rawValue, methods.map(\.declaration)) }
        }
        list("state", module.state.map(\.declaration))
        list("input", module.input.map(\.declaration))
        if !module.entities.isEmpty {
            members.append("\"entities\":[" + module.entities.map(json).joined(separator: ",") + "]")
        }
        if module.declaresServices {
            members.append(
                "\"services\":["
                    + (module.sharedServices.map(JSONText.quoted) + module.services.map(json)).joined(separator: ",")
                    + "]")
        }
        if !module.routes.isEmpty {
            members.append("\"routes\":[" + module.routes.map(json).joined(separator: ",") + "]")
        }
        list("output", module.output.map(\.declaration))
        return "{" + members.joined(separator: ",") + "}"
    }
}
