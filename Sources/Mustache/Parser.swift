/// Turns template source into an AST in one pass over its UTF-8 bytes.
///
/// Whitespace rules follow the Mustache spec: a standalone tag (alone on its line apart from spaces
/// and tabs; sections, inverted sections, closing tags, comments, partials and set-delimiter tags)
/// removes its whole line. Inheritance adds the pair rules of the optional spec: a parent tag pair
/// `{{<p}}…{{/p}}` is standalone when its opening tag starts its line and its closing tag ends its
/// line; a block opening tag directly inside a parent that ends its line drops that line end and the
/// block content's intrinsic indentation; a block closing tag directly inside a parent drops the
/// whitespace before it on its line.
struct Parser {
    /// The deepest nesting of sections, parents and blocks a template may have.
    static let maxNestingDepth = 500
    /// The longest delimiter a set-delimiter tag may set, in UTF-8 bytes.
    static let maxDelimiterLength = 32

    private enum TagKind {
        case variable, unescaped, comment, section, inverted, close, partial, parent, block, delimiters
    }

    private enum Item {
        case text(Int, Int)
        case node(Node)

        var isText: Bool {
            if case .text = self { return true }
            return false
        }
    }

    private enum FrameKind {
        case root
        case section(VariableName, inverted: Bool)
        case parent(PartialTarget)
        case block(String, overriding: Bool)
    }

    private struct Frame {
        let kind: FrameKind
        /// The tag content a closing tag must repeat.
        let key: String
        /// Offset of the opening tag.
        let offset: Int
        var items: [Item] = []
        /// Parents: the overrides found directly inside.
        var overrides: [String: BlockOverride] = [:]
        /// Parents: whether only spaces and tabs precede the opening tag on its line, and where they start.
        var openLeftClear = false
        var indentStart = 0
        /// Blocks: where the content begins.
        var contentStart = 0
        /// Overriding blocks: the opening tag ends its line. Parameter blocks: the opening tag is standalone.
        var openEndsLine = false
        /// Parameter blocks: the whitespace before the opening tag when only whitespace precedes it.
        var leadingIndentation: String?

        init(kind: FrameKind, key: String, offset: Int) {
            self.kind = kind
            self.key = key
            self.offset = offset
        }

        var isParent: Bool {
            if case .parent = kind { return true }
            return false
        }
    }

    private let bytes: [UInt8]
    private let source: String
    private let templateName: String
    /// Where tag names are made and numbered (nil: each tag gets its own, unnumbered).
    private let names: NameTable?
    private var openTag: [UInt8] = Array("{{".utf8)
    private var closeTag: [UInt8] = Array("}}".utf8)
    private var textStart = 0
    private var frames: [Frame]

    init(source: String, templateName: String, names: NameTable? = nil) {
        self.source = source
        self.templateName = templateName
        self.names = names
        self.bytes = Array(source.utf8)
        self.frames = [Frame(kind: .root, key: "", offset: 0)]
    }

    /// Parses the whole source.
    mutating func parse() throws(MustacheError) -> [Node] {
        var position = 0
        while let tagStart = find(openTag, from: position) {
            position = try parseTag(at: tagStart)
        }
        emitText(upTo: bytes.count)
        if frames.count > 1, let open = frames.last {
            throw error(.unclosedSection(name: open.key, openedAt: location(open.offset)), at: open.offset)
        }
        return finalize(frames[0].items)
    }

    // MARK: - Tags

    /// Parses the tag whose opening delimiter starts at `tagStart`; returns where scanning resumes.
    private mutating func parseTag(at tagStart: Int) throws(MustacheError) -> Int {
        let sigilIndex = tagStart + openTag.count
        guard sigilIndex < bytes.count else {
            throw error(.unclosedTag(expected: string(closeTag)), at: tagStart)
        }
        var kind: TagKind
        var contentStart = sigilIndex + 1
        var closer = closeTag
        switch bytes[sigilIndex] {
        case UInt8(ascii: "{"):
            kind = .unescaped
            closer = [UInt8(ascii: "}")] + closeTag
        case UInt8(ascii: "&"): kind = .unescaped
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .inverted
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "<"): kind = .parent
        case UInt8(ascii: "$"): kind = .block
        case UInt8(ascii: "="):
            kind = .delimiters
            closer = [UInt8(ascii: "=")] + closeTag
        default:
            kind = .variable
            contentStart = sigilIndex
        }
        guard let closeStart = find(closer, from: contentStart) else {
            throw error(.unclosedTag(expected: string(closer)), at: tagStart)
        }
        let tagEnd = closeStart + closer.count
        let content = contentStart..<closeStart
        if kind != .comment, kind != .delimiters, find(openTag, from: contentStart, before: closeStart) != nil {
            // `{{a {{b}}`: the first tag never closed before the next one opened.
            throw error(.unclosedTag(expected: string(closer)), at: tagStart)
        }

        if kind == .variable || kind == .unescaped {
            let name = try variableName(content, at: tagStart)
            emitText(upTo: tagStart)
            append(.variable(VariableNode(name: name, escaped: kind == .variable, offset: tagStart)))
            textStart = tagEnd
            return tagEnd
        }

        let (leftClear, lineStart) = scanLeft(from: tagStart)
        let lineEnd = scanRight(from: tagEnd)
        let standalone = leftClear && lineEnd != nil
        let indentation = leftClear ? string(lineStart..<tagStart) : ""

        switch kind {
        case .variable, .unescaped:
            return tagEnd  // handled above

        case .comment:
            return skip(
                standalone: standalone, lineStart: lineStart, tagStart: tagStart, tagEnd: tagEnd, lineEnd: lineEnd)

        case .delimiters:
            let (newOpen, newClose) = try delimiters(content, tag: tagStart..<tagEnd)
            let resume = skip(
                standalone: standalone, lineStart: lineStart, tagStart: tagStart, tagEnd: tagEnd, lineEnd: lineEnd)
            openTag = newOpen
            closeTag = newClose
            return resume

        case .section, .inverted:
            let name = try variableName(content, at: tagStart)
            try checkNesting(at: tagStart)
            let resume = skip(
                standalone: standalone, lineStart: lineStart, tagStart: tagStart, tagEnd: tagEnd, lineEnd: lineEnd)
            frames.append(Frame(kind: .section(name, inverted: kind == .inverted), key: name.raw, offset: tagStart))
            return resume

        case .partial:
            let target = try partialTarget(content, at: tagStart)
            let resume = skip(
                standalone: standalone, lineStart: lineStart, tagStart: tagStart, tagEnd: tagEnd, lineEnd: lineEnd)
            append(.partial(PartialNode(target: target, indentation: standalone ? indentation : "", offset: tagStart)))
            return resume

        case .parent:
            let target = try partialTarget(content, at: tagStart)
            try checkNesting(at: tagStart)
            emitText(upTo: tagStart)
            textStart = tagEnd
            var frame = Frame(kind: .parent(target), key: target.displayName, offset: tagStart)
            frame.openLeftClear = leftClear
            frame.indentStart = lineStart
            frames.append(frame)
            return tagEnd

        case .block:
            let name = try simpleName(content, at: tagStart)
            try checkNesting(at: tagStart)
            let overriding = insideParent
            var frame = Frame(kind: .block(name, overriding: overriding), key: name, offset: tagStart)
            if overriding {
                // Text around it belongs to the parent and is ignored; only the line end matters.
                textStart = lineEnd ?? tagEnd
                frame.openEndsLine = lineEnd != nil
            } else {
                textStart = skip(
                    standalone: standalone, lineStart: lineStart, tagStart: tagStart, tagEnd: tagEnd, lineEnd: lineEnd)
                frame.openEndsLine = standalone
                frame.leadingIndentation = leftClear ? indentation : nil
            }
            frame.contentStart = textStart
            frames.append(frame)
            return textStart

        case .close:
            let key = try closingKey(content, at: tagStart)
            guard frames.count > 1 else {
                throw error(.unexpectedClosingTag(name: key), at: tagStart)
            }
            let openKey = frames[frames.count - 1].key
            guard openKey == key else {
                let openedAt = location(frames[frames.count - 1].offset)
                throw error(.mismatchedClosingTag(expected: openKey, found: key, openedAt: openedAt), at: tagStart)
            }
            return closeFrame(
                leftClear: leftClear, lineStart: lineStart, tagStart: tagStart, tagEnd: tagEnd, lineEnd: lineEnd
            )
        }
    }

    /// Closes the innermost frame, whose closing tag spans `tagStart..<tagEnd`.
    private mutating func closeFrame(
        leftClear: Bool, lineStart: Int, tagStart: Int, tagEnd: Int, lineEnd: Int?
    ) -> Int {
        let standalone = leftClear && lineEnd != nil
        guard let kind = frames.last?.kind else { return tagEnd }
        switch kind {
        case .root:
            return tagEnd

        case .section(let name, let inverted):
            let resume = skip(
                standalone: standalone, lineStart: lineStart, tagStart: tagStart, tagEnd: tagEnd, lineEnd: lineEnd)
            let frame = frames.removeLast()
            append(
                .section(
                    SectionNode(name: name, inverted: inverted, children: finalize(frame.items), offset: frame.offset)))
            return resume

        case .block(let name, overriding: false):
            let resume = skip(
                standalone: standalone, lineStart: lineStart, tagStart: tagStart, tagEnd: tagEnd, lineEnd: lineEnd)
            let frame = frames.removeLast()
            let indentation: String
            if frame.openEndsLine {
                // Standalone opening tag: overrides take the indentation of the default content,
                // or of the tag itself when there is no default content.
                if let intrinsic = intrinsicIndentation(from: frame.contentStart, to: tagStart) {
                    indentation = string(intrinsic)
                } else {
                    indentation = frame.leadingIndentation ?? ""
                }
            } else {
                indentation = frame.leadingIndentation ?? ""
            }
            append(
                .block(
                    BlockNode(
                        name: name, indentation: indentation, children: finalize(frame.items), offset: frame.offset)))
            return resume

        case .block(let name, overriding: true):
            emitText(upTo: leftClear ? lineStart : tagStart)
            textStart = tagEnd
            let frame = frames.removeLast()
            var nodes = finalize(frame.items)
            if frame.openEndsLine, let intrinsic = intrinsicIndentation(from: frame.contentStart, to: tagStart) {
                nodes = Parser.outdent(nodes, by: intrinsic.count)
            }
            if frames[frames.count - 1].overrides[name] == nil {
                frames[frames.count - 1].overrides[name] = BlockOverride(nodes: nodes, isOutdented: frame.openEndsLine)
            }
            return tagEnd

        case .parent(let target):
            let frame = frames.removeLast()
            // The text inside a parent is ignored; only the tag pair's own line matters.
            let consumesLine = lineEnd != nil && (frame.openLeftClear || leftClear)
            textStart = consumesLine ? (lineEnd ?? tagEnd) : tagEnd
            var indentation = ""
            if frame.openLeftClear, lineEnd != nil {
                indentation = string(frame.indentStart..<frame.offset)
                trimTrailingText(from: frame.indentStart, to: frame.offset)
            }
            append(
                .parent(
                    ParentNode(
                        target: target, indentation: indentation, overrides: frame.overrides, offset: frame.offset)))
            return textStart
        }
    }

    /// Emits the text before a tag and returns where text resumes after it: a standalone tag drops
    /// its whole line, anything else only itself.
    private mutating func skip(standalone: Bool, lineStart: Int, tagStart: Int, tagEnd: Int, lineEnd: Int?) -> Int {
        if standalone, let lineEnd {
            emitText(upTo: lineStart)
            textStart = lineEnd
        } else {
            emitText(upTo: tagStart)
            textStart = tagEnd
        }
        return textStart
    }

    private func checkNesting(at offset: Int) throws(MustacheError) {
        guard frames.count <= Parser.maxNestingDepth else {
            throw error(.nestingLimit(limit: Parser.maxNestingDepth), at: offset)
        }
    }

    // MARK: - Output

    /// Whether the innermost frame is a parent, whose direct content is ignored.
    private var insideParent: Bool {
        frames[frames.count - 1].isParent
    }

    private mutating func emitText(upTo end: Int) {
        guard end > textStart, !insideParent else { return }
        frames[frames.count - 1].items.append(.text(textStart, end))
    }

    private mutating func append(_ node: Node) {
        guard !insideParent else { return }
        frames[frames.count - 1].items.append(.node(node))
    }

    /// Removes `start..<end` (the indentation of a standalone parent) from the end of the innermost frame's text.
    private mutating func trimTrailingText(from start: Int, to end: Int) {
        guard start < end, let last = frames[frames.count - 1].items.last,
            case .text(let textBegin, let textEnd) = last, textEnd == end
        else { return }
        frames[frames.count - 1].items.removeLast()
        if textBegin < start {
            frames[frames.count - 1].items.append(.text(textBegin, start))
        }
    }

    /// Builds nodes from items, merging adjacent text: a run of text items becomes one text
    /// node, made from the source directly when the run is one item (most are), else from the
    /// items' bytes gathered.
    private func finalize(_ items: [Item]) -> [Node] {
        var nodes: [Node] = []
        nodes.reserveCapacity(items.count)
        var gathered: [UInt8] = []
        var index = 0
        while index < items.count {
            guard case .text(let start, let end) = items[index] else {
                if case .node(let node) = items[index] { nodes.append(node) }
                index += 1
                continue
            }
            index += 1
            let text: String
            if index < items.count, items[index].isText {
                gathered.removeAll(keepingCapacity: true)
                gathered.append(contentsOf: bytes[start..<end])
                while index < items.count, case .text(let nextStart, let nextEnd) = items[index] {
                    gathered.append(contentsOf: bytes[nextStart..<nextEnd])
                    index += 1
                }
                text = string(gathered)
            } else {
                text = string(start..<end)
            }
            let startsLine = start == 0 || bytes[start - 1] == UInt8(ascii: "\n")
            nodes.append(.text(TextNode(text: text, startsLine: startsLine, offset: start)))
        }
        return nodes
    }

    // MARK: - Indentation

    /// The leading whitespace of the first line in `start..<end` that has anything but whitespace,
    /// or nil when there is none.
    private func intrinsicIndentation(from start: Int, to end: Int) -> Range<Int>? {
        var lineStart = start
        while lineStart < end {
            var index = lineStart
            while index < end, isBlank(bytes[index]) { index += 1 }
            guard index < end else { return nil }
            if bytes[index] == UInt8(ascii: "\n") {
                lineStart = index + 1
            } else if bytes[index] == UInt8(ascii: "\r"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "\n") {
                lineStart = index + 2
            } else {
                return lineStart..<index
            }
        }
        return nil
    }

    /// Removes up to `count` leading spaces or tabs from every source line in `nodes`, and as much
    /// from the indentation that partials, parents and blocks add to their lines.
    static func outdent(_ nodes: [Node], by count: Int) -> [Node] {
        guard count > 0 else { return nodes }
        return nodes.compactMap { node -> Node? in
            switch node {
            case .text(let text):
                let outdented = outdent(text.text, startsLine: text.startsLine, by: count)
                return outdented.isEmpty
                    ? nil : .text(TextNode(text: outdented, startsLine: text.startsLine, offset: text.offset))
            case .variable:
                return node
            case .section(let section):
                return .section(
                    SectionNode(
                        name: section.name, inverted: section.inverted,
                        children: outdent(section.children, by: count), offset: section.offset
                    ))
            case .partial(let partial):
                return .partial(partial.reindented(droppingLeading: count))
            case .parent(let parent):
                let overrides = parent.overrides.mapValues { override in
                    override.isOutdented
                        ? override
                        : BlockOverride(nodes: outdent(override.nodes, by: count), isOutdented: false)
                }
                return .parent(
                    ParentNode(
                        target: parent.target, indentation: parent.indentation.droppingLeadingBytes(count),
                        overrides: overrides, offset: parent.offset
                    ))
            case .block(let block):
                return .block(
                    BlockNode(
                        name: block.name, indentation: block.indentation.droppingLeadingBytes(count),
                        children: outdent(block.children, by: count), offset: block.offset
                    ))
            }
        }
    }

    private static func outdent(_ text: String, startsLine: Bool, by count: Int) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var toSkip = startsLine ? count : 0
        for byte in text.utf8 {
            if toSkip > 0, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                toSkip -= 1
                continue
            }
            toSkip = 0
            result.append(byte)
            if byte == UInt8(ascii: "\n") { toSkip = count }
        }
        return String(decoding: result, as: UTF8.self)
    }

    // MARK: - Scanning

    /// Whether only spaces and tabs precede `offset` on its line, and where that line starts.
    private func scanLeft(from offset: Int) -> (clear: Bool, lineStart: Int) {
        var index = offset
        while index > 0, isBlank(bytes[index - 1]) { index -= 1 }
        return (index == 0 || bytes[index - 1] == UInt8(ascii: "\n"), index)
    }

    /// When only spaces and tabs follow `offset` up to the end of its line, the offset just past the
    /// line end (`\n`, `\r\n` or the end of the source); otherwise nil.
    private func scanRight(from offset: Int) -> Int? {
        var index = offset
        while index < bytes.count, isBlank(bytes[index]) { index += 1 }
        if index == bytes.count { return index }
        if bytes[index] == UInt8(ascii: "\n") { return index + 1 }
        if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
            return index + 2
        }
        return nil
    }

    /// The first occurrence of `needle` in `start..<end` (the whole rest of the source by default).
    private func find(_ needle: [UInt8], from start: Int, before end: Int? = nil) -> Int? {
        let limit = (end ?? bytes.count) - needle.count
        guard let first = needle.first, start <= limit else { return nil }
        var index = start
        while index <= limit {
            if bytes[index] == first {
                var matched = 1
                while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }

    private func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
            || byte == 0x0B || byte == 0x0C
    }

    // MARK: - Tag content

    /// The content with surrounding whitespace removed.
    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower, isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// A non-empty name without whitespace.
    private func simpleName(_ content: Range<Int>, at offset: Int) throws(MustacheError) -> String {
        string(try nameRange(content, at: offset))
    }

    /// Where the name in `content` is: `content` trimmed, which must be non-empty and without
    /// whitespace.
    private func nameRange(_ content: Range<Int>, at offset: Int) throws(MustacheError) -> Range<Int> {
        let range = trimmed(content)
        guard !range.isEmpty else { throw error(.emptyTag, at: offset) }
        if bytes[range].contains(where: isWhitespace) {
            throw error(.invalidTagName(string(range)), at: offset)
        }
        return range
    }

    /// The name in `content`, from the name table when there is one (found by its bytes in place).
    private func variableName(_ content: Range<Int>, at offset: Int) throws(MustacheError) -> VariableName {
        let range = try nameRange(content, at: offset)
        guard let names else { return VariableName(string(range)) }
        return bytes.withUnsafeBufferPointer { names.name(utf8: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// `name` or `*dotted.name` (spaces allowed after the asterisk, as in `{{> * name }}`).
    private func partialTarget(_ content: Range<Int>, at offset: Int) throws(MustacheError) -> PartialTarget {
        let range = trimmed(content)
        if let first = range.first, bytes[first] == UInt8(ascii: "*") {
            return .dynamic(try variableName((first + 1)..<range.upperBound, at: offset))
        }
        return .literal(try simpleName(range, at: offset))
    }

    /// The content of a closing tag, in the form opening tags record as their key.
    private func closingKey(_ content: Range<Int>, at offset: Int) throws(MustacheError) -> String {
        let range = trimmed(content)
        if let first = range.first, bytes[first] == UInt8(ascii: "*") {
            return "*" + (try simpleName((first + 1)..<range.upperBound, at: offset))
        }
        return try simpleName(range, at: offset)
    }

    /// The two delimiters of a set-delimiter tag.
    private func delimiters(_ content: Range<Int>, tag: Range<Int>) throws(MustacheError) -> ([UInt8], [UInt8]) {
        var parts: [[UInt8]] = []
        var current: [UInt8] = []
        for byte in bytes[content] {
            if isWhitespace(byte) {
                if !current.isEmpty { parts.append(current) }
                current = []
            } else {
                current.append(byte)
            }
        }
        if !current.isEmpty { parts.append(current) }
        guard parts.count == 2,
            parts.allSatisfy({ $0.count <= Parser.maxDelimiterLength && !$0.contains(UInt8(ascii: "=")) })
        else {
            throw error(.invalidDelimiters(string(tag)), at: tag.lowerBound)
        }
        return (parts[0], parts[1])
    }

    // MARK: - Helpers

    private func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func string(_ slice: [UInt8]) -> String {
        String(decoding: slice, as: UTF8.self)
    }

    private func location(_ offset: Int) -> SourceLocation {
        SourceLocation(utf8Offset: offset, in: source)
    }

    private func error(_ kind: MustacheError.Kind, at offset: Int) -> MustacheError {
        MustacheError(kind, templateName: templateName, source: source, offset: offset)
    }
}
