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
        var pairs: [(String, String)] = [("name", JSONText.quoted(name))]
        if let domain = options.domain { pairs.append(("domain", JSONText.quoted(domain))) }
        if let pattern = options.pattern { pairs.append(("pattern", JSONText.quoted(pattern.rawValue))) }
        if let ui = options.ui { pairs.append(("ui", JSONText.quoted(ui.rawValue))) }
        if let binding = options.binding { pairs.append(("binding", JSONText.quoted(binding.rawValue))) }
        if let tests = options.tests { pairs.append(("tests", JSONText.quoted(tests.rawValue))) }
        if let layout = options.layout { pairs.append(("layout", JSONText.quoted(layout.rawValue))) }
        if let ios = options.ios { pairs.append(("ios", JSONText.quoted(ios.description))) }
        if let project = options.xcodeproj { pairs.append(("xcodeproj", JSONText.quoted(project))) }
        if let targets = options.targets {
            pairs.append(("targets", "[" + targets.map(JSONText.quoted).joined(separator: ", ") + "]"))
        }
        if let targets = options.testTargets {
            pairs.append(("testTargets", "[" + targets.map(JSONText.quoted).joined(separator: ", ") + "]"))
        }
        return "{" + pairs.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
}
