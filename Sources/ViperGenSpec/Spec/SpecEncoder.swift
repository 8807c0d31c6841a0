import TextSupport

/// Writes a decoded spec back as viper-gen.json text, canonically: keys in a fixed order,
/// entries in their normalised Swift spelling (which parses back to equal values; a decoded
/// spec spells well-known protocols `any Error`, see `ProjectSpec.existentialsSpelledAny`). The
/// lock keeps the spec a module was generated from this way, to render it again later. Written
/// compact (no space) with the package's one JSON writer.
package enum SpecEncoder {
    /// `{"defaults": {...}, "modules": [...]}` on one line.
    package static func json(_ spec: ProjectSpec) -> String {
        var writer = JSONWriter(capacity: 1 << 10, layout: .compact)
        writer.beginObject()
        writer.key("defaults")
        write(spec.defaults, to: &writer)
        if !spec.services.isEmpty {
            writer.key("services")
            array(spec.services, to: &writer, write)
        }
        if !spec.entities.isEmpty {
            writer.key("entities")
            array(spec.entities, to: &writer, write)
        }
        if let root = spec.compositionRoot { writer.field("compositionRoot", root) }
        writer.key("modules")
        array(spec.modules, to: &writer, write)
        writer.endObject()
        return writer.text
    }

    /// A `defaults` object: only the options that are set.
    package static func json(_ options: GenerationOptions) -> String {
        var writer = JSONWriter(capacity: 256, layout: .compact)
        write(options, to: &writer)
        return writer.text
    }

    private static func array<Element>(
        _ elements: [Element], to writer: inout JSONWriter, _ write: (Element, inout JSONWriter) -> Void
    ) {
        writer.beginArray()
        for element in elements {
            writer.element()
            write(element, &writer)
        }
        writer.endArray()
    }

    private static func write(_ entity: ModuleSpec.Entity, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("name", entity.name)
        writer.field("fields", strings: entity.fields.map(\.declaration))
        writer.endObject()
    }

    private static func write(_ service: ModuleSpec.Service, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("name", service.name)
        if let kind = service.kind { writer.field("kind", kind.rawValue) }
        writer.field("methods", strings: service.methods.map(\.declaration))
        writer.endObject()
    }

    private static func write(_ route: Route, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("to", route.target)
        writer.field("style", route.style.rawValue)
        if let method = route.method { writer.field("method", method) }
        if let event = route.dismissEvent { writer.field("onDismiss", event) }
        writer.endObject()
    }

    private static func write(_ options: GenerationOptions, to writer: inout JSONWriter) {
        writer.beginObject()
        func add(_ key: StaticString, _ value: String?) {
            if let value { writer.field(key, value) }
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
            writer.key("header")
            writer.beginObject()
            add("project", header.project)
            add("author", header.author)
            add("company", header.company)
            add("year", header.year)
            writer.endObject()
        }
        add("templates", options.templates)
        add("xcodeproj", options.xcodeproj)
        if let targets = options.targets { writer.field("targets", strings: targets) }
        if let targets = options.testTargets { writer.field("testTargets", strings: targets) }
        add("ios", options.ios?.description)
        writer.endObject()
    }

    private static func write(_ module: ModuleSpec, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("name", module.name)
        func add(_ key: StaticString, _ value: String?) {
            if let value { writer.field(key, value) }
        }
        add("domain", module.domain)
        add("pattern", module.pattern?.rawValue)
        add("ui", module.ui?.rawValue)
        add("binding", module.binding?.rawValue)
        add("tests", module.tests?.rawValue)
        add("layout", module.layout?.rawValue)
        add("xcodeproj", module.xcodeproj)
        if let targets = module.targets { writer.field("targets", strings: targets) }
        if let targets = module.testTargets { writer.field("testTargets", strings: targets) }
        add("ios", module.ios?.description)
        for role in Role.allCases {
            if let methods = module.methods[role], !methods.isEmpty {
                writer.key(role.rawValue)
                writer.strings(methods.map(\.declaration))
            }
        }
        if !module.state.isEmpty { writer.field("state", strings: module.state.map(\.declaration)) }
        if !module.input.isEmpty { writer.field("input", strings: module.input.map(\.declaration)) }
        if !module.entities.isEmpty {
            writer.key("entities")
            array(module.entities, to: &writer, write)
        }
        if module.declaresServices {
            writer.key("services")
            writer.beginArray()
            for name in module.sharedServices {
                writer.element()
                writer.string(name)
            }
            for service in module.services {
                writer.element()
                write(service, to: &writer)
            }
            writer.endArray()
        }
        if !module.requests.isEmpty { writer.field("requests", strings: module.requests.map(\.reference)) }
        if !module.routes.isEmpty {
            writer.key("routes")
            array(module.routes, to: &writer, write)
        }
        if !module.output.isEmpty { writer.field("output", strings: module.output.map(\.declaration)) }
        writer.endObject()
    }
}
