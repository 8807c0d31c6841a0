/// The "did you mean" of strict mode: the key closest to a name that does not resolve. The
/// engine stands alone (no dependency), so it carries this small Levenshtein rule of its own.
enum CloseName {
    /// The candidate within one edit per four characters (at least one, at most two) of `name`,
    /// the first among equals; nil when none is that close. Keys shorter than three characters
    /// are never suggested (`a.b` is not a typo of `a.x`).
    static func closest(to name: String, among candidates: [String]) -> String? {
        let typed = Array(name.unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.unicodeScalars)
            guard other.count >= 3 else { continue }
            let allowed = min(2, max(1, other.count / 4))
            guard abs(other.count - typed.count) <= allowed else { continue }
            let distance = levenshtein(typed, other)
            if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    private static func levenshtein(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var row = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var diagonal = row[0]
            row[0] = i + 1
            for (j, y) in b.enumerated() {
                let above = row[j + 1]
                row[j + 1] = Swift.min(above + 1, row[j] + 1, diagonal + (x == y ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }
}
