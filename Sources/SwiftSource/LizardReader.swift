#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// lizard 1.24.3's Swift analysis over ``LizardTokenizer``'s tokens: the label pass
/// (`SwiftReplaceLabel.preprocess`), `comment_counter`, `line_counter`, `condition_counter` and the
/// `SwiftStates`/`GoLikeStates`/`CodeStateMachine` state machine, with its nested machines on an
/// explicit stack instead of Python's call stack.
///
/// One deliberate difference: lizard replays the tokens of a rejected accessor head
/// (`get async (`…) however many there are; here a head longer than 64 tokens is rejected, so a
/// pathological file cannot cost quadratic time. Real accessor heads have under ten tokens.
struct LizardReader {
    struct Function {
        var name: String
        var startLine: Int
        var endLine: Int
        var nloc = 1
        var ccn = 1
        var cognitive = CognitiveCounter.Frame()
    }

    enum State {
        case global, functionName, expectFunctionDec, skipTypeParameters, memberFunction, functionDec
        case expectFunctionImpl, functionImpl, accessorHead, expectDeclarationName, protocolBody, child
    }

    enum AccessorStep { case name, parameter, parameterName, parameterEnd, effects, errorType }

    struct Machine {
        var state = State.global
        var saved = State.global
        var callback = false
        var lastKind: LizardToken.Kind?
        var toExit = false
        var br = 0
        var typeOpen = LizardToken.Kind.less
        var typeClose = LizardToken.Kind.greater
        var previousKind: LizardToken.Kind?
        var accessor = LizardToken(start: 0, end: 0, kind: .get, isIdentifier: true)
        var accessorLine = 0
        var accessorStep = AccessorStep.name
    }

    static let accessorHeadLimit = 64

    let b: UnsafeBufferPointer<UInt8>
    var functions: [Function] = [Function(name: "*global*", startLine: 0, endLine: 0)]
    var current = 0
    var stacked: [Int] = []
    var finished: [Int] = []
    var forgive = false
    var line = 1
    /// The machines, outermost first, in memory the reader owns until ``deallocate()``: one is
    /// read or written several times per token, and an array's bounds and uniqueness checks
    /// cost more than that work. A machine holds no reference (see ``accessorTokens``).
    var machines: UnsafeMutablePointer<Machine>
    var machineCount = 1
    var machineCapacity = 16
    /// The tokens of the accessor head being read (`get async throws {`): only the innermost
    /// machine reads one, and it has no child while it does, so one list serves every machine
    /// (kept out of ``Machine`` so that a machine holds no reference to copy or release).
    var accessorTokens: [LizardToken] = []
    /// The counts of `functions[current]`, kept out of the array while it is the current one:
    /// they change on nearly every token (see ``saveCurrent()``).
    var nloc = 1
    var ccn = 1
    var endLine = 0
    /// Cognitive complexity, counted beside CCN; its frame is the current function's.
    var cognitive = CognitiveCounter()

    init(_ b: UnsafeBufferPointer<UInt8>) {
        self.b = b
        // Room for a file's functions at once (one token in fifty or so starts one).
        functions.reserveCapacity(b.count / 256 + 8)
        finished.reserveCapacity(b.count / 256 + 8)
        stacked.reserveCapacity(8)
        machines = .allocate(capacity: machineCapacity)
        machines.initialize(to: Machine())
    }

    /// Frees the machines; the reader is not used after.
    func deallocate() {
        machines.deallocate()
    }

    // MARK: The token pipeline

    /// Relabels `tokens` in place (the tokenizer's: no second array).
    mutating func read(_ tokens: UnsafeMutableBufferPointer<LizardToken>) {
        defer { saveCurrent() }
        relabel(tokens)
        var newline = true
        let onlyRemembered = LizardReader.globalOnlyRemembers
        for token in tokens {
            if token.kind == .comment {
                let extra = LizardReader.extraSplitLines(b[Int(token.start) + 2..<Int(token.end)])
                line += extra
                if extra > 0 { newline = true }
                if !comment(token) { return }
                continue
            }
            // line_counter
            if token.kind == .newline {
                line += 1
                newline = true
                cognitive.newline()
                continue
            }
            let count = Int(token.lineBreaks)
            line += count
            nloc += count + (newline ? 1 : 0)
            endLine = line
            newline = false
            // condition_counter, then SwiftReader.process_token (a postfix `?` is discounted).
            if !token.renamed {
                switch token.kind {
                case .conditionWord, .conditionSymbol, .case_: ccn += 1
                default: break  // a postfix `?` is counted and discounted
                }
            }
            cognitive.token(token, b)
            // Most tokens reach a machine in its global state as a kind that state only
            // remembers (a name, an operator, a parenthesis): what `feed` would do, without
            // the dispatch (a machine that exits is never the innermost at the next token).
            let kind = token.renamed ? LizardToken.Kind.other : token.kind
            let top = machineCount - 1
            if machines[top].state == .global, onlyRemembered & 1 << UInt64(kind.rawValue) != 0 {
                machines[top].previousKind = kind
                machines[top].lastKind = kind
            } else {
                feed(token)
            }
        }
    }

    /// The kinds the global state does nothing with but remember as the previous one (see
    /// ``global(_:_:_:)``): every kind but those that start a function, an accessor, a
    /// declaration name, a protocol body or a block, or end one.
    static let globalOnlyRemembers: UInt64 = {
        let acted: [LizardToken.Kind] = [
            .init_, .failableInit, .subscript_, .get, .set, .willSet, .didSet, .deinit_, .protocol_, .let_, .var_,
            .case_, .comma, .func_, .leftBrace, .rightBrace
        ]
        var mask: UInt64 = 0
        var raw: UInt8 = 0
        while let kind = LizardToken.Kind(rawValue: raw) {
            if !acted.contains(kind) { mask |= 1 << UInt64(raw) }
            raw += 1
        }
        return mask
    }()

    /// `SwiftReplaceLabel.preprocess`: a condition word or `init`/`subscript`/`deinit` after `(` or
    /// `,` and before `:` is an argument label.
    func relabel(_ tokens: UnsafeMutableBufferPointer<LizardToken>) {
        func nextSignificant(_ from: Int) -> Int? {
            var i = from
            while i < tokens.count, tokens[i].kind == .newline || tokens[i].kind == .comment { i += 1 }
            return i < tokens.count ? i : nil
        }
        var index = 0
        while index < tokens.count {
            guard tokens[index].kind == .leftParen || tokens[index].kind == .comma,
                let label = nextSignificant(index + 1), tokens[label].isLabelWord
            else {
                index += 1
                continue
            }
            if let colon = nextSignificant(label + 1), tokens[colon].kind == .colon {
                tokens[label].renamed = true
                index = colon + 1
            } else {
                index += 1
            }
        }
    }

    /// `comment_counter`: line breaks inside a comment still count as lines; `#lizard forgive`
    /// drops the next function to end; "GENERATED CODE" ends the file. False to stop.
    mutating func comment(_ token: LizardToken) -> Bool {
        let start = Int(token.start) + 2
        let end = Int(token.end)
        var first = start
        var last = end
        while first < last, LizardReader.isStripSpace(b[first]) { first += 1 }
        while last > first, LizardReader.isStripSpace(b[last - 1]) { last -= 1 }
        // `#lizard forgive`, not followed by ` global` or `s(`.
        if last - first >= 15, b[first] == 0x23, hasText(at: first, "#lizard forgive") {
            let global = last - first >= 22 && hasText(at: first + 15, " global")
            let forgives = last - first >= 17 && b[first + 15] == 0x73 && b[first + 16] == 0x28
            if !global, !forgives { forgive = true }
        }
        return !contains("GENERATED CODE", from: start, to: end)
    }

    /// Whether `b[at...]` starts with `text` (the caller knows enough bytes follow).
    func hasText(at p: Int, _ text: StaticString) -> Bool {
        memcmp(b.baseAddress! + p, text.utf8Start, text.utf8CodeUnitCount) == 0
    }

    /// Whether `text` occurs in `b[from..<to]`: only where `memchr` finds its first byte.
    func contains(_ text: StaticString, from: Int, to: Int) -> Bool {
        let length = text.utf8CodeUnitCount
        guard to - from >= length, let base = b.baseAddress else { return false }
        let head = Int32(text.utf8Start.pointee)
        var p = from
        while p + length <= to {
            guard let found = memchr(base + p, head, to - length + 1 - p) else { return false }
            p = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            if memcmp(base + p, text.utf8Start, length) == 0 { return true }
            p += 1
        }
        return false
    }

    static func isStripSpace(_ c: UInt8) -> Bool { c == 0x20 || (0x09...0x0D).contains(c) || (0x1C...0x1F).contains(c) }

    /// `len(text.splitlines()) - 1`, at least 0.
    static func extraSplitLines(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        var pieces = 0
        var atLineStart = true
        var i = text.startIndex
        // Eight bytes at a time while none can start a line break: all ASCII and none below
        // a space (every break is a control byte, or starts with 0xC2 or 0xE2).
        if let base = text.base.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= text.endIndex {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let belowSpace = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
                guard (word & 0x8080_8080_8080_8080) | belowSpace == 0 else { break }
                atLineStart = false
                i += 8
            }
        }
        while i < text.endIndex {
            let c = text[i]
            var breakLength = 0
            switch c {
            case 0x0A, 0x0B, 0x0C, 0x1C, 0x1D, 0x1E: breakLength = 1
            case 0x0D: breakLength = i + 1 < text.endIndex && text[i + 1] == 0x0A ? 2 : 1
            case 0xC2 where i + 1 < text.endIndex && text[i + 1] == 0x85: breakLength = 2
            case 0xE2
            where i + 2 < text.endIndex && text[i + 1] == 0x80 && (text[i + 2] == 0xA8 || text[i + 2] == 0xA9):
                breakLength = 3
            default: break
            }
            if breakLength > 0 {
                pieces += 1
                atLineStart = true
                i += breakLength
            } else {
                atLineStart = false
                i += 1
            }
        }
        if !atLineStart { pieces += 1 }
        return max(0, pieces - 1)
    }

    // MARK: The context (FileInfoBuilder)

    /// - Parameter awaitingBody: false for an accessor, whose `{` has been read already.
    mutating func pushFunction(_ name: String, awaitingBody: Bool = true) {
        saveCurrent()
        stacked.append(current)
        functions.append(Function(name: name, startLine: line, endLine: line))
        current = functions.count - 1
        loadCurrent()
        cognitive.begin(inFunction: true, awaitingBody: awaitingBody)
    }

    mutating func endFunction() {
        saveCurrent()
        if !forgive { finished.append(current) }
        forgive = false
        current = stacked.popLast() ?? 0
        loadCurrent()
    }

    /// Writes the current function's counts back into `functions`.
    mutating func saveCurrent() {
        functions[current].nloc = nloc
        functions[current].ccn = ccn
        functions[current].endLine = endLine
        functions[current].cognitive = cognitive.frame
    }

    mutating func loadCurrent() {
        (nloc, ccn, endLine) = (functions[current].nloc, functions[current].ccn, functions[current].endLine)
        cognitive.frame = functions[current].cognitive
    }

    func text(_ token: LizardToken) -> String {
        let body = String(decoding: b[Int(token.start)..<Int(token.end)], as: UTF8.self)
        return token.renamed ? "_" + body : body
    }

    // MARK: The state machines

    /// One token through the innermost machine, then `CodeStateMachine.__call__`'s return path
    /// outwards for as long as a machine exits.
    @inline(__always) mutating func feed(_ token: LizardToken) {
        var i = machineCount - 1
        var returned = dispatch(i, token)
        while true {
            if returned { restore(i) }
            machines[i].lastKind = token.renamed ? .other : token.kind
            returned = machines[i].toExit
            if !returned || i == 0 { break }
            i -= 1
        }
    }

    /// The part of `__call__` after a state returned true: back to the saved state, then the callback.
    mutating func restore(_ i: Int) {
        if machineCount > i + 1 { machineCount = i + 1 }
        machines[i].state = machines[i].saved
        if machines[i].callback {
            machines[i].callback = false
            machines[i].state = .global
            endFunction()
        }
    }

    /// `self.next(state, token)`: `__call__` on the same machine.
    mutating func reenter(_ i: Int, _ token: LizardToken, _ state: State) -> Bool {
        machines[i].state = state
        if dispatch(i, token) { restore(i) }
        machines[i].lastKind = token.renamed ? .other : token.kind
        return machines[i].toExit
    }

    mutating func subState(_ i: Int, callback: Bool) {
        machines[i].saved = machines[i].state
        machines[i].callback = callback
        machines[i].state = .child
        if machineCount == machineCapacity {
            let grown = UnsafeMutablePointer<Machine>.allocate(capacity: machineCapacity * 2)
            grown.moveInitialize(from: machines, count: machineCount)
            machines.deallocate()
            machines = grown
            machineCapacity *= 2
        }
        (machines + machineCount).initialize(to: Machine())
        machineCount += 1
    }

    /// The machine's current state function; its return value as Python's truthiness.
    mutating func dispatch(_ i: Int, _ token: LizardToken) -> Bool {
        let kind = token.renamed ? LizardToken.Kind.other : token.kind
        switch machines[i].state {
        case .global:
            global(i, token, kind)
        case .functionName:
            if kind != .backtick {
                if kind == .leftParen {
                    let nested = !stacked.isEmpty && stacked[stacked.count - 1] != 0
                    return reenter(i, token, nested ? .functionDec : .memberFunction)
                }
                if kind == .leftBrace { return reenter(i, token, .expectFunctionImpl) }
                if functions[current].name.isEmpty {
                    (cognitive.frame.nameStart, cognitive.frame.nameEnd) = (token.start, token.end)
                }
                functions[current].name += text(token)
                machines[i].state = .expectFunctionDec
            }
        case .expectFunctionDec:
            if kind == .leftParen {
                _ = reenter(i, token, .functionDec)
            } else if kind == .less || kind == .leftBracket {
                _ = reenter(i, token, .skipTypeParameters)
            } else {
                machines[i].state = .global
            }
        case .skipTypeParameters:
            if machines[i].br == 0 {
                machines[i].typeOpen = kind
                machines[i].typeClose = kind == .less ? .greater : .rightBracket
            }
            if kind == machines[i].typeOpen {
                machines[i].br += 1
            } else if kind == machines[i].typeClose {
                machines[i].br -= 1
            }
            if machines[i].br == 0 { machines[i].state = .expectFunctionDec }
        case .memberFunction, .functionDec:
            if kind == .leftParen { machines[i].br += 1 } else if kind == .rightParen { machines[i].br -= 1 }
            if machines[i].br == 0 {
                machines[i].state = machines[i].state == .memberFunction ? .functionName : .expectFunctionImpl
            }
        case .expectFunctionImpl:
            if kind == .leftBrace, machines[i].lastKind != .interface {
                _ = reenter(i, token, .functionImpl)
            }
        case .functionImpl:
            subState(i, callback: true)
        case .accessorHead:
            accessorHead(i, token, kind)
        case .expectDeclarationName:
            machines[i].previousKind = kind
            machines[i].state = .global
        case .protocolBody:
            if kind == .leftBrace { machines[i].br += 1 } else if kind == .rightBrace { machines[i].br -= 1 }
            if machines[i].br == 0, kind == .rightBrace { machines[i].state = .global }
        case .child:
            break  // never the innermost machine
        }
        return false
    }

    /// `SwiftStates._state_global`, falling back to `GoLikeStates._state_global`.
    @inline(__always) mutating func global(_ i: Int, _ token: LizardToken, _ kind: LizardToken.Kind) {
        let afterPeriod = machines[i].previousKind == .period
        let introducesFunction = !afterPeriod && (kind == .init_ || kind == .failableInit || kind == .subscript_)
        let isAccessor =
            !afterPeriod && (kind == .get || kind == .set || kind == .willSet || kind == .didSet || kind == .deinit_)
        if introducesFunction {
            pushFunction("")
            functions[current].name += kind == .subscript_ ? "subscript" : "init"
            machines[i].state = .expectFunctionDec
            machines[i].lastKind = kind
        } else if isAccessor {
            machines[i].accessor = token
            machines[i].accessorLine = line
            machines[i].accessorStep = .name
            accessorTokens.removeAll(keepingCapacity: true)
            machines[i].state = .accessorHead
        } else {
            switch kind {
            case .protocol_:
                machines[i].state = .protocolBody
            case .let_, .var_, .case_, .comma:
                machines[i].state = .expectDeclarationName
            case .func_:
                machines[i].state = .functionName
                pushFunction("")
            case .leftBrace:
                subState(i, callback: false)
            case .rightBrace:
                machines[i].toExit = true
            default:
                break
            }
        }
        machines[i].previousKind = kind
    }

    mutating func accessorHead(_ i: Int, _ token: LizardToken, _ kind: LizardToken.Kind) {
        accessorTokens.append(token)
        let step = machines[i].accessorStep
        if kind == .leftBrace, step == .name || step == .parameterEnd || step == .effects {
            startAccessor(i, token)
            return
        }
        if accessorTokens.count <= LizardReader.accessorHeadLimit,
            let next = nextAccessorStep(machines[i], token, kind)
        {
            machines[i].accessorStep = next
        } else {
            rejectAccessor(i)
        }
    }

    func nextAccessorStep(_ m: Machine, _ token: LizardToken, _ kind: LizardToken.Kind) -> AccessorStep? {
        let name = m.accessor.kind
        let step = m.accessorStep
        if step == .name, kind == .leftParen, name == .set || name == .willSet || name == .didSet { return .parameter }
        if step == .parameter, token.isIdentifier { return .parameterName }
        if step == .parameterName, kind == .rightParen { return .parameterEnd }
        if step == .name || step == .effects, name == .get, kind == .async_ || kind == .throws_ { return .effects }
        if step == .effects, kind == .leftParen { return .errorType }
        if step == .errorType, kind != .leftBrace, kind != .rightBrace {
            return kind == .rightParen ? .effects : .errorType
        }
        return nil
    }

    mutating func startAccessor(_ i: Int, _ brace: LizardToken) {
        pushFunction(text(machines[i].accessor), awaitingBody: false)
        functions[current].startLine = machines[i].accessorLine
        _ = reenter(i, brace, .functionImpl)
    }

    /// `_reject_accessor`: the tokens after the accessor word go through the machine again, as a
    /// work list rather than recursion when they start another accessor head.
    mutating func rejectAccessor(_ i: Int) {
        var queue = accessorTokens
        accessorTokens = []
        machines[i].state = .global
        var index = 0
        while index < queue.count {
            let token = queue[index]
            index += 1
            let kind = token.renamed ? LizardToken.Kind.other : token.kind
            switch machines[i].state {
            case .child:
                return  // a `{` is always the last token of a head
            case .accessorHead:
                accessorTokens.append(token)
                let step = machines[i].accessorStep
                if kind == .leftBrace, step == .name || step == .parameterEnd || step == .effects {
                    startAccessor(i, token)
                } else if accessorTokens.count <= LizardReader.accessorHeadLimit,
                    let next = nextAccessorStep(machines[i], token, kind)
                {
                    machines[i].accessorStep = next
                } else {
                    queue = accessorTokens + queue[index...]
                    index = 0
                    accessorTokens = []
                    machines[i].state = .global
                }
            default:
                _ = dispatch(i, token)
            }
        }
    }
}
