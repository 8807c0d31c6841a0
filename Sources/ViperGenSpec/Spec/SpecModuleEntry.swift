import TextSupport

/// One module as the spec writes it: its name and the options given for it, in the order
/// `docs/spec.md` lists module keys.
package struct SpecModuleEntry: Sendable, Hashable {
    package var name: String
    package var options: GenerationOptions

    package init(name: String, options: GenerationOptions) {
        self.name = name
        self.options = options
    }

    /// `{"name": "Feed", "pattern": "mvvm", "ui": "swiftui"}` on one line.
    package var json: String {
        var writer = JSONWriter(capacity: 128, layout: .inline)
        writer.beginObject()
        writer.field("name", name)
        func add(_ key: StaticString, _ value: String?) {
            if let value { writer.field(key, value) }
        }
        add("domain", options.domain)
        add("pattern", options.pattern?.rawValue)
        add("ui", options.ui?.rawValue)
        add("binding", options.binding?.rawValue)
        add("tests", options.tests?.rawValue)
        add("layout", options.layout?.rawValue)
        add("ios", options.ios?.description)
        add("xcodeproj", options.xcodeproj)
        if let targets = options.targets { writer.field("targets", strings: targets) }
        if let targets = options.testTargets { writer.field("testTargets", strings: targets) }
        writer.endObject()
        return writer.text
    }
}
