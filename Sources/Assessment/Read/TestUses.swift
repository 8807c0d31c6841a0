import SwiftSource

/// What one test file does with the project's types: the names it mentions and the members its
/// working tests use. A unit is tested when a test file names one of its types and uses one of
/// that type's members (see ``ProjectAnalysis``).
///
/// - **Test methods**: XCTest's `func test…()` (no parameters, not `static`), Swift Testing's
///   `@Test` functions, Quick's `spec()`.
/// - **Idle test methods** test nothing: an empty body (nothing but comments), a body that starts
///   with `throw XCTSkip(…)` (the rest is unreachable) or with a skip that always happens
///   (`try XCTSkipIf(true, …)`, `try XCTSkipUnless(false, …)`), or is only `XCTSkip(…)`, an
///   `@Test(.disabled…)` function or a test of an `@Suite(.disabled…)` type.
/// - **Members** (`viewDidLoad` in `sut.viewDidLoad()`, `outOfRange` in `.outOfRange` or
///   `NearTermDateRelation.outOfRange`: any name after a `.`) count only inside working test
///   methods, the set-up (`setUp()`, `setUpWithError()`, an initializer) of a type that has a
///   working test, and the file's helper functions they call (by name, transitively): members
///   a mock, a `tearDown()`, top-level code, an idle test or the set-up of a type without a
///   working test touch test nothing.
/// - **Type names** count anywhere in the file except inside idle test methods, so the usual
///   `var sut: LoginPresenter!` set up in `setUp()` names the type its tests exercise.
package struct TestUses: Sendable, Hashable {
    /// Capitalized names the file mentions outside idle test methods, sorted.
    package var typeNames: [String] = []
    /// Names used after a `.` in working test methods and the helpers they call, sorted.
    package var members: [String] = []

    /// Reads a test file.
    static func read(source: SourceFile, bytes: [UInt8]) -> TestUses {
        let functions = source.functions
        let disabledTypes = Set(
            source.types.indices.filter { index in
                source.types[index].attributes.contains { isTestingAttribute($0, "Suite") && isDisabled($0) }
            })
        var isTest = [Bool](filled: false, count: functions.count)
        var isIdle = [Bool](filled: false, count: functions.count)
        // Helpers by the number of their name (see ``Reference/nameID``): looked up for every
        // reference of every working test, so by number, not by hashing the name each time.
        var helpersOfName = [[Int]](filled: [], count: source.names.count)
        for index in functions.indices
        where functions[index].kind == .function && functions[index].parentFunction == nil {
            let function = functions[index]
            let testing = function.attributes.first { isTestingAttribute($0, "Test") }
            let isXCTest =
                function.parentType != nil && function.name.hasPrefix("test") && function.parameters.isEmpty
                && !function.modifiers.isTypeMember
            let isSpec = function.name == "spec" && function.parentType != nil && function.parameters.isEmpty
            if testing != nil || isXCTest || isSpec {
                isTest[index] = true
                isIdle[index] =
                    testing.map(isDisabled) == true
                    || function.parentType.map { disabledTypes.contains($0) } == true
                    || isIdleBody(function.bodyRange, tokens: source.tokens, bytes: bytes)
            } else if let id = source.names.id(of: function.name) {
                helpersOfName[id].append(index)
            }
        }
        // Working tests, the set-up of the types that have one (it runs before each of them:
        // `setUp()` calling `viewModel.transform(input:)` whose outputs the tests check), then
        // the helpers they call, transitively.
        var reached = [Bool](filled: false, count: functions.count)
        var queue = functions.indices.filter { isTest[$0] && !isIdle[$0] }
        let working = Set(queue.compactMap { functions[$0].parentType })
        for index in functions.indices where functions[index].parentFunction == nil && !isTest[index] {
            let function = functions[index]
            guard let type = function.parentType, working.contains(type) else { continue }
            if function.kind == .initializer
                || function.kind == .function && (function.name == "setUp" || function.name == "setUpWithError")
            {
                queue.append(index)
            }
        }
        for index in queue { reached[index] = true }
        var used = [Bool](filled: false, count: source.names.count)
        let selfIDs = [source.names.id(of: "self"), source.names.id(of: "Self")].compactMap { $0 }
        while let index = queue.popLast() {
            for reference in source.references[clamped(functions[index].referenceRange, source)] {
                if let qualifier = reference.qualifierID {
                    used[reference.nameID] = true
                    guard selfIDs.contains(qualifier) else { continue }
                }
                for helper in helpersOfName[reference.nameID] where !reached[helper] {
                    reached[helper] = true
                    queue.append(helper)
                }
            }
        }
        var named = [Bool](filled: false, count: source.names.count)
        var skip = functions.indices.filter { isIdle[$0] }.map { clamped(functions[$0].referenceRange, source) }
        skip.sort { $0.lowerBound < $1.lowerBound }
        var next = 0
        for (position, reference) in source.references.enumerated() {
            while next < skip.count, skip[next].upperBound <= position { next += 1 }
            if next < skip.count, skip[next].contains(position) { continue }
            named[reference.nameID] = true
        }
        var uses = TestUses()
        // Room made once, exactly (the array grew a few times a file).
        uses.members.reserveCapacity(used.reduce(0) { $1 ? $0 + 1 : $0 })
        for (id, name) in source.names.names.enumerated() {
            if named[id] && TypeNameSpelling.looksLikeType(name) { uses.typeNames.append(name) }
            if used[id] { uses.members.append(name) }
        }
        uses.typeNames.sort()
        uses.members.sort()
        return uses
    }

    private static func clamped(_ range: Range<Int>, _ source: SourceFile) -> Range<Int> {
        range.clamped(to: source.references.indices)
    }

    /// `@Test…`, `@Testing.Test…` (or `Suite`).
    private static func isTestingAttribute(_ attribute: Attribute, _ name: String) -> Bool {
        let spelling = attribute.name.spelling
        return spelling == name || spelling == "Testing." + name
    }

    /// `@Test(.disabled)`, `@Test("…", .disabled("why"))`, `@Suite(.disabled(if: …))` is not:
    /// a condition may hold or not, so only an unconditional `.disabled` makes the test idle.
    private static func isDisabled(_ attribute: Attribute) -> Bool {
        guard let arguments = attribute.arguments else { return false }
        let text = Array(arguments.utf8)
        let word = Array(".disabled".utf8)
        guard text.count >= word.count else { return false }
        for start in 0...(text.count - word.count) where text[start..<(start + word.count)].elementsEqual(word) {
            let rest = text[(start + word.count)...].drop { $0 == UInt8(ascii: " ") }
            let conditional = rest.starts(with: "(if:".utf8) || rest.starts(with: "(if :".utf8)
            if !conditional { return true }
        }
        return false
    }

    /// An empty body (comments only), one that starts with `throw XCTSkip`, `try XCTSkipIf(true`
    /// or `try XCTSkipUnless(false`, or is only an `XCTSkip(…)` expression.
    private static func isIdleBody(_ body: Range<Int>?, tokens: [Token], bytes: [UInt8]) -> Bool {
        guard let body else { return true }
        // The body's tokens, its braces excluded.
        var low = 0
        var high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].start < body.lowerBound { low = mid + 1 } else { high = mid }
        }
        let first = low + 1
        var last = first
        while last < tokens.count, tokens[last].end < body.upperBound { last += 1 }
        // `last` is the closing brace.
        guard first < last else { return true }
        func word(_ i: Int) -> String? {
            guard i < last, tokens[i].kind == .keyword || tokens[i].kind == .identifier else { return nil }
            return String(decoding: bytes[tokens[i].range], as: UTF8.self)
        }
        if word(first) == "throw", word(first + 1) == "XCTSkip" { return true }
        // `try XCTSkipIf(true, …)`, `try XCTSkipUnless(false, …)`: a skip that always happens,
        // which the compiler does not see as one (viper-gen's own behaviour-test stubs).
        if word(first) == "try", first + 3 < last, tokens[first + 2].kind == .leftParen {
            let skip = word(first + 1)
            let condition = word(first + 3)
            if (skip == "XCTSkipIf" && condition == "true") || (skip == "XCTSkipUnless" && condition == "false") {
                return true
            }
        }
        if word(first) == "XCTSkip", first + 1 < last, tokens[first + 1].kind == .leftParen {
            var depth = 0
            for i in (first + 1)..<last {
                switch tokens[i].kind {
                case .leftParen: depth += 1
                case .rightParen:
                    depth -= 1
                    if depth == 0 { return i + 1 == last }
                default: break
                }
            }
        }
        return false
    }
}
