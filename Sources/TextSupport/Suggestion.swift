/// The one "did you mean" algorithm: the closest valid word to a mistyped one.
///
/// Used for hints on unknown keys, enum values, commands and command-line options (the kit and
/// the CLI, with ``Rule/typo``), strict Mustache names (``Rule/strictName``) and query keys.
/// A candidate is suggested when its edit distance from the typed word is within what the rule
/// allows; ties go to the earlier candidate, so list candidates in the order a user would
/// expect to see them. Cost is bounded for long input: a candidate whose length differs by more
/// than the allowed distance is not compared, and a comparison stops once a row exceeds it.
public enum Suggestion {
    /// When a candidate is close enough to be a likely typo.
    public struct Rule: Sendable {
        /// Whether `Pattern` may suggest `pattern` (case is ignored in the comparison).
        public var ignoresCase: Bool
        /// Whether swapping two adjacent characters is one edit (optimal string alignment) or
        /// two (Levenshtein).
        public var countsTranspositions: Bool
        /// Candidates shorter than this are never suggested.
        public var minimumLength: Int
        /// The largest distance allowed, from the typed word's and the candidate's lengths.
        public var allowed: @Sendable (_ typed: Int, _ candidate: Int) -> Int

        public init(
            ignoresCase: Bool = true, countsTranspositions: Bool = true, minimumLength: Int = 0,
            allowed: @escaping @Sendable (_ typed: Int, _ candidate: Int) -> Int
        ) {
            self.ignoresCase = ignoresCase
            self.countsTranspositions = countsTranspositions
            self.minimumLength = minimumLength
            self.allowed = allowed
        }

        /// Names, values, commands and options: case ignored, transpositions one edit, one edit
        /// per three characters of the candidate (at least one, at most three).
        public static let typo = Rule { _, candidate in min(3, max(1, candidate / 3)) }

        /// Mustache's strict mode: case kept, Levenshtein, one edit per four characters of the
        /// key (at least one, at most two), keys shorter than three never suggested (`a.b` is
        /// not a typo of `a.x`).
        public static let strictName = Rule(ignoresCase: false, countsTranspositions: false, minimumLength: 3) {
            _, candidate in
            min(2, max(1, candidate / 4))
        }
    }

    /// The optimal-string-alignment distance between `a` and `b`, ignoring case: the number of
    /// insertions, deletions, substitutions and transpositions of adjacent characters that turn
    /// one into the other (`patern` → `pattern` is 1, `ptatren` → `pattern` is 2).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        distance(
            Array(a.lowercased().unicodeScalars), Array(b.lowercased().unicodeScalars), transpositions: true,
            limit: Int.max)
    }

    /// The candidate closest to `word` under `rule`, or nil when none is close enough.
    public static func closest(to word: String, among candidates: [String], rule: Rule = .typo) -> String? {
        let typed = scalars(word, rule)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let valid = scalars(candidate, rule)
            guard valid.count >= rule.minimumLength else { continue }
            let allowed = rule.allowed(typed.count, valid.count)
            guard abs(valid.count - typed.count) <= allowed else { continue }
            let found = distance(typed, valid, transpositions: rule.countsTranspositions, limit: allowed)
            if found <= allowed, found < (best?.distance ?? Int.max) {
                best = (candidate, found)
            }
        }
        return best?.candidate
    }

    private static func scalars(_ text: String, _ rule: Rule) -> [Unicode.Scalar] {
        Array((rule.ignoresCase ? text.lowercased() : text).unicodeScalars)
    }

    /// The edit distance with three rolling rows (transpositions counted when asked); gives up
    /// (returning a value above `limit`) as soon as a whole row exceeds `limit`.
    private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], transpositions: Bool, limit: Int) -> Int
    {
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
                if transpositions, i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
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
