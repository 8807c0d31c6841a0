import SwiftSource

/// The names a function body binds itself (local `let`/`var`, `if let`/`guard let`/`while let`,
/// `for … in`, `case let`, `catch let`, closure parameters), each with the bytes where it hides a
/// stored property of the same name: what ``Cohesion`` needs to tell `textView.text` about a
/// parameter or local from a use of the property `textView`.
///
/// Read from the body's tokens (lexical scope, roughly as Swift has it):
/// - `let x = …` / `var x = …` and `case let .some(x)`: from the end of the statement to the end
///   of the enclosing block (the declared name itself is no use either);
/// - `if let x = …`, `while let`, `catch let`: the block that follows;
/// - `guard let x = … else { … }`: after the `else` block, to the end of the enclosing block;
/// - `for x in …`: the loop's block; closure parameters (`{ a, (b) in`): the closure's body.
///
/// `if let x {` (Swift 5.7's shorthand) reads the property `x`: its name counts as a use.
enum LocalBindings {
    /// A bound name and the byte offsets where it hides a property.
    struct Binding {
        var name: String
        var hides: Range<Int>
        /// `let strongSelf = self`, `guard let weakSelf = self`: another name for `self`.
        var aliasesSelf = false
    }

    /// The bindings inside `body` (byte offsets of a function body, braces included).
    static func bindings(tokens: [Token], bytes: [UInt8], body: Range<Int>) -> [Binding] {
        guard !bytes.isEmpty else { return [] }
        // The body's tokens: the first starting at or after its `{`.
        var low = 0
        var high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].start < body.lowerBound { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < tokens.count, tokens[end].start < body.upperBound { end += 1 }
        guard low < end else { return [] }
        return bytes.withUnsafeBufferPointer { b in
            var scanner = Scanner(t: tokens, b: b, range: low..<end)
            scanner.run()
            return scanner.result
        }
    }

    private struct Scanner {
        let t: [Token]
        let b: UnsafeBufferPointer<UInt8>
        let range: Range<Int>
        var match: [Int: Int] = [:]
        var result: [Binding] = []

        init(t: [Token], b: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
            self.t = t
            self.b = b
            self.range = range
            var open: [Int] = []
            for i in range {
                if t[i].kind == .leftBrace {
                    open.append(i)
                } else if t[i].kind == .rightBrace, let start = open.popLast() {
                    match[start] = i
                }
            }
        }

        func isWord(_ i: Int, _ word: StaticString) -> Bool {
            guard range.contains(i), t[i].kind == .keyword || t[i].kind == .identifier,
                t[i].end - t[i].start == word.utf8CodeUnitCount
            else { return false }
            return word.withUTF8Buffer { w in (0..<w.count).allSatisfy { w[$0] == b[t[i].start + $0] } }
        }

        func isName(_ i: Int) -> Bool {
            range.contains(i) && (t[i].kind == .identifier || t[i].kind == .backtickIdentifier)
        }
        func isKind(_ i: Int, _ kind: TokenKind) -> Bool { range.contains(i) && t[i].kind == kind }

        func name(_ i: Int) -> String {
            var r = t[i].range
            if t[i].kind == .backtickIdentifier, r.count > 2 { r = r.lowerBound + 1..<r.upperBound - 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: b[r]), as: UTF8.self)
        }

        /// The byte where block `open`'s `}` ends (the body's end when unmatched).
        func blockEnd(_ open: Int) -> Int { match[open].map { t[$0].end } ?? t[range.upperBound - 1].end }

        /// Whether token `i` starts a new statement on its own line (the line before does not end
        /// with an operator, comma, colon or period, and this one does not start with one).
        func startsLine(_ i: Int) -> Bool {
            guard i > range.lowerBound, t[i].line > t[i - 1].line else { return false }
            let before = t[i - 1].kind
            let kind = t[i].kind
            return before != .operator && before != .comma && before != .colon && before != .period
                && kind != .operator && kind != .period
        }

        mutating func run() {
            var enclosing: [Int] = []
            var i = range.lowerBound
            while i < range.upperBound {
                switch t[i].kind {
                case .leftBrace:
                    enclosing.append(i)
                    closureParameters(i)
                case .rightBrace:
                    _ = enclosing.popLast()
                default:
                    if isWord(i, "let") || isWord(i, "var"), let outer = enclosing.last {
                        binding(i, enclosingEnd: blockEnd(outer))
                    } else if isWord(i, "for") {
                        loop(i)
                    }
                }
                i += 1
            }
        }

        /// `let`/`var` at `i`.
        mutating func binding(_ i: Int, enclosingEnd: Int) {
            var names: [Int] = []
            var j = i + 1
            var depth = 0
            while range.contains(j) {
                let kind = t[j].kind
                if kind == .leftParen || kind == .leftBracket {
                    depth += 1
                } else if kind == .rightParen || kind == .rightBracket {
                    if depth == 0 { break }
                    depth -= 1
                } else if kind == .leftBrace || kind == .rightBrace || kind == .semicolon || isWord(j, "in")
                    || isWord(j, "else")
                {
                    break
                } else if depth == 0, kind == .colon || kind == .comma || kind == .operator {
                    break
                } else if j > i + 1, startsLine(j) {
                    break
                }
                if isName(j), !isKind(j - 1, .period), !isKind(j - 1, .colon) { names.append(j) }
                j += 1
            }
            guard !names.isEmpty else { return }
            // Shorthand `if let x {`, `guard let x else`, `if let x, …`: the name reads the property.
            let shorthand = names.count == 1 && (isKind(j, .leftBrace) || isKind(j, .comma) || isWord(j, "else"))
            let condition = opensCondition(i - 1) || isWord(i - 1, "case") && opensCondition(i - 2)
            let aliasesSelf =
                names.count == 1 && isKind(j, .operator) && t[j].end - t[j].start == 1 && b[t[j].start] == 0x3D
                && isWord(j + 1, "self") && !isKind(j + 2, .period) && !isKind(j + 2, .operator)
            var hides: Range<Int>
            if condition, let open = nextBrace(after: j) {
                if isWord(open - 1, "else") {
                    hides = blockEnd(open)..<enclosingEnd  // guard: after its else block
                } else {
                    hides = t[open].start..<blockEnd(open)
                }
            } else {
                hides = statementEnd(after: j)..<enclosingEnd
            }
            if hides.isEmpty { hides = hides.lowerBound..<hides.lowerBound }
            for n in names {
                if !shorthand { result.append(Binding(name: name(n), hides: t[n].start..<t[n].end)) }
                result.append(Binding(name: name(n), hides: hides, aliasesSelf: aliasesSelf))
            }
        }

        /// Whether token `k` comes right before a condition's binding (`if`, `while`, `guard`,
        /// `catch`, or a comma between conditions).
        func opensCondition(_ k: Int) -> Bool {
            isWord(k, "if") || isWord(k, "while") || isWord(k, "guard") || isWord(k, "catch") || isKind(k, .comma)
        }

        /// The first `{` at this level after token `j` (skipping parentheses and brackets).
        func nextBrace(after j: Int) -> Int? {
            var depth = 0
            var k = j
            while range.contains(k) {
                switch t[k].kind {
                case .leftParen, .leftBracket: depth += 1
                case .rightParen, .rightBracket: depth -= 1
                case .leftBrace where depth <= 0: return k
                case .rightBrace: return nil
                default: break
                }
                k += 1
            }
            return nil
        }

        /// The byte where the statement holding token `j` ends: the next line that starts a
        /// statement at this level, a `;`, or the enclosing block's `}` (closures skipped).
        func statementEnd(after j: Int) -> Int {
            var depth = 0
            var k = j
            while range.contains(k) {
                let kind = t[k].kind
                if depth == 0, k > j, startsLine(k) { return t[k].start }
                switch kind {
                case .leftParen, .leftBracket: depth += 1
                case .rightParen, .rightBracket: depth = max(0, depth - 1)
                case .leftBrace:
                    if let close = match[k] {
                        k = close + 1
                        continue
                    }
                case .rightBrace: return t[k].start
                case .semicolon where depth == 0: return t[k].end
                default: break
                }
                k += 1
            }
            return t[range.upperBound - 1].end
        }

        /// `for x in …`, `for (a, b) in …`, `for case let .some(x) in …` at `i`.
        mutating func loop(_ i: Int) {
            var names: [Int] = []
            var j = i + 1
            while range.contains(j), !isWord(j, "in"), t[j].kind != .leftBrace, t[j].kind != .rightBrace, j < i + 32 {
                if isName(j), !isKind(j - 1, .period), !isKind(j - 1, .colon) { names.append(j) }
                j += 1
            }
            guard isWord(j, "in"), let open = nextBrace(after: j + 1) else { return }
            for n in names {
                result.append(Binding(name: name(n), hides: t[n].start..<t[n].end))
                result.append(Binding(name: name(n), hides: t[open].start..<blockEnd(open)))
            }
        }

        /// The parameters of a closure opening at `open`: `{ a, b in`, `{ (a: Int, b) -> T in`,
        /// after a capture list (`{ [weak self] value in`).
        mutating func closureParameters(_ open: Int) {
            var j = open + 1
            if isKind(j, .leftBracket) {
                var depth = 0
                while range.contains(j) {
                    if t[j].kind == .leftBracket {
                        depth += 1
                    } else if t[j].kind == .rightBracket {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    j += 1
                }
                j += 1
            }
            var names: [Int] = []
            var depth = 0
            var k = j
            var inResult = false
            while range.contains(k), k < j + 48 {
                let kind = t[k].kind
                if isWord(k, "in") { break }
                if kind == .leftBrace || kind == .rightBrace || kind == .semicolon { return }
                if kind == .leftParen { depth += 1 } else if kind == .rightParen { depth -= 1 }
                if kind == .operator, t[k].end - t[k].start == 2, b[t[k].start] == 0x2D, b[t[k].start + 1] == 0x3E {
                    inResult = true
                }
                if !inResult, isName(k) {
                    // Without parentheses every name is a parameter; inside them, the first of each.
                    let first =
                        depth == 0
                        ? (k == j || isKind(k - 1, .comma)) : (isKind(k - 1, .leftParen) || isKind(k - 1, .comma))
                    if first, depth <= 1 { names.append(k) }
                } else if kind != .comma, kind != .colon, kind != .leftParen, kind != .rightParen, !inResult,
                    depth == 0,
                    !(kind == .keyword && (isWord(k, "_") || isWord(k, "throws") || isWord(k, "async")))
                {
                    return  // an expression: `{ a + b }`
                }
                k += 1
            }
            guard isWord(k, "in") else { return }
            for n in names {
                result.append(Binding(name: name(n), hides: t[n].start..<blockEnd(open)))
            }
        }
    }
}
