import TestSupport
import Testing

@testable import TextMerge

/// Golden cases of the three-way merge and properties of the line diff.
struct MergeTests {
    /// Lines joined with "\n", each terminated.
    static func text(_ lines: String...) -> String { lines.map { $0 + "\n" }.joined() }

    @Test func insertionsAtBothEndsMerge() {
        let base = Self.text("a", "b", "c")
        let ours = Self.text("start", "a", "b", "c")
        let theirs = Self.text("a", "b", "c", "end")
        #expect(
            Merge3.merge(base: base, ours: ours, theirs: theirs) == .clean(Self.text("start", "a", "b", "c", "end")))
    }

    @Test func editsSeparatedByAStableLineMerge() {
        let base = Self.text("func a() {", "    // TODO", "}", "", "func b() {", "    // TODO", "}")
        let ours = Self.text("func a() {", "    run()", "}", "", "func b() {", "    // TODO", "}")
        let theirs = Self.text(
            "func a() {", "    // TODO", "}", "", "func b() {", "    // TODO", "}", "", "func c() {", "    // TODO", "}"
        )
        #expect(
            Merge3.merge(base: base, ours: ours, theirs: theirs)
                == .clean(
                    Self.text(
                        "func a() {", "    run()", "}", "", "func b() {", "    // TODO", "}", "", "func c() {",
                        "    // TODO", "}")))
    }

    /// The new generation adds a method after the last one; the user added a line at the end of
    /// that method's body. The diff places the new method's block before the old closing `    }`
    /// (`    }`, ``, `    func n() {` inserted after `a = 1`), against the user's line: slid a
    /// line down it is separated by the unchanged `    }`, as `git merge-file` merges it.
    @Test func anInsertionTouchingTheOtherSidesChangeSlidesAwayFromIt() {
        let base = Self.text("final class A {", "    func f() {", "        a = 1", "    }", "}")
        let ours = Self.text("final class A {", "    func f() {", "        a = 1", "        b = 2", "    }", "}")
        let theirs = Self.text(
            "final class B {", "    func f() {", "        a = 1", "    }", "", "    func n() {", "    }", "}")
        let merged = Self.text(
            "final class B {", "    func f() {", "        a = 1", "        b = 2", "    }", "", "    func n() {",
            "    }",
            "}")
        #expect(Merge3.merge(base: base, ours: ours, theirs: theirs) == .clean(merged))
        // The other way round (the user's side inserted the method): the same.
        #expect(Merge3.merge(base: base, ours: theirs, theirs: ours) == .clean(merged))
    }

    /// Where no slide separates the two changes, they still conflict.
    @Test func anInsertionThatCannotSlideAwayStillConflicts() {
        let base = Self.text("a", "    }", "}")
        let ours = Self.text("a", "mine", "    }", "}")
        let theirs = Self.text("a", "theirs", "    }", "}")
        guard case .conflicts(_, let conflicts) = Merge3.merge(base: base, ours: ours, theirs: theirs) else {
            Issue.record("expected a conflict")
            return
        }
        #expect(conflicts.count == 1)
    }

    @Test func adjacentEditsOfTheSameLinesConflict() {
        let base = Self.text("a", "b", "c")
        let ours = Self.text("a", "B1", "c")
        let theirs = Self.text("a", "B2", "c")
        guard
            case .conflicts(let text, let conflicts) = Merge3.merge(
                base: base, ours: ours, theirs: theirs, labels: ("yours", "generated", "new"))
        else {
            Issue.record("expected a conflict")
            return
        }
        #expect(
            conflicts == [
                Merge3.Conflict(
                    baseLines: 2..<3, oursLines: 2..<3, theirsLines: 2..<3, base: ["b\n"], ours: ["B1\n"],
                    theirs: ["B2\n"])
            ])
        #expect(
            text == Self.text("a", "<<<<<<< yours", "B1", "||||||| generated", "b", "=======", "B2", ">>>>>>> new", "c")
        )
    }

    @Test func aRenamedMethodKeepsTheBodyTheUserWrote() {
        let base = Self.text("    func refresh() {", "        // TODO: implement.", "    }")
        let ours = Self.text("    func refresh() {", "        reload(all: true)", "    }")
        let theirs = Self.text("    func reload() {", "        // TODO: implement.", "    }")
        #expect(
            Merge3.merge(base: base, ours: ours, theirs: theirs)
                == .clean(Self.text("    func reload() {", "        reload(all: true)", "    }")))
        // Renamed with a new method after it, and a body that grew: both kept.
        let renamedAndAdded = Self.text(
            "    func reload() {", "        // TODO: implement.", "    }", "", "    func didPull() {",
            "        // TODO: implement.", "    }")
        let grown = Self.text("    func refresh() {", "        reload(all: true)", "        log()", "    }")
        // A renamed method with a new one after it, whose body the user grew: both kept, the
        // user's lines in the renamed method.
        #expect(
            Merge3.merge(base: base, ours: grown, theirs: renamedAndAdded)
                == .clean(
                    Self.text(
                        "    func reload() {", "        reload(all: true)", "        log()", "    }", "",
                        "    func didPull() {", "        // TODO: implement.", "    }")))
        let filled = Self.text("    func refresh() {", "        reload(all: true)", "    }")
        #expect(
            Merge3.merge(base: base, ours: filled, theirs: renamedAndAdded)
                == .clean(
                    Self.text(
                        "    func reload() {", "        reload(all: true)", "    }", "", "    func didPull() {",
                        "        // TODO: implement.", "    }")))
        // The same line changed differently on both sides stays a conflict.
        let both = Self.text("    func reload() {", "        // TODO: implement.", "    }")
        guard
            case .conflicts = Merge3.merge(
                base: base, ours: Self.text("    func renamed() {", "        run()", "    }"), theirs: both)
        else {
            Issue.record("expected a conflict")
            return
        }
    }

    @Test func reorderedMethodsConflictRatherThanSwapBodies() {
        let base = Self.text(
            "    func load() {", "        // TODO: implement.", "    }", "", "    func stop() {",
            "        // TODO: implement.", "    }")
        let ours = Self.text(
            "    func load() {", "        u0()", "    }", "", "    func stop() {", "        u1()", "    }")
        let theirs = Self.text(
            "    func stop() {", "        // TODO: implement.", "    }", "", "    func load() {",
            "        // TODO: implement.", "    }")
        guard case .conflicts = Merge3.merge(base: base, ours: ours, theirs: theirs) else {
            Issue.record("a reorder must not merge user bodies into the other method")
            return
        }
    }

    @Test func extraLinesAfterALastLineWithoutNewlineStayOnTheirOwnLine() {
        #expect(Merge3.merge(base: "}\n", ours: "}", theirs: "}\n}\n") != .clean("}}\n"))
    }

    @Test func theSameChangeOnBothSidesIsNoConflict() {
        let base = Self.text("a", "b", "c")
        let both = Self.text("a", "x", "c", "d")
        #expect(Merge3.merge(base: base, ours: both, theirs: Self.text("a", "x", "c", "d")) == .clean(both))
        #expect(
            Merge3.merge(base: base, ours: Self.text("a", "x", "c"), theirs: Self.text("a", "x", "c", "d"))
                == .clean(both))
    }

    @Test func deletionsMerge() {
        let base = Self.text("a", "b", "c", "d", "e")
        let ours = Self.text("a", "c", "d", "e")  // deleted b
        let theirs = Self.text("a", "b", "c", "d")  // deleted e
        #expect(Merge3.merge(base: base, ours: ours, theirs: theirs) == .clean(Self.text("a", "c", "d")))
    }

    @Test func aDeletionAgainstAnEditConflicts() {
        let base = Self.text("a", "b", "c")
        guard
            case .conflicts(_, let conflicts) = Merge3.merge(
                base: base, ours: Self.text("a", "c"), theirs: Self.text("a", "B", "c"))
        else {
            Issue.record("expected a conflict")
            return
        }
        #expect(conflicts.count == 1)
    }

    @Test func crlfTextsMergeLineByLine() {
        let base = "a\r\nb\r\nc\r\n"
        let ours = "a\r\nB\r\nc\r\n"
        let theirs = "a\r\nb\r\nc\r\nd\r\n"
        #expect(Merge3.merge(base: base, ours: ours, theirs: theirs) == .clean("a\r\nB\r\nc\r\nd\r\n"))
        #expect(Lines.split("a\r\nb").map(String.init) == ["a\r\n", "b"])
    }

    @Test func missingFinalNewlineIsKept() {
        let base = "a\nb"
        #expect(Merge3.merge(base: base, ours: "x\na\nb", theirs: "a\nb") == .clean("x\na\nb"))
        #expect(Merge3.merge(base: base, ours: "x\na\nb", theirs: "a\nb\n") == .clean("x\na\nb\n"))
        guard case .conflicts(let text, _) = Merge3.merge(base: "a\nb", ours: "a\nX", theirs: "a\nY") else {
            Issue.record("expected a conflict")
            return
        }
        #expect(text == "a\n<<<<<<< ours\nX\n||||||| base\nb\n=======\nY\n>>>>>>> theirs\n")
    }

    @Test func tenThousandLineFilesMergeAndStayExact() {
        let base = (0..<10_000).map { "line \($0)\n" }.joined()
        var oursLines = (0..<10_000).map { "line \($0)\n" }
        oursLines[10] = "edited 10\n"
        oursLines[5_000] = "edited 5000\n"
        var theirsLines = (0..<10_000).map { "line \($0)\n" }
        theirsLines.insert("inserted\n", at: 9_000)
        theirsLines.append("appended\n")
        var expected = oursLines
        expected.insert("inserted\n", at: 9_000)
        expected.append("appended\n")
        #expect(
            Merge3.merge(base: base, ours: oursLines.joined(), theirs: theirsLines.joined())
                == .clean(expected.joined()))
        // Completely different texts: linear space; a line both sides changed is a conflict.
        let other = (0..<10_000).map { "other \($0)\n" }.joined()
        var changedLine = (0..<10_000).map { "line \($0)\n" }
        changedLine[5_000] = "theirs 5000\n"
        guard case .conflicts(_, let conflicts) = Merge3.merge(base: base, ours: other, theirs: changedLine.joined())
        else {
            Issue.record("expected a conflict")
            return
        }
        #expect(conflicts.count == 1)
    }

    @Test(arguments: [
        ("", ""), ("a\n", ""), ("", "a\n"), ("a\nb\nc\n", "a\nc\n"), ("a\nb\nc\n", "c\nb\na\n"),
        ("x\ny\nz\nx\ny\nz\n", "y\nz\nx\nq\n"), ("a\na\na\nb\n", "b\na\na\na\n")
    ])
    func matchesAreALongestCommonSubsequence(a: String, b: String) {
        let x = Lines.split(a).map(String.init)
        let y = Lines.split(b).map(String.init)
        let matches = LineDiff.matches(x, y)
        var previous = (a: -1, b: -1)
        var total = 0
        for match in matches {
            #expect(match.a > previous.a && match.b > previous.b)
            for offset in 0..<match.count { #expect(x[match.a + offset] == y[match.b + offset]) }
            previous = (match.a + match.count - 1, match.b + match.count - 1)
            total += match.count
        }
        #expect(total == Self.lcsLength(x, y))
    }

    /// The LCS length by dynamic programming, the oracle for small inputs.
    static func lcsLength(_ x: [String], _ y: [String]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in stride(from: x.count - 1, through: 0, by: -1) {
            for j in stride(from: y.count - 1, through: 0, by: -1) {
                table[i][j] = x[i] == y[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    @Test func randomSequencesAgreeWithTheOracle() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<500 {
            let x = (0..<Int(generator.next() % 30)).map { _ in String(generator.next() % 4) }
            let y = (0..<Int(generator.next() % 30)).map { _ in String(generator.next() % 4) }
            let total = LineDiff.matches(x, y).reduce(0) { $0 + $1.count }
            #expect(total == Self.lcsLength(x, y), "\(x) vs \(y)")
            // Merging with itself is the identity; one-sided changes win.
            let base = x.map { $0 + "\n" }.joined()
            let other = y.map { $0 + "\n" }.joined()
            #expect(Merge3.merge(base: base, ours: other, theirs: other) == .clean(other))
            #expect(Merge3.merge(base: base, ours: base, theirs: other) == .clean(other))
        }
    }

    @Test func unifiedDiff() {
        let old = Self.text("a", "b", "c", "d", "e", "f", "g", "h")
        let new = Self.text("a", "b", "c", "D", "e", "f", "g", "h", "i")
        #expect(
            UnifiedDiff.render(old: old, new: new, oldPath: "a/x", newPath: "b/x") == """
                --- a/x
                +++ b/x
                @@ -1,8 +1,9 @@
                 a
                 b
                 c
                -d
                +D
                 e
                 f
                 g
                 h
                +i

                """)
        #expect(
            UnifiedDiff.render(old: "", new: "a\n", oldPath: "/dev/null", newPath: "b/x")
                == "--- /dev/null\n+++ b/x\n@@ -0,0 +1,1 @@\n+a\n")
        #expect(UnifiedDiff.render(old: "a\n", new: "a\n", oldPath: "x", newPath: "x") == "")
    }
}
