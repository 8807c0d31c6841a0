/// The immutable parsed form of a template, shared by every copy of a `Template`.
final class TemplateStorage: Sendable {
    let name: String
    let source: String
    let nodes: [Node]

    init(name: String, source: String, nodes: [Node]) {
        self.name = name
        self.source = source
        self.nodes = nodes
    }

    /// An error located at the UTF-8 byte `offset` of this template's source.
    func error(_ kind: MustacheError.Kind, at offset: Int) -> MustacheError {
        MustacheError(kind, templateName: name, source: source, offset: offset)
    }
}

extension TemplateStorage {
    /// A rendering failure located at the UTF-8 byte `offset` of this template's source.
    func failure(_ kind: MustacheError.Kind, at offset: Int) -> RenderFailure {
        RenderFailure(error(kind, at: offset))
    }
}
