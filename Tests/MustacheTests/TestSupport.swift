import Mustache

/// The error parsing `source` throws, or nil when it parses.
func parseError(_ source: String, name: String = "t.mustache") -> MustacheError? {
    do {
        _ = try Template(source: source, name: name)
        return nil
    } catch {
        return error
    }
}

/// The error rendering `source` throws, or nil when it renders (a parse error is returned too).
func renderError(
    _ source: String,
    _ context: Value = [:],
    partials: [String: String] = [:],
    options: RenderOptions = RenderOptions(),
    name: String = "t.mustache"
) -> MustacheError? {
    do {
        let template = try Template(source: source, name: name)
        _ = try template.render(context, partials: DictionaryPartials(sources: partials), options: options)
        return nil
    } catch {
        return error
    }
}

/// Parses and renders `source`.
func render(
    _ source: String,
    _ context: Value = [:],
    partials: [String: String] = [:],
    options: RenderOptions = RenderOptions()
) throws(MustacheError) -> String {
    try Template(source: source).render(context, partials: DictionaryPartials(sources: partials), options: options)
}
