/// The properties the fuzz target and the regression test check on any input: tokens cover
/// the input contiguously with consistent lines and columns, declarations lie inside the file
/// and nest, complexities are sane. Internal: for `fuzz/targets/swiftsource` and the tests.
enum SourceInvariants {
    /// The first violated property, or nil. `comparingCensus`: also compare the reader with
    /// ``DeclarationCensus`` (the tests do, on the corpus and fixtures; the fuzzer does not: on
    /// the malformed input it makes, the two recover differently more often than they find a
    /// reader bug, which would fail CI on noise).
    static func violation(_ bytes: [UInt8], comparingCensus: Bool = true) -> String? {
        let tokenization = Lexer.tokenize(bytes)
        if let problem = tokenProblem(bytes, tokenization.tokens) { return problem }
        for d in tokenization.diagnostics where d.offset < 0 || d.offset > bytes.count || d.line < 1 || d.column < 1 {
            return "diagnostic out of range: \(d)"
        }
        let file = SourceFile.read(bytes)
        if let lineFeeds = file.lineFeeds, lineFeeds != bytes.reduce(0, { $0 + ($1 == 0x0A ? 1 : 0) }) {
            return "the lexer's count of line feeds (\(lineFeeds)) is not the file's"
        }
        if file.lineFeeds == nil, !bytes.contains(0x0D), bytes.count <= Int(UInt32.max - 1) {
            return "no count of line feeds for a file without a carriage return"
        }
        if file.tokens != tokenization.tokens.filter({ !$0.kind.isTrivia }) {
            return "the declaration reader's tokens are not the lexer's without trivia"
        }
        let significant = bytes.withUnsafeBufferPointer(Lexer.significantTokens)
        if significant.newlineBefore != newlinesBefore(bytes, tokenization.tokens) {
            return "a token's line break before it differs from the lexer's trivia"
        }
        if let problem = declarationProblem(bytes.count, file) { return problem }
        if comparingCensus, let problem = censusProblem(bytes, file) { return problem }
        for f in FunctionComplexity.measure(bytes) {
            if f.ccn < 1 || f.nloc < 1 || f.line < 1 || f.cognitive < 0 { return "complexity out of range: \(f)" }
            if f.endLine < f.line { return "complexity ends before it starts: \(f)" }
            if f.nloc > f.endLine - f.line + 1 { return "more lines of code than lines: \(f)" }
        }
        return nil
    }

    /// For each token that is not trivia, whether a line-break token or a comment holding a
    /// line break comes between it and the one before (the first token: true).
    static func newlinesBefore(_ bytes: [UInt8], _ tokens: [Token]) -> [Bool] {
        var result: [Bool] = []
        var sawNewline = true
        for token in tokens {
            if token.kind.isTrivia {
                if token.kind == .newline
                    || token.kind.isComment && bytes[token.range].contains(where: { $0 == 0x0A || $0 == 0x0D })
                {
                    sawNewline = true
                }
                continue
            }
            result.append(sawNewline)
            sawNewline = false
        }
        return result
    }

    static func tokenProblem(_ bytes: [UInt8], _ tokens: [Token]) -> String? {
        var offset = 0
        var line = 1
        var lineStart = 0
        var p = 0
        for (index, token) in tokens.enumerated() {
            if token.start != offset { return "token \(index) starts at \(token.start), expected \(offset)" }
            if token.end <= token.start { return "token \(index) is empty" }
            // Lines up to the token's start.
            while p < token.start {
                if bytes[p] == 0x0A || bytes[p] == 0x0D && !(p + 1 < bytes.count && bytes[p + 1] == 0x0A) {
                    line += 1
                    lineStart = p + 1
                }
                p += 1
            }
            if token.line != line || token.column != token.start - lineStart + 1 {
                return
                    "token \(index) (\(token.kind)) at \(token.line):\(token.column), expected \(line):\(token.start - lineStart + 1)"
            }
            if token.kind == .newline, !(bytes[token.start] == 0x0A || bytes[token.start] == 0x0D) {
                return "newline token \(index) is not a line break"
            }
            offset = token.end
        }
        if offset != bytes.count { return "tokens end at \(offset) of \(bytes.count)" }
        return nil
    }

    /// Where the reader and ``DeclarationCensus`` disagree on the bindings of a type body or an
    /// initializer's parameter clause; nil when they agree. Only on files the reader reads
    /// without a warning and within the census's simple grammar: on broken input the two may recover
    /// differently.
    static func censusProblem(_ bytes: [UInt8], _ file: SourceFile) -> String? {
        guard file.warnings.isEmpty else { return nil }
        let census = bytes.withUnsafeBufferPointer(DeclarationCensus.take)
        guard census.isComparable else { return nil }
        let implied = DeclarationCensus.implied(by: file)
        for body in Set(census.bindingsByBody.keys).union(implied.bindingsByBody.keys).sorted()
        where census.bindingsByBody[body] != implied.bindingsByBody[body] {
            return "the type body at byte \(body) has \(census.bindingsByBody[body] ?? 0) bindings by the census, "
                + "\(implied.bindingsByBody[body] ?? 0) properties by the reader"
        }
        if census.initializerClauses.map({ bytes[$0] }) != implied.initializerClauses.map({ bytes[$0] }) {
            let index =
                zip(census.initializerClauses, implied.initializerClauses).enumerated().first { $1.0 != $1.1 }?.offset
                ?? min(census.initializerClauses.count, implied.initializerClauses.count)
            func text(_ range: Range<Int>?) -> String? {
                range.map { String(decoding: bytes[$0], as: UTF8.self) }
            }
            let (counted, read) = (
                text(census.initializerClauses.dropFirst(index).first),
                text(implied.initializerClauses.dropFirst(index).first)
            )
            return "initializer \(index) of a type: the census reads \(counted.map { "\"\($0)\"" } ?? "none"), "
                + "the reader \(read.map { "\"\($0)\"" } ?? "none")"
        }
        return nil
    }

    static func declarationProblem(_ count: Int, _ file: SourceFile) -> String? {
        func inFile(_ range: Range<Int>) -> Bool { range.lowerBound >= 0 && range.upperBound <= count }
        func validReferences(_ range: Range<Int>) -> Bool {
            range.lowerBound >= 0 && range.upperBound <= file.references.count
        }
        for (i, t) in file.types.enumerated() {
            guard inFile(t.range), t.startLine <= t.endLine, validReferences(t.referenceRange) else {
                return "type \(i) out of range: \(t)"
            }
            if let body = t.bodyRange, !(t.range.lowerBound <= body.lowerBound && body.upperBound <= t.range.upperBound)
            {
                return "type \(i)'s body is outside it"
            }
            if let parent = t.parent {
                guard parent < i, let body = file.types[parent].bodyRange,
                    body.lowerBound <= t.range.lowerBound, t.range.upperBound <= body.upperBound
                else {
                    return "type \(i) is not inside its parent \(String(describing: t.parent))"
                }
            }
        }
        for (i, f) in file.functions.enumerated() {
            guard inFile(f.range), f.startLine <= f.keywordLine, f.keywordLine <= f.endLine,
                validReferences(f.referenceRange)
            else {
                return "function \(i) out of range: \(f)"
            }
            if let body = f.bodyRange, !(f.range.lowerBound <= body.lowerBound && body.upperBound <= f.range.upperBound)
            {
                return "function \(i)'s body is outside it"
            }
            if let clause = f.parameterClauseRange,
                !(f.range.lowerBound <= clause.lowerBound && clause.upperBound <= f.range.upperBound)
            {
                return "function \(i)'s parameter clause is outside it"
            }
            if f.parameterClauseRange == nil, !f.parameters.isEmpty {
                return "function \(i) has parameters without a clause"
            }
            if let parent = f.parentFunction {
                guard parent < i, let body = file.functions[parent].bodyRange,
                    body.lowerBound <= f.range.lowerBound, f.range.upperBound <= body.upperBound
                else {
                    return "function \(i) is not inside its parent function"
                }
            }
            if let type = f.parentType {
                guard type < file.types.count, let body = file.types[type].bodyRange,
                    body.lowerBound <= f.range.lowerBound, f.range.upperBound <= body.upperBound
                else {
                    return "function \(i) is not inside its type"
                }
            }
        }
        for (i, p) in file.properties.enumerated() {
            guard inFile(p.range), p.line >= 1 else { return "property \(i) out of range" }
            if let type = p.parentType {
                guard type < file.types.count, let body = file.types[type].bodyRange,
                    body.lowerBound <= p.range.lowerBound, p.range.upperBound <= body.upperBound
                else {
                    return "property \(i) is not inside its type"
                }
            }
        }
        for w in file.warnings where w.offset < 0 || w.offset > count || w.line < 1 || w.column < 1 {
            return "warning out of range: \(w)"
        }
        return nil
    }
}
