import TextSupport

/// Walks a template's AST and writes its output into one pre-reserved byte buffer (UTF-8: every
/// piece appended is a whole string or is cut at an ASCII byte), made a `String` once at the end.
/// Appending bytes costs a fraction of `String.append`, which re-checks the string's storage and
/// its ASCII flag for every piece.
struct Renderer {
    /// The overrides one parent tag passes down, with the template they were written in.
    private struct OverrideFrame {
        let overrides: [String: BlockOverride]
        let storage: TemplateStorage
    }

    private let options: RenderOptions
    private let partials: any PartialResolver
    private let strict: Bool
    private let escapesHTML: Bool
    private(set) var output: [UInt8]
    /// The context stack; the top is `contexts.last`.
    private var contexts: [Value]
    /// The templates partial and parent tags with a fixed name found (nil: none); they stay
    /// alive until the render ends, with the nodes the cache remembers. Unused when the caller
    /// passed a memo that outlives the render.
    private var partialTemplates = IdentityCache<Template?>()
    /// What renders with the same resolver share (nil: nothing).
    private let memo: RenderMemo?
    /// The memo, when it remembers lookups in the bottom frame (an object) in this render.
    private let bottomMemo: RenderMemo?
    /// The templates dynamic names found, kept alive until the render ends for the same reason
    /// (a resolver may parse a template afresh each time it is asked, and drop it after).
    private var dynamicTemplates: [Template] = []
    /// The indentation standalone partials, parents and blocks add to each line they render.
    private var indentation = ""
    /// Whether the last template text written ended a line (so indentation is due before more output).
    private var atLineStart = true
    private var overrideFrames: [OverrideFrame] = []
    private var partialDepth = 0
    private var depth = 0
    private var steps = 0

    /// - Parameter contexts: the initial context stack, bottom first (at least one frame).
    init(contexts: [Value], partials: any PartialResolver, options: RenderOptions, capacity: Int, memo: RenderMemo?) {
        self.options = options
        self.partials = partials
        self.contexts = contexts.isEmpty ? [.null] : contexts
        memo?.begin(bottomFrame: self.contexts[0])
        self.memo = memo
        self.bottomMemo = memo?.remembersBottomFrame == true ? memo : nil
        self.strict = options.strict
        self.escapesHTML = options.escaping == .html
        self.output = []
        self.output.reserveCapacity(min(max(capacity, 256), 1 << 20))
        self.contexts.reserveCapacity(16)
    }

    /// Renders `nodes`, which belong to `storage` (for error locations).
    ///
    /// This is the recursive path (render → section/partial/block → nested → render), so it only
    /// dispatches: keeping its frame small keeps deep templates within small thread stacks.
    mutating func render(_ nodes: [Node], in storage: TemplateStorage) throws(RenderFailure) {
        for node in nodes {
            steps += 1
            if steps > options.limits.steps {
                throw storage.failure(.workLimit(steps: options.limits.steps), at: offset(of: node))
            }
            // The output limit is checked where output is appended (text and variables; sections,
            // partials, parents and blocks append only through the nodes inside them), so it
            // holds after every append, however large one node's text is.
            switch node {
            case .text(let text): try writeTemplateText(text, in: storage)
            case .variable(let variable): try renderVariable(variable, in: storage)
            case .section(let section): try renderSection(section, in: storage)
            case .partial(let partial): try renderPartial(partial, in: storage)
            case .parent(let parent): try renderParent(parent, in: storage)
            case .block(let block): try renderBlock(block, in: storage)
            }
        }
    }

    /// Throws the output-limit error, located at `offset`, when the output would be longer than
    /// the limit with `more` bytes appended (0: as it is).
    private func checkOutput(adding more: Int = 0, at offset: Int, in storage: TemplateStorage) throws(RenderFailure) {
        if output.count > options.limits.outputBytes - more {
            throw storage.failure(.outputLimit(bytes: options.limits.outputBytes), at: offset)
        }
    }

    // MARK: - Node kinds

    private mutating func renderVariable(_ variable: VariableNode, in storage: TemplateStorage) throws(RenderFailure) {
        guard let value = try lookup(variable.name, at: variable.offset, in: storage) else { return }
        switch value {
        case .string(let text):
            try writeData(text, escaped: variable.escaped && escapesHTML, at: variable.offset, in: storage)
        case .array, .object:
            if strict { throw storage.failure(.invalidInterpolation(variable.name.raw), at: variable.offset) }
        case .null, .bool, .int, .double:
            if let text = value.interpolationText {
                try writeData(text, escaped: false, at: variable.offset, in: storage)
            }
        }
    }

    private mutating func renderSection(_ section: SectionNode, in storage: TemplateStorage) throws(RenderFailure) {
        let value = try lookup(section.name, at: section.offset, in: storage)
        if section.inverted {
            if !(value?.isTruthy ?? false) {
                try nested(section.children, in: storage, at: section.offset)
            }
            return
        }
        guard let value, value.isTruthy else { return }
        if case .array(let items) = value {
            for item in items {
                contexts.append(item)
                try nested(section.children, in: storage, at: section.offset)
                contexts.removeLast()
            }
        } else {
            contexts.append(value)
            try nested(section.children, in: storage, at: section.offset)
            contexts.removeLast()
        }
    }

    private mutating func renderPartial(_ partial: PartialNode, in storage: TemplateStorage) throws(RenderFailure) {
        guard let template = try resolve(partial.target, of: partial, at: partial.offset, in: storage) else { return }
        try expand(template, indentation: partial.indentation, overrides: nil, at: partial.offset, in: storage)
    }

    private mutating func renderParent(_ parent: ParentNode, in storage: TemplateStorage) throws(RenderFailure) {
        guard let template = try resolve(parent.target, of: parent, at: parent.offset, in: storage) else { return }
        let overrides = parent.overrides.isEmpty ? nil : OverrideFrame(overrides: parent.overrides, storage: storage)
        try expand(template, indentation: parent.indentation, overrides: overrides, at: parent.offset, in: storage)
    }

    private mutating func renderBlock(_ block: BlockNode, in storage: TemplateStorage) throws(RenderFailure) {
        // The outermost override wins, so a template's own arguments beat those of the parents it extends.
        for frame in overrideFrames {
            guard let override = frame.overrides[block.name] else { continue }
            let saved = indentation
            indentation += block.indentation
            try nested(override.nodes, in: frame.storage, at: block.offset, errorsIn: storage)
            indentation = saved
            return
        }
        try nested(block.children, in: storage, at: block.offset)
    }

    /// Renders a partial or parent template.
    private mutating func expand(
        _ template: Template, indentation extra: String, overrides: OverrideFrame?,
        at offset: Int, in storage: TemplateStorage
    ) throws(RenderFailure) {
        guard partialDepth < options.limits.partialDepth else {
            throw storage.failure(.recursionLimit(name: template.name, limit: options.limits.partialDepth), at: offset)
        }
        partialDepth += 1
        let saved = indentation
        indentation += extra
        if let overrides { overrideFrames.append(overrides) }
        try nested(template.storage.nodes, in: template.storage, at: offset, errorsIn: storage)
        if overrides != nil { overrideFrames.removeLast() }
        indentation = saved
        partialDepth -= 1
    }

    /// Renders nested content one level deeper, enforcing the nesting limit; a limit error is
    /// located at `offset` in `errorStorage` (default: `storage`).
    private mutating func nested(
        _ nodes: [Node], in storage: TemplateStorage, at offset: Int, errorsIn errorStorage: TemplateStorage? = nil
    ) throws(RenderFailure) {
        guard depth < options.limits.nestingDepth else {
            throw (errorStorage ?? storage).failure(.nestingLimit(limit: options.limits.nestingDepth), at: offset)
        }
        depth += 1
        try render(nodes, in: storage)
        depth -= 1
    }

    // MARK: - Names

    /// Resolves a name against the context stack; nil when it cannot be resolved (an error in strict mode).
    private mutating func lookup(_ name: VariableName, at offset: Int, in storage: TemplateStorage)
        throws(RenderFailure)
        -> Value?
    {
        if let value = resolve(name) { return value }
        if strict {
            if let suggestion = suggestion(for: name) {
                throw storage.failure(.misspeltVariable(name.raw, suggestion: suggestion), at: offset)
            }
            throw storage.failure(.missingVariable(name.raw), at: offset)
        }
        return nil
    }

    /// For a name that does not resolve, the same name with its first unresolved part replaced
    /// by the closest key where it was looked for, or nil when none is close.
    private func suggestion(for name: VariableName) -> String? {
        let parts = name.parts
        guard let first = parts.first else { return nil }
        var keys: [String] = []
        var found: Value?
        for context in contexts.reversed() {
            guard case .object(let members) = context else { continue }
            if let value = members[first] {
                found = value
                break
            }
            keys += members.keys.sorted()
        }
        guard var value = found else {
            return Suggestion.closest(to: first, among: keys, rule: .strictName).map {
                ([$0] + parts.dropFirst()).joined(separator: ".")
            }
        }
        for index in 1..<parts.count {
            guard case .object(let children) = value else { return nil }
            guard let child = children[parts[index]] else {
                return Suggestion.closest(to: parts[index], among: children.keys.sorted(), rule: .strictName)
                    .map { (parts[..<index] + [$0] + parts[(index + 1)...]).joined(separator: ".") }
            }
            value = child
        }
        return nil
    }

    /// Spec name resolution: the first part is looked up from the top of the context stack down,
    /// each further part only in the value the previous part resolved to.
    ///
    /// What a numbered name found in the bottom frame is remembered in the caller's memo, for
    /// every render over the same bottom frame (one dictionary: a module's context, which its
    /// files share): the bottom frame is the large one, and a lookup there hashes the name.
    /// Nothing else is remembered: a tag is nearly always rendered once per render (a cache of
    /// what each tag found missed 199 times in 200 and cost a twentieth of the render).
    private func resolve(_ name: VariableName) -> Value? {
        let parts = name.parts
        guard let first = parts.first else { return contexts.last }
        var index = contexts.count - 1
        while index >= 1 {
            if case .object(let members) = contexts[index], let found = Self.member(first, of: members) {
                return parts.count == 1 ? found : Self.descend(found, parts)
            }
            index -= 1
        }
        guard let bottomMemo, name.number >= 0 else { return Self.resolve(parts, in: contexts[0]) }
        if let known = bottomMemo.bottomValue(for: name) { return known }
        let resolved = Self.resolve(parts, in: contexts[0])
        bottomMemo.rememberBottomValue(resolved, for: name)
        return resolved
    }

    /// What `parts` (at least one) find in `frame`.
    private static func resolve(_ parts: [String], in frame: Value) -> Value? {
        guard case .object(let members) = frame, let found = member(parts[0], of: members) else { return nil }
        return parts.count == 1 ? found : descend(found, parts)
    }

    /// The value `parts` after the first name inside `value`, or nil when one is missing.
    private static func descend(_ value: Value, _ parts: [String]) -> Value? {
        var value = value
        var part = 1
        while part < parts.count {
            guard case .object(let children) = value, let child = children[parts[part]] else { return nil }
            value = child
            part += 1
        }
        return value
    }

    /// `members[key]`, by comparing keys when there are only a few (the one-key contexts a
    /// caller puts on top, such as `fileName`, which every name is looked up in first): cheaper
    /// than hashing the name for each of them.
    private static func member(_ key: String, of members: [String: Value]) -> Value? {
        guard members.count <= 2 else { return members[key] }
        for (name, value) in members where name == key { return value }
        return nil
    }

    /// The template a partial or parent tag (`node`) names, or nil when there is none (an error
    /// in strict mode); a fixed name is looked up once per render.
    private mutating func resolve(
        _ target: PartialTarget, of node: AnyObject, at offset: Int, in storage: TemplateStorage
    ) throws(RenderFailure) -> Template? {
        let name: String
        switch target {
        case .literal(let literal):
            if let memo {
                if let known = memo.template(for: node) { return known }
                let found = try template(named: literal, at: offset, in: storage)
                memo.remember(found, for: node)
                return found
            }
            if let known = partialTemplates.element(for: node) { return known }
            let found = try template(named: literal, at: offset, in: storage)
            partialTemplates.remember(found, for: node)
            return found
        case .dynamic(let variable):
            guard let value = try lookup(variable, at: offset, in: storage) else { return nil }
            switch value {
            case .string(let text):
                name = text
            case .int, .double:
                name = value.interpolationText ?? ""
            case .null, .bool, .array, .object:
                if strict { throw storage.failure(.invalidDynamicName(variable.raw), at: offset) }
                return nil
            }
        }
        let found = try template(named: name, at: offset, in: storage)
        if let found { dynamicTemplates.append(found) }
        return found
    }

    /// The template the resolver has under `name`, or nil when there is none (an error in strict mode).
    private func template(named name: String, at offset: Int, in storage: TemplateStorage) throws(RenderFailure)
        -> Template?
    {
        let found: Template?
        do {
            found = try partials.template(named: name)
        } catch {
            throw RenderFailure(error)
        }
        if let found { return found }
        if strict { throw storage.failure(.missingPartial(name), at: offset) }
        return nil
    }

    // MARK: - Output

    /// Writes template text, indenting every line that has content when indentation is active.
    /// Throws, before appending, when the text alone would take the output over its limit, and
    /// after, when the indentation did.
    private mutating func writeTemplateText(_ node: TextNode, in storage: TemplateStorage) throws(RenderFailure) {
        try checkOutput(adding: node.bytes.count, at: node.offset, in: storage)
        if indentation.isEmpty {
            output.append(contentsOf: node.bytes)
            atLineStart = node.endsWithNewline
            return
        }
        try writeIndented(node, in: storage)
        try checkOutput(at: node.offset, in: storage)
    }

    /// Writes template text with the current indentation before every line that has content,
    /// checking the output limit after each line (the indentation repeats on every line).
    private mutating func writeIndented(_ node: TextNode, in storage: TemplateStorage) throws(RenderFailure) {
        let bytes = node.bytes
        var start = 0
        while start < bytes.count {
            let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
            let end = newline ?? bytes.count
            if start < end {
                if start + 1 == end, bytes[start] == UInt8(ascii: "\r") {
                    output.append(UInt8(ascii: "\r"))  // the `\r` of a blank `\r\n` line: no indentation
                } else {
                    if atLineStart { appendUTF8(indentation) }
                    atLineStart = false
                    output.append(contentsOf: bytes[start..<end])
                }
                try checkOutput(at: node.offset, in: storage)
            }
            guard let newline else { break }
            output.append(UInt8(ascii: "\n"))
            atLineStart = true
            start = newline + 1
        }
    }

    /// Appends a string's UTF-8 bytes in one copy where the string has them contiguous (native
    /// and small strings), byte by byte otherwise.
    private mutating func appendUTF8(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { output.append(contentsOf: $0) }
        if copied == nil { output.append(contentsOf: text.utf8) }
    }

    /// Writes interpolated data: never re-indented inside, but indented when it starts a line.
    /// Throws, located at the tag, when the data would take or took the output over its limit
    /// (escaping and indentation can only make it longer).
    private mutating func writeData(_ text: String, escaped: Bool, at offset: Int, in storage: TemplateStorage)
        throws(RenderFailure)
    {
        guard !text.isEmpty else { return }
        try checkOutput(adding: text.utf8.count, at: offset, in: storage)
        if atLineStart {
            if !indentation.isEmpty { appendUTF8(indentation) }
            atLineStart = false
        }
        if escaped {
            try appendEscaped(text, at: offset, in: storage)
        } else {
            appendUTF8(text)
        }
        try checkOutput(at: offset, in: storage)
    }

    /// Appends `text` HTML-escaped, checking the output limit after each replacement (which
    /// makes the output longer than the text).
    private mutating func appendEscaped(_ text: String, at offset: Int, in storage: TemplateStorage)
        throws(RenderFailure)
    {
        let utf8 = text.utf8
        var pending = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let replacement: String?
            switch utf8[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            default: replacement = nil
            }
            let next = utf8.index(after: index)
            if let replacement {
                output.append(contentsOf: utf8[pending..<index])
                output.append(contentsOf: replacement.utf8)
                try checkOutput(at: offset, in: storage)
                pending = next
            }
            index = next
        }
        output.append(contentsOf: utf8[pending..<utf8.endIndex])
    }

    private func offset(of node: Node) -> Int {
        switch node {
        case .text: 0
        case .variable(let variable): variable.offset
        case .section(let section): section.offset
        case .partial(let partial): partial.offset
        case .parent(let parent): parent.offset
        case .block(let block): block.offset
        }
    }
}
