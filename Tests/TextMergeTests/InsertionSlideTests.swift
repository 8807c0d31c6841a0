import Testing

@testable import TextMerge

/// `InsertionSlide` on match maps written out: which way an insertion slides, how far, and
/// when it stays.
struct InsertionSlideTests {
    /// The other side's lines: the maps below never have it insert what the side does.
    static let other = lines("o", "p", "q", "r", "s")

    static func lines(_ texts: String...) -> [MergeLine] {
        Lines.split(bytes: Array(texts.map { $0 + "\n" }.joined().utf8)).map(MergeLine.init)
    }

    /// Base `a`, `}`, `b`; the side inserted `}`, `n` before the base's `}` (which could as
    /// well be `n`, `}` after it); the other side inserted a line between `a` and `}`.
    @Test func slidesDownPastARepeatedLine() {
        var map: [Int?] = [0, 3, 4]
        InsertionSlide.slide(
            &map, lines: Self.lines("a", "}", "n", "}", "b"), awayFrom: [0, 2, 3], otherLines: Self.other)
        #expect(map == [0, 1, 4], "base `}` is now the side's first `}`; `n`, `}` follow it")
    }

    /// Base `x`, `a`, `b`; the side inserted `n`, `a` after the base's `a` (as well `a`, `n`
    /// before it); the other side changed `b`.
    @Test func slidesUpPastARepeatedLine() {
        var map: [Int?] = [0, 1, 4]
        InsertionSlide.slide(
            &map, lines: Self.lines("x", "a", "n", "a", "b"), awayFrom: [0, 1, nil], otherLines: Self.other)
        #expect(map == [0, 3, 4])
    }

    @Test func anInsertionTouchingNothingStays() {
        var map: [Int?] = [0, 3, 4]
        InsertionSlide.slide(
            &map, lines: Self.lines("a", "}", "n", "}", "b"), awayFrom: [0, 1, 2], otherLines: Self.other)
        #expect(map == [0, 3, 4])
    }

    @Test func anInsertionThatCannotSlideStays() {
        // `m`, `n` inserted before `}`: neither end repeats a neighbour.
        var map: [Int?] = [0, 3, 4]
        InsertionSlide.slide(
            &map, lines: Self.lines("a", "m", "n", "}", "b"), awayFrom: [0, 2, 3], otherLines: Self.other)
        #expect(map == [0, 3, 4])
        // A slide that would only reach another touching place stays too.
        var blocked: [Int?] = [0, 3, 4]
        InsertionSlide.slide(
            &blocked, lines: Self.lines("a", "}", "n", "}", "b"), awayFrom: [0, 2, nil], otherLines: Self.other)
        #expect(blocked == [0, 3, 4])
    }

    /// Both sides inserted `}`, `n` before `}` (and the other side also changed `a`): one change,
    /// not slid apart into two.
    @Test func theSameBlockInsertedByBothSidesStays() {
        var map: [Int?] = [0, 3, 4]
        let lines = Self.lines("a", "}", "n", "}", "b")
        InsertionSlide.slide(&map, lines: lines, awayFrom: [nil, 3, 4], otherLines: Self.lines("A", "}", "n", "}", "b"))
        #expect(map == [0, 3, 4])
    }
}
