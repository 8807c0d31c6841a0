/// The `/* Begin PBXGroup section */ … /* End PBXGroup section */` comments Xcode writes around
/// the objects of each isa, in file order, with the objects each one holds.
///
/// Only markers alone on their line directly inside `objects` count; a Begin without a matching
/// End is ignored.
struct ObjectSections {
    struct Section {
        /// The isa named in the markers.
        var name: String
        /// The byte range of the Begin and End comments.
        var begin: Range<Int>
        var end: Range<Int>
        /// The `objects` entries between the markers, in file order.
        var entries: [(key: PlistDocument.Index, value: PlistDocument.Index)] = []
    }

    private(set) var sections: [Section] = []

    init(document: PlistDocument, objects: PlistDocument.Index) {
        let range = document.range(objects)
        var open: (name: String, range: Range<Int>)?
        for comment in document.comments where comment.depth == 2 && range.contains(comment.range.lowerBound) {
            guard document.startsLine(comment.range.lowerBound), document.endsLine(comment.range.upperBound) else {
                continue
            }
            let text = String(decoding: document.bytes[comment.range], as: UTF8.self)
            if let name = Self.name(in: text, marker: "Begin") {
                open = (name, comment.range)
            } else if let name = Self.name(in: text, marker: "End"), let begin = open, begin.name == name {
                sections.append(Section(name: name, begin: begin.range, end: comment.range))
                open = nil
            }
        }
        guard !sections.isEmpty else { return }
        var current = 0
        for entry in document.entries(objects) {
            let offset = Int(document[entry.key].start)
            while current < sections.count, sections[current].end.lowerBound < offset { current += 1 }
            guard current < sections.count else { break }
            if sections[current].begin.upperBound <= offset { sections[current].entries.append(entry) }
        }
    }

    /// `X` for the comment `/* Begin X section */` when `marker` is "Begin".
    private static func name(in comment: String, marker: String) -> String? {
        let prefix = "/* \(marker) "
        let suffix = " section */"
        guard comment.hasPrefix(prefix), comment.hasSuffix(suffix), comment.count > prefix.count + suffix.count else {
            return nil
        }
        let name = comment.dropFirst(prefix.count).dropLast(suffix.count)
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(name)
    }

    /// The section for `isa`.
    func section(named isa: String) -> Section? { sections.first { $0.name == isa } }
}
