/// A parsed Mustache template: parse once, render many times (from any thread).
///
/// Supports the whole Mustache spec — interpolation, sections, inverted sections, comments,
/// partials with standalone indentation, set delimiters — plus the optional inheritance
/// (`{{<parent}}`, `{{$block}}`) and dynamic names (`{{>*name}}`, `{{<*name}}`) modules.
/// Lambdas are not supported.
///
/// The indentation of a standalone partial, parent or block tag is added to every line of the
/// included template text that has content; blank lines stay empty, so generated code gets no
/// trailing whitespace. Interpolated data is never re-indented (as the spec requires).
public struct Template: Sendable {
    /// The name used in error messages (e.g. `viper/Presenter.swift.mustache`).
    public let name: String
    let storage: TemplateStorage

    /// Parses `source`; throws a located `MustacheError` for malformed templates (unclosed or
    /// mismatched sections, unclosed tags, bad delimiters, empty or invalid names, nesting deeper
    /// than 500 levels).
    ///
    /// - Parameter names: where the tags' names are made and numbered, shared by the templates
    ///   parsed with it (nil: this template's own), which lets a `RenderMemo` remember what
    ///   they found.
    public init(source: String, name: String = "template", names: NameTable? = nil) throws(MustacheError) {
        var parser = Parser(source: source, templateName: name, names: names)
        let nodes = try parser.parse()
        self.name = name
        self.storage = TemplateStorage(name: name, source: source, nodes: nodes)
    }

    /// The source the template was parsed from.
    public var source: String { storage.source }

    /// Renders the template against `context`, resolving partials and parents with `partials`.
    public func render(
        _ context: Value,
        partials: any PartialResolver = NoPartials(),
        options: RenderOptions = RenderOptions()
    ) throws(MustacheError) -> String {
        try render(stack: [context], partials: partials, options: options)
    }

    /// Renders the template against a context stack, bottom first: a name is looked up from the
    /// last context down, as if each were a section opened inside the previous one. Lets a
    /// caller add a few keys (`fileName`) over a large shared context without copying it.
    public func render(
        stack: [Value],
        partials: any PartialResolver = NoPartials(),
        options: RenderOptions = RenderOptions()
    ) throws(MustacheError) -> String {
        try render(stack: stack, partials: partials, options: options, memo: nil)
    }

    /// Renders the template against a context stack, resolving partials with the memo's
    /// resolver and sharing with the other renders given the same memo what they found: the
    /// template of each partial tag, and each name's value in the bottom frame while it is the
    /// same (`RenderMemo`). The output is what `render(stack:partials:options:)` gives.
    public func render(stack: [Value], memo: RenderMemo, options: RenderOptions = RenderOptions())
        throws(MustacheError) -> String
    {
        try render(stack: stack, partials: memo.partials, options: options, memo: memo)
    }

    private func render(stack: [Value], partials: any PartialResolver, options: RenderOptions, memo: RenderMemo?)
        throws(MustacheError) -> String
    {
        var renderer = Renderer(
            contexts: stack,
            partials: partials,
            options: options,
            capacity: storage.source.utf8.count * 2,
            memo: memo
        )
        do {
            try renderer.render(storage.nodes, in: storage)
        } catch {
            throw error.error
        }
        // A string of the output's own size (the renderer reserves twice the template's
        // source, which a caller keeping thousands of rendered files, a plan, would otherwise
        // hold on to): the bytes are valid UTF-8, so this is one copy.
        return String(decoding: renderer.output, as: UTF8.self)
    }

}
