/// `diff -u` output for two texts: `---`/`+++` headers and `@@` hunks with three lines of context.
public enum UnifiedDiff {
    public static func render(old: String, new: String, oldPath: String, newPath: String, context: Int = 3) -> String {
        let a = Lines.split(old).map(String.init)
        let b = Lines.split(new).map(String.init)
        if a == b { return "" }
        // Edit operations from the matches: equal, delete, insert.
        enum Op { case equal(Int, Int), delete(Int), insert(Int) }
        var ops: [Op] = []
        var i = 0
        var j = 0
        for match in LineDiff.matches(a, b) + [LineDiff.Match(a: a.count, b: b.count, count: 0)] {
            while i < match.a {
                ops.append(.delete(i))
                i += 1
            }
            while j < match.b {
                ops.append(.insert(j))
                j += 1
            }
            for offset in 0..<match.count { ops.append(.equal(match.a + offset, match.b + offset)) }
            i = match.a + match.count
            j = match.b + match.count
        }
        // Group changes with their context into hunks.
        var changed: [Int] = []
        for (index, op) in ops.enumerated() {
            if case .equal = op { continue }
            changed.append(index)
        }
        var hunks: [Range<Int>] = []
        for index in changed {
            let start = max(0, index - context)
            let end = min(ops.count, index + context + 1)
            if let last = hunks.last, start <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, end)
            } else {
                hunks.append(start..<end)
            }
        }
        var text = "--- \(oldPath)\n+++ \(newPath)\n"
        for hunk in hunks {
            var oldStart = 0
            var newStart = 0
            var oldCount = 0
            var newCount = 0
            var body = ""
            var firstOld: Int?
            var firstNew: Int?
            for op in ops[hunk] {
                switch op {
                case .equal(let x, let y):
                    firstOld = firstOld ?? x
                    firstNew = firstNew ?? y
                    oldCount += 1
                    newCount += 1
                    body += " " + line(a[x])
                case .delete(let x):
                    firstOld = firstOld ?? x
                    oldCount += 1
                    body += "-" + line(a[x])
                case .insert(let y):
                    firstNew = firstNew ?? y
                    newCount += 1
                    body += "+" + line(b[y])
                }
            }
            oldStart = oldCount == 0 ? (firstOld ?? position(before: hunk, in: ops, old: true)) : (firstOld ?? 0) + 1
            newStart = newCount == 0 ? (firstNew ?? position(before: hunk, in: ops, old: false)) : (firstNew ?? 0) + 1
            text += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n" + body
        }
        return text

        func line(_ text: String) -> String {
            text.hasSuffix("\n") ? text : text + "\n\\ No newline at end of file\n"
        }

        /// For an empty side of a hunk, `diff -u` names the line before it.
        func position(before hunk: Range<Int>, in ops: [Op], old: Bool) -> Int {
            var count = 0
            for op in ops[..<hunk.lowerBound] {
                switch op {
                case .equal: count += 1
                case .delete: if old { count += 1 }
                case .insert: if !old { count += 1 }
                }
            }
            return count
        }
    }
}
