/// Where a reader should start: the functions and types whose complexity, size and churn
/// multiply to the most (``Hotspot/score``), worst first.
///
/// Churn is how many commits touched a file (``GitChurn``), given as a dictionary so the
/// report stays a pure function of its inputs; without it every churn is nil and counts as 0.
package struct Hotspots: Sendable, Hashable {
    /// How many of each are listed.
    package static let limit = 10

    /// The worst functions (at most ``limit``).
    package var functions: [Hotspot] = []
    /// The worst top-level types (at most ``limit``).
    package var types: [Hotspot] = []

    /// No hotspots.
    package init() {}

    /// Ranks the functions of `files` and the `types`.
    /// - Parameter churn: commits per file path (relative to the root), or nil when unknown;
    ///   a file missing from it has 0.
    package init(files: [FileReport], types: [TypeReport], churn: [String: Int]?, limit: Int = Hotspots.limit) {
        let commits = { (file: String) in churn.map { $0[file] ?? 0 } }
        var functions: [Hotspot] = []
        for file in files {
            let fileChurn = commits(file.path)
            for f in file.functions {
                functions.append(
                    Hotspot(
                        name: f.name, file: file.path, line: f.line, size: f.nloc, ccn: f.ccn,
                        functions: nil, cognitive: f.cognitive, churn: fileChurn))
            }
        }
        self.functions = Self.worst(functions, limit)
        self.types = Self.worst(
            types.map { t in
                Hotspot(
                    name: t.name, file: t.file, line: t.line, size: t.lines, ccn: nil, functions: t.functions,
                    cognitive: t.cognitive, churn: commits(t.file))
            }, limit)
    }

    /// The `limit` highest scores, ties by file, line and name; equal ones keep their order
    /// (as a stable sort's first `limit` would). Kept as they come, in order, so nearly every
    /// spot costs one comparison with the last kept, not a place in a sort of them all.
    static func worst(_ spots: [Hotspot], _ limit: Int) -> [Hotspot] {
        guard limit > 0 else { return [] }
        let before = { (a: (score: Int, spot: Hotspot), b: (score: Int, spot: Hotspot)) in
            (b.score, a.spot.file, a.spot.line, a.spot.name) < (a.score, b.spot.file, b.spot.line, b.spot.name)
        }
        var best: [(score: Int, spot: Hotspot)] = []
        best.reserveCapacity(limit + 1)
        for spot in spots {
            let entry = (score: spot.score, spot: spot)
            if best.count == limit, !before(entry, best[limit - 1]) { continue }
            var index = best.count
            while index > 0, before(entry, best[index - 1]) { index -= 1 }
            best.insert(entry, at: index)
            if best.count > limit { best.removeLast() }
        }
        return best.map(\.spot)
    }
}
