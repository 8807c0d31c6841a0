/// Cognitive complexity (G. Ann Campbell, "Cognitive Complexity: a new way of measuring
/// understandability", SonarSource, version 1.5, 2021) over ``LizardReader``'s token stream, in
/// the same pass that counts CCN: no second tokenization, no syntax tree.
///
/// It is told each significant token before lizard's state machine sees it, and when lizard
/// starts and ends a function (``begin(inFunction:)``, the `frame` swap in ``LizardReader``), so
/// every increment lands in the function lizard attributes the token to. The rules, with what
/// Swift adds, are listed on ``FunctionComplexity/cognitive``.
///
/// Nesting is read from braces: each `{` records the nesting level of what it holds — one more
/// for the body of `if`, `else`, `guard … else`, `for`, `while`, `repeat`, `switch`, `catch` and
/// for a closure; the same for a function body, `do`, `defer` and braces outside functions.
/// Open `#if` blocks add one level each.
struct CognitiveCounter {
    /// What the current function has counted so far; swapped in and out with lizard's function.
    struct Frame {
        /// The increments so far (64 bits: hostile input nests deeply and often).
        var total = 0
        /// The brace level of its body (nesting inside it is measured from here).
        var base: Int32 = 0
        /// Whether the `{` of its body is still to come (a `func`, `init` or `subscript` head).
        var awaitingBody = false
        /// The bracket depth its head started at: its body's `{` is the first at that depth.
        var headDepth: Int32 = 0
        /// Whether it is a real function (false for lizard's `*global*`).
        var inFunction = false
        /// Its name's bytes (a `func`'s first name token), for recursion.
        var nameStart: Int32 = 0
        var nameEnd: Int32 = 0
        /// Whether it calls itself (one increment, however many calls).
        var recursive = false

        /// The function's cognitive complexity.
        var value: Int { total + (recursive ? 1 : 0) }
    }

    /// What an open `{` holds.
    struct Brace {
        var level: Int32
        /// The bracket depth when it opened, restored when it closes (unbalanced input).
        var depth: Int32
        /// The logical-operator sequence to resume after it (closures inside an expression).
        var resume: UInt8
        var isRepeatBody: Bool
    }

    /// The structure whose `{` is expected next.
    enum Pending: UInt8 { case none, nesting, plain, repeatBody }

    /// `(` or `[` that only groups keeps the sequence of logical operators going.
    static let groups: UInt8 = 0xFF

    var frame = Frame()
    var braces: [Brace] = []
    /// One entry per open `(` or `[`: the sequence to resume after it, or ``groups``.
    var brackets: [UInt8] = []
    var pending = Pending.none
    var pendingDepth: Int32 = 0
    var pendingBraces = 0
    /// `guard` seen, its `else` not yet.
    var guardOpen = false
    var guardDepth: Int32 = 0
    var guardBraces = 0
    /// The last `else` was just counted: a following `if` adds nothing more.
    var afterElse = false
    /// A `repeat` body just closed: the `while` that follows is its condition, not a loop.
    var afterRepeat = false
    /// `break` or `continue` just seen: a label on the same line is a jump to it.
    var jump = false
    /// The current function's name was just seen where a call of it may follow.
    var callCandidate = false
    /// The last period followed `self`.
    var selfDot = false
    /// The last logical operator of the current sequence: 0 none, 1 `&&`, 2 `||`.
    var lastOperator: UInt8 = 0
    /// Open `#if` blocks.
    var directives: Int32 = 0
    var previous = LizardToken(start: 0, end: 0, kind: .newline, isIdentifier: false)
    var lineBreak = false

    var level: Int32 { braces.last?.level ?? 0 }
    var depth: Int32 { Int32(brackets.count) }

    /// The nesting increment where the current token is.
    var nesting: Int32 { max(0, level - frame.base) + directives }

    /// A fresh frame for a function lizard just started. Each `#if` around it counts as it
    /// would inside it (the paper's `#if DEBUG` example): 1, then 2 for one nested in it, ….
    mutating func begin(inFunction: Bool, awaitingBody: Bool) {
        frame = Frame(
            total: Int(directives) * (Int(directives) + 1) / 2, base: level, awaitingBody: awaitingBody,
            headDepth: depth, inFunction: inFunction)
    }

    /// A line break: it may end a statement, and with it a sequence of logical operators.
    mutating func newline() {
        lineBreak = true
        jump = false
    }

    /// One significant token (not a comment or line break).
    mutating func token(_ token: LizardToken, _ b: UnsafeBufferPointer<UInt8>) {
        if lineBreak {
            lineBreak = false
            if brackets.count == Int(braces.last?.depth ?? 0), !isLogical(previous), !isLogical(token) {
                lastOperator = 0
            }
        }
        if callCandidate {
            callCandidate = false
            if token.kind == .leftParen { frame.recursive = true }
        }
        let wasJump = jump
        jump = false
        let wasAfterElse = afterElse
        afterElse = false
        let wasAfterRepeat = afterRepeat
        afterRepeat = false
        defer { previous = token }
        if token.renamed || previous.kind == .period {
            if token.isIdentifier { identifier(token, b, wasJump: wasJump) }
            return
        }
        switch token.kind {
        case .conditionWord:
            lastOperator = 0
            switch b[Int(token.start)] {
            case 0x69:  // if
                if !wasAfterElse { structure() }
                expect(.nesting)
            case 0x77:  // while
                if !wasAfterRepeat {
                    structure()
                    expect(.nesting)
                }
            case 0x67:  // guard
                structure()
                guardOpen = true
                guardDepth = depth
                guardBraces = braces.count
            default:  // for, catch
                structure()
                expect(.nesting)
            }
        case .else_:
            lastOperator = 0
            if guardOpen, guardDepth == depth, guardBraces == braces.count {
                guardOpen = false
            } else {
                frame.total += 1
                afterElse = true
            }
            expect(.nesting)
        case .switch_:
            structure()
            expect(.nesting)
        case .repeat_:
            structure()
            expect(.repeatBody)
        case .do_, .defer_:
            expect(.plain)
        case .break_, .continue_:
            jump = true
        case .conditionSymbol:
            if token.end - token.start == 2 {
                let op: UInt8 = b[Int(token.start)] == 0x26 ? 1 : 2
                if op != lastOperator { frame.total += 1 }
                lastOperator = op
            } else {
                structure()  // the ternary `?`
                lastOperator = 0
            }
        case .leftBrace:
            open()
        case .rightBrace:
            close()
        case .leftParen, .leftBracket:
            if opensExpression(previous, b) {
                brackets.append(CognitiveCounter.groups)
            } else {
                brackets.append(lastOperator)
                lastOperator = 0
            }
        case .rightParen, .rightBracket:
            if let resume = brackets.popLast(), resume != CognitiveCounter.groups { lastOperator = resume }
        case .comma, .colon:
            lastOperator = 0
        case .period:
            selfDot =
                previous.isIdentifier && previous.end - previous.start == 4
                && b[Int(previous.start)..<Int(previous.end)].elementsEqual("self".utf8)
        case .other:
            if token.isIdentifier {
                identifier(token, b, wasJump: wasJump)
            } else if b[Int(token.start)] == 0x23 {
                directive(token, b)
            }
        default:
            break
        }
    }

    /// A flow-breaking structure: one, plus its nesting.
    mutating func structure() {
        frame.total += 1 + Int(nesting)
    }

    mutating func expect(_ structure: Pending) {
        pending = structure
        pendingDepth = depth
        pendingBraces = braces.count
    }

    mutating func identifier(_ token: LizardToken, _ b: UnsafeBufferPointer<UInt8>, wasJump: Bool) {
        if wasJump {
            frame.total += 1  // `break label`, `continue label`
            return
        }
        let length = token.end - token.start
        guard frame.inFunction, !frame.recursive, length == frame.nameEnd - frame.nameStart, length > 0,
            previous.kind != .func_
        else { return }
        // `name(` or `self.name(`; not `other.name(`.
        if previous.kind == .period, !selfDot { return }
        for i in 0..<Int(length) where b[Int(token.start) + i] != b[Int(frame.nameStart) + i] { return }
        callCandidate = true
    }

    mutating func open() {
        let inner: Int32
        var resume: UInt8 = 0
        var repeatBody = false
        if frame.awaitingBody, depth == frame.headDepth {
            frame.awaitingBody = false
            inner = level
            braces.append(Brace(level: inner, depth: depth, resume: 0, isRepeatBody: false))
            frame.base = inner
            pending = .none
            lastOperator = 0
            return
        }
        if pending != .none, depth == pendingDepth, braces.count == pendingBraces {
            inner = pending == .plain ? level : level + 1
            repeatBody = pending == .repeatBody
            pending = .none
        } else {
            // A closure inside a function nests what it holds; other braces (types, accessors
            // outside functions) do not.
            inner = frame.inFunction ? level + 1 : level
            resume = lastOperator
        }
        braces.append(Brace(level: inner, depth: depth, resume: resume, isRepeatBody: repeatBody))
        lastOperator = 0
    }

    mutating func close() {
        guard let brace = braces.popLast() else { return }
        if brackets.count > Int(brace.depth) { brackets.removeSubrange(Int(brace.depth)...) }
        lastOperator = brace.resume
        afterRepeat = brace.isRepeatBody
    }

    /// `#if` counts as `if` (one, plus nesting) and nests what it holds until `#endif`;
    /// `#elseif` and `#else` count one each, as `else if` and `else` do.
    mutating func directive(_ token: LizardToken, _ b: UnsafeBufferPointer<UInt8>) {
        let start = Int(token.start) + 1
        let end = Int(token.end)
        func word(_ text: StaticString) -> Bool {
            let n = text.utf8CodeUnitCount
            guard start + n <= end else { return false }
            let matches = text.withUTF8Buffer { w in (0..<n).allSatisfy { w[$0] == b[start + $0] } }
            return matches && (start + n == end || !ByteClass.isIdentifierBody(b[start + n]))
        }
        if word("if") {
            structure()
            directives += 1
        } else if word("elseif") || word("else") {
            frame.total += 1
        } else if word("endif") {
            directives = max(0, directives - 1)
        }
    }

    func isLogical(_ token: LizardToken) -> Bool {
        token.kind == .conditionSymbol && token.end - token.start == 2
    }

    /// Whether a `(` or `[` after `token` starts or continues an expression (it only groups),
    /// rather than calling, subscripting or following a unary or comparison operator.
    func opensExpression(_ token: LizardToken, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        switch token.kind {
        case .conditionSymbol:
            return token.end - token.start == 2
        case .leftParen, .leftBracket, .comma, .colon, .conditionWord, .case_, .leftBrace, .rightBrace, .newline,
            .else_:
            return true
        case .other:
            let length = Int(token.end - token.start)
            let first = b[Int(token.start)]
            if length == 1 { return first == 0x3D }  // `=`
            if length == 6, first == 0x72 {
                return b[Int(token.start)..<Int(token.end)].elementsEqual("return".utf8)
            }
            return false
        default:
            return false
        }
    }
}
