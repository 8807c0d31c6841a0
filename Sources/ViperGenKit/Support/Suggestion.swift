/// Finds what a user probably meant: the closest valid word to a mistyped one.
///
/// Used for "did you mean" hints on unknown keys, enum values and command-line options.
/// Comparison ignores case, so `Pattern` suggests `pattern` and `VIPER` suggests `viper`.
public enum Suggestion {
    /// The optimal-string-alignment distance between `a` and `b`, ignoring case: the number of
    /// insertions, deletions, substitutions and transpositions of adjacent characters that turn
    /// one into the other (`patern` → `pattern` is 1, `ptatern` → `pattern` is 2).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        distance(Array(a.lowercased().unicodeScalars), Array(b.lowercased().unicodeScalars), limit: Int.max)
    }

    /// The candidate closest to `word`, or nil when none is close enough to be a likely typo.
    ///
    /// "Close enough" is at most one edit per three characters of the candidate (at least one,
    /// at most three). Ties go to the earlier candidate, so list candidates in the order a user
    /// would expect to see them. Cost is bounded for long input: a word whose length differs
    /// from a candidate's by more than the allowed distance is not compared with it.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let valid = Array(candidate.lowercased().unicodeScalars)
            let allowed = min(3, max(1, valid.count / 3))
            guard abs(valid.count - typed.count) <= allowed else { continue }
            let found = distance(typed, valid, limit: allowed)
            if found <= allowed, found < (best?.distance ?? Int.max) {
                best = (candidate, found)
            }
        }
        return best?.candidate
    }

    /// Optimal string alignment distance with three rolling rows; gives up (returning a value
    /// above `limit`) as soon as a whole row exceeds `limit`.
    private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit &+ 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
