/// A resolver backed by a dictionary of already-parsed templates keyed by partial name.
public struct DictionaryPartials: PartialResolver {
    /// The templates, keyed by the name partial and parent tags use.
    public let templates: [String: Template]

    /// Creates a resolver from parsed templates.
    public init(_ templates: [String: Template]) {
        self.templates = templates
    }

    /// Parses every source, using its partial name as the template name in error messages.
    /// Throws the first parse error found (in the order of the sorted names).
    public init(sources: [String: String]) throws(MustacheError) {
        var templates: [String: Template] = [:]
        templates.reserveCapacity(sources.count)
        for name in sources.keys.sorted() {
            guard let source = sources[name] else { continue }
            templates[name] = try Template(source: source, name: name)
        }
        self.templates = templates
    }

    /// The template registered under `name`, if any.
    public func template(named name: String) -> Template? {
        templates[name]
    }
}
