/// A parsed old-style property list: the source bytes and a flat tree of values, each knowing the
/// byte range it was read from.
///
/// Values are stored in one array and referred to by index (`PlistDocument.Index`) so that a
/// 1 MB project parses without allocating a string per value; strings are decoded on demand.
struct PlistDocument: Sendable {
    /// The position of a value in `nodes`.
    typealias Index = Int

    /// What kind of value a node is.
    enum Kind: UInt8, Sendable {
        /// A string written without quotes (`sourcecode.swift`).
        case unquotedString
        /// A string between `"` or `'` quotes, possibly with backslash escapes.
        case quotedString
        /// `<0fa1 …>` hex data.
        case data
        /// `( … )`.
        case array
        /// `{ key = value; … }`.
        case dictionary
    }

    /// One value. `start..<end` is its byte range in `bytes`, delimiters and quotes included.
    struct Node: Sendable {
        var kind: Kind
        /// For quoted strings: a backslash occurs inside. For arrays: a `,` follows the last element.
        var flag: Bool
        var start: Int32
        var end: Int32
        /// Where the node's children start in `children` and how many there are. A dictionary's
        /// children alternate key, value.
        var childStart: Int32
        var childCount: Int32
    }

    /// A comment, and how many containers enclose it (0 outside the root value).
    struct Comment: Sendable {
        var range: Range<Int>
        var depth: Int
    }

    let bytes: [UInt8]
    var nodes: [Node] = []
    var children: [Int32] = []
    var comments: [Comment] = []
    /// The byte offset at which each line starts; line 1 starts at 0.
    var lineStarts: [Int] = [0]
    var root: Index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    subscript(index: Index) -> Node { nodes[index] }

    /// The byte range of a value, delimiters included.
    func range(_ index: Index) -> Range<Int> { Int(nodes[index].start)..<Int(nodes[index].end) }

    /// The value's children: an array's elements, or a dictionary's keys and values alternating.
    func childIndices(_ index: Index) -> ArraySlice<Int32> {
        let node = nodes[index]
        return children[Int(node.childStart)..<Int(node.childStart + node.childCount)]
    }

    /// An array's elements (empty for other kinds).
    func elements(_ index: Index) -> [Index] {
        guard nodes[index].kind == .array else { return [] }
        return childIndices(index).map { Int($0) }
    }

    /// A dictionary's entries as (key, value) pairs in file order (empty for other kinds).
    func entries(_ index: Index) -> [(key: Index, value: Index)] {
        guard nodes[index].kind == .dictionary else { return [] }
        let slice = childIndices(index)
        var result: [(key: Index, value: Index)] = []
        result.reserveCapacity(slice.count / 2)
        var position = slice.startIndex
        while position + 1 < slice.endIndex {
            result.append((Int(slice[position]), Int(slice[position + 1])))
            position += 2
        }
        return result
    }

    /// The value of `key` in a dictionary; the first one when the key repeats.
    func value(_ key: String, in dictionary: Index) -> Index? {
        guard nodes[dictionary].kind == .dictionary else { return nil }
        let slice = childIndices(dictionary)
        var position = slice.startIndex
        while position + 1 < slice.endIndex {
            if stringEquals(Int(slice[position]), key) { return Int(slice[position + 1]) }
            position += 2
        }
        return nil
    }

    /// Whether the node is a string (quoted or not).
    func isString(_ index: Index) -> Bool {
        nodes[index].kind == .unquotedString || nodes[index].kind == .quotedString
    }

    /// Whether a string node's decoded value equals `string`, without decoding when it need not.
    func stringEquals(_ index: Index, _ string: String) -> Bool {
        let node = nodes[index]
        switch node.kind {
        case .unquotedString:
            let length = Int(node.end - node.start)
            var utf8 = string.utf8.makeIterator()
            var count = 0
            var offset = Int(node.start)
            while let byte = utf8.next() {
                count += 1
                if count > length || bytes[offset] != byte { return false }
                offset += 1
            }
            return count == length
        case .quotedString:
            if !node.flag {
                let inner = (Int(node.start) + 1)..<(Int(node.end) - 1)
                return inner.count == string.utf8.count && bytes[inner].elementsEqual(string.utf8)
            }
            return self.string(index) == string
        case .data, .array, .dictionary:
            return false
        }
    }

    /// A string node's decoded value; nil for other kinds.
    func string(_ index: Index) -> String? {
        let node = nodes[index]
        switch node.kind {
        case .unquotedString:
            return String(decoding: bytes[Int(node.start)..<Int(node.end)], as: UTF8.self)
        case .quotedString:
            let inner = bytes[(Int(node.start) + 1)..<(Int(node.end) - 1)]
            return node.flag ? PlistEscapes.decode(inner) : String(decoding: inner, as: UTF8.self)
        case .data, .array, .dictionary:
            return nil
        }
    }

    /// A data node's bytes; nil for other kinds.
    func data(_ index: Index) -> [UInt8]? {
        let node = nodes[index]
        guard node.kind == .data else { return nil }
        var result: [UInt8] = []
        var high: UInt8?
        for byte in bytes[Int(node.start)..<Int(node.end)] {
            guard let digit = PlistLexer.hexValue(byte) else { continue }
            if let first = high {
                result.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        return result
    }

    /// The 1-based line and column (in UTF-8 bytes) of a byte offset.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The 1-based line and column of a node's first byte.
    func location(_ index: Index) -> (line: Int, column: Int) { location(of: Int(nodes[index].start)) }
}
