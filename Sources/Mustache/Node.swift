/// One element of a parsed template (the AST). Offsets are UTF-8 byte offsets of the tag's opening
/// delimiter in the source of the template that contains the node; they are turned into line and
/// column only when an error is reported.
enum Node: Sendable {
    /// Literal template text.
    case text(TextNode)
    /// `{{name}}`, `{{{name}}}` or `{{&name}}`.
    case variable(VariableNode)
    /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
    case section(SectionNode)
    /// `{{>name}}` or `{{>*name}}`.
    case partial(PartialNode)
    /// `{{<name}}…{{/name}}` with the block overrides found directly inside it.
    case parent(ParentNode)
    /// `{{$name}}default{{/name}}` outside a parent: a parameter that a parent tag may override.
    case block(BlockNode)
}

/// Literal text.
final class TextNode: Sendable {
    /// The text, never empty.
    let text: String
    /// Its UTF-8 bytes, which the renderer copies into its output (a copy from an array is
    /// one `memcpy`; from a string's `UTF8View`, a loop over its bytes).
    let bytes: [UInt8]
    /// Whether the text begins at the start of a source line.
    let startsLine: Bool
    /// Whether the text ends with `\n`.
    let endsWithNewline: Bool
    /// Where the text starts in its template's source, in UTF-8 bytes (for an error that
    /// names the text, such as going over the output limit).
    let offset: Int

    init(text: String, startsLine: Bool, offset: Int) {
        self.text = text
        self.startsLine = startsLine
        self.offset = offset
        self.bytes = Array(text.utf8)
        self.endsWithNewline = bytes.last == UInt8(ascii: "\n")
    }
}

/// An interpolation tag.
final class VariableNode: Sendable {
    let name: VariableName
    /// `false` for `{{{name}}}` and `{{&name}}`.
    let escaped: Bool
    let offset: Int

    init(name: VariableName, escaped: Bool, offset: Int) {
        self.name = name
        self.escaped = escaped
        self.offset = offset
    }
}

/// A section or inverted section.
final class SectionNode: Sendable {
    let name: VariableName
    let inverted: Bool
    let children: [Node]
    let offset: Int

    init(name: VariableName, inverted: Bool, children: [Node], offset: Int) {
        self.name = name
        self.inverted = inverted
        self.children = children
        self.offset = offset
    }
}

/// The template a partial or parent tag names: fixed, or looked up in the context (`*name`).
enum PartialTarget: Sendable {
    case literal(String)
    case dynamic(VariableName)

    /// The tag content as written (after trimming), for error messages.
    var displayName: String {
        switch self {
        case .literal(let name): name
        case .dynamic(let name): "*" + name.raw
        }
    }
}

/// A partial tag.
final class PartialNode: Sendable {
    let target: PartialTarget
    /// The whitespace before a standalone partial tag, prepended to every line of the partial.
    let indentation: String
    let offset: Int

    init(target: PartialTarget, indentation: String, offset: Int) {
        self.target = target
        self.indentation = indentation
        self.offset = offset
    }

    func reindented(droppingLeading count: Int) -> PartialNode {
        PartialNode(target: target, indentation: indentation.droppingLeadingBytes(count), offset: offset)
    }
}

/// Content passed to a parent for one of its blocks.
struct BlockOverride: Sendable {
    let nodes: [Node]
    /// Whether the content's intrinsic indentation was already removed (its opening tag ended its line).
    let isOutdented: Bool
}

/// A parent tag with its overrides.
final class ParentNode: Sendable {
    let target: PartialTarget
    /// The whitespace before a standalone parent tag pair, prepended to every line of the parent.
    let indentation: String
    let overrides: [String: BlockOverride]
    let offset: Int

    init(target: PartialTarget, indentation: String, overrides: [String: BlockOverride], offset: Int) {
        self.target = target
        self.indentation = indentation
        self.overrides = overrides
        self.offset = offset
    }
}

/// A block (parameter) with its default content.
final class BlockNode: Sendable {
    let name: String
    /// The indentation added to every line of overriding content after its first (when the tag is
    /// inline) or to every line (when the tag is standalone). Default content renders as written.
    let indentation: String
    let children: [Node]
    let offset: Int

    init(name: String, indentation: String, children: [Node], offset: Int) {
        self.name = name
        self.indentation = indentation
        self.children = children
        self.offset = offset
    }
}

extension String {
    /// The string without its first `count` UTF-8 bytes (used on ASCII whitespace only).
    func droppingLeadingBytes(_ count: Int) -> String {
        guard count > 0 else { return self }
        return String(decoding: utf8.dropFirst(count), as: UTF8.self)
    }
}
