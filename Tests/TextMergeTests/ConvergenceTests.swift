import TestSupport
import Testing

@testable import TextMerge

/// The rules that make a merge converge: the same change on both sides is one change, two
/// different insertions at one place conflict, and what the caller says declares the same name
/// conflicts too.
struct ConvergenceTests {
    /// Lines joined with "\n", each terminated.
    static func text(_ lines: String...) -> String { lines.map { $0 + "\n" }.joined() }

    /// A Swift-ish conflict key: the name after `func `, if the line declares a method.
    static func methodName(_ line: Line) -> String? {
        guard let text = line.text, let range = text.range(of: "func ") else { return nil }
        return String(text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// What a case expects.
    enum Expected: Sendable {
        case clean(String)
        case conflicts(Int)
    }

    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var base: String
        var ours: String
        var theirs: String
        var keyed = false
        var expected: Expected
    }

    static let cases: [Case] = [
        Case(
            description: "the same lines added after a region both sides changed appear once",
            base: text("a", "x", "y", "b"), ours: text("a", "X", "y", "r", "b"), theirs: text("a", "x", "Y", "r", "b"),
            expected: .clean(text("a", "X", "Y", "r", "b"))),
        Case(
            description: "the same lines added before a region both sides changed appear once",
            base: text("a", "x", "y", "b"), ours: text("a", "r", "X", "y", "b"), theirs: text("a", "r", "x", "Y", "b"),
            expected: .clean(text("a", "r", "X", "Y", "b"))),
        Case(
            description: "the same insertion at the same place, nothing else, appears once",
            base: text("a", "b"), ours: text("a", "r", "b"), theirs: text("a", "r", "b"),
            expected: .clean(text("a", "r", "b"))),
        Case(
            description: "the same insertion at one place and another change elsewhere",
            base: text("a", "b", "c", "d"), ours: text("a", "r", "b", "c", "d"), theirs: text("a", "r", "b", "c", "D"),
            expected: .clean(text("a", "r", "b", "c", "D"))),
        Case(
            description: "the user's refresh() and the spec's identical refresh(): once",
            base: text("final class ListPresenter {", "    func load() {", "        // TODO: implement.", "    }", "}"),
            ours: text(
                "final class ListPresenter {", "    func load() {", "        interactor.fetch()", "    }",
                "", "    func refresh() {", "        view.reload()", "    }", "}"),
            theirs: text(
                "final class ListPresenter {", "    func load(page: Int) {", "        // TODO: implement.", "    }",
                "", "    func refresh() {", "        view.reload()", "    }", "}"),
            expected: .clean(
                text(
                    "final class ListPresenter {", "    func load(page: Int) {", "        interactor.fetch()", "    }",
                    "", "    func refresh() {", "        view.reload()", "    }", "}"))),
        Case(
            description: "different insertions at one place conflict",
            base: text("a", "b"), ours: text("a", "r", "b"), theirs: text("a", "s", "b"),
            expected: .conflicts(1)),
        Case(
            description: "one insertion the start of the other at one place conflicts (git)",
            base: text("a", "b"), ours: text("a", "r", "b"), theirs: text("a", "r", "s", "b"),
            expected: .conflicts(1)),
        Case(
            description: "after a region both changed, one side's extra lines the start of the other's conflict",
            base: text("a", "x", "y", "b"), ours: text("a", "X", "y", "r", "b"),
            theirs: text("a", "x", "Y", "r", "s", "b"),
            expected: .conflicts(1)),
        Case(
            description: "before a region both changed, one side's extra lines the end of the other's conflict",
            base: text("a", "x", "y", "b"), ours: text("a", "r", "X", "y", "b"),
            theirs: text("a", "q", "r", "x", "Y", "b"),
            expected: .conflicts(1)),
        Case(
            description: "different methods added after a region both changed: both kept without a key",
            base: text("a", "x", "y", "b"),
            ours: text("a", "X", "y", "func refresh() {", "}", "b"),
            theirs: text("a", "x", "Y", "func refresh(animated: Bool) {", "}", "b"),
            expected: .clean(text("a", "X", "Y", "func refresh() {", "}", "func refresh(animated: Bool) {", "}", "b"))),
        Case(
            description: "different methods with the same name added at one place conflict with a key",
            base: text("a", "x", "y", "b"),
            ours: text("a", "X", "y", "func refresh() {", "}", "b"),
            theirs: text("a", "x", "Y", "func refresh(animated: Bool) {", "}", "b"),
            keyed: true, expected: .conflicts(1)),
        Case(
            description: "methods with different names added at one place merge with a key",
            base: text("a", "x", "y", "b"),
            ours: text("a", "X", "y", "func refresh() {", "}", "b"),
            theirs: text("a", "x", "Y", "func reload() {", "}", "b"),
            keyed: true, expected: .clean(text("a", "X", "Y", "func refresh() {", "}", "func reload() {", "}", "b"))),
        Case(
            description: "a line renamed on each side to the same name conflicts with a key",
            base: text("a", "func one() {", "func two() {", "b"),
            ours: text("a", "func three() {", "func two() {", "b"),
            theirs: text("a", "func one() {", "func three(x: Int) {", "b"),
            keyed: true, expected: .conflicts(1))
    ]

    @Test(arguments: cases)
    func merge(_ test: Case) {
        let key: ((Line) -> String?)? = test.keyed ? { Self.methodName($0) } : nil
        let result = Merge3.merge(base: test.base, ours: test.ours, theirs: test.theirs, conflictKey: key)
        switch (test.expected, result) {
        case (.clean(let expected), .clean(let text)):
            #expect(text == expected)
        case (.conflicts(let count), .conflicts(_, let conflicts)):
            #expect(conflicts.count == count)
        default:
            Issue.record("expected \(test.expected), got \(result)")
        }
        // Symmetric in whether it conflicts.
        let swapped = Merge3.merge(base: test.base, ours: test.theirs, theirs: test.ours, conflictKey: key)
        if case .clean = result { if case .conflicts = swapped { Issue.record("conflicts only one way round") } }
        if case .conflicts = result { if case .clean = swapped { Issue.record("conflicts only one way round") } }
    }

    @Test func aTextMergedWithItselfOverAnyBaseIsItself() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<300 {
            let base = (0..<Int(generator.next() % 12)).map { _ in "\(generator.next() % 5)\n" }.joined()
            let side = (0..<Int(generator.next() % 12)).map { _ in "\(generator.next() % 5)\n" }.joined()
            #expect(Merge3.merge(base: base, ours: side, theirs: side) == .clean(side))
            let outcome = Merge3.merge(base: Array(base.utf8), ours: Array(side.utf8), theirs: Array(side.utf8))
            #expect(outcome.bytes == Array(side.utf8) && outcome.isClean)
        }
    }
}
