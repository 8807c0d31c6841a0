/// Where an insertion is put when the diff could put it in several places: a block inserted
/// after a line that repeats its own last line (`    }` closing a method, then a new method
/// ending in `    }`) matches the base equally well one line higher or lower. The diff picks one;
/// when that place touches the other side's change (the user's line added at the end of the
/// method body, just above the `    }`), the merge would see the two changes as one region and
/// report a conflict that `git merge-file`, which slides such blocks, does not. So an insertion
/// touching the other side's change is slid, line by line while the text allows, to the nearest
/// place where a base line unchanged by both sides separates them; an insertion that touches
/// nothing stays where the diff put it.
enum InsertionSlide {
    /// The farthest an insertion is slid, in lines.
    static let reach = 64

    /// Slides a side's insertions away from the other side's changes. `map[i]` is the line of
    /// the side (`lines`) that base line `i` is matched with (`LineDiff.matchMap`), nil for a
    /// line the side changed or deleted; `other` is the other side's map and `otherLines` its
    /// lines. The same block inserted by both sides at one place stays: it is one change (diff3).
    static func slide(_ map: inout [Int?], lines: [MergeLine], awayFrom other: [Int?], otherLines: [MergeLine]) {
        // An insertion at point p (between base lines p - 1 and p, both kept by the side):
        // interior points only, so both neighbours exist.
        var p = 1
        while p < map.count {
            if let before = map[p - 1], let after = map[p], after > before + 1, !isFree(p, other),
                !insertsTheSame(lines[(before + 1)..<after], at: p, other, otherLines)
            {
                if let target = nearestFreePoint(from: p, map: map, lines: lines, other: other) {
                    move(&map, from: p, to: target)
                    // The insertion now sits at `target`; carry on after it.
                    p = max(p, target)
                }
            }
            p += 1
        }
    }

    /// Whether the other side has `block` just before its line for base line p too (inserted
    /// there, or in place of base line p - 1): the same change, which the merge keeps once.
    private static func insertsTheSame(
        _ block: ArraySlice<MergeLine>, at p: Int, _ other: [Int?], _ otherLines: [MergeLine]
    ) -> Bool {
        guard let after = other[p], after >= block.count else { return false }
        return otherLines[(after - block.count)..<after].elementsEqual(block)
    }

    /// Whether the other side keeps base lines p - 1 and p, with nothing inserted between.
    private static func isFree(_ p: Int, _ other: [Int?]) -> Bool {
        guard let before = other[p - 1], let after = other[p] else { return false }
        return after == before + 1
    }

    /// The nearest interior point the insertion at `p` can slide to (the lines it passes
    /// over equal the ones it leaves behind) that the other side leaves alone; nil when none.
    private static func nearestFreePoint(from p: Int, map: [Int?], lines: [MergeLine], other: [Int?]) -> Int? {
        guard let before = map[p - 1], let after = map[p] else { return nil }
        var down: Int? = p
        var up: Int? = p
        // Moving down by d: the side's lines first+d-1 and after+d-1 must be equal (what the
        // block drops at its top it gains at its bottom), for base lines still kept in order.
        let first = before + 1
        for distance in 1...reach {
            if let point = down {
                let next = point + 1
                let leaving = first + distance - 1
                let arriving = after + distance - 1
                if next < map.count, map[next] == arriving + 1, arriving < lines.count,
                    lines[leaving] == lines[arriving]
                {
                    down = next
                    if isFree(next, other) { return next }
                } else {
                    down = nil
                }
            }
            if let point = up {
                let previous = point - 1
                let leaving = after - distance
                let arriving = before - distance + 1
                if previous >= 1, map[previous - 1] == arriving - 1, arriving >= 0, lines[leaving] == lines[arriving] {
                    up = previous
                    if isFree(previous, other) { return previous }
                } else {
                    up = nil
                }
            }
            if down == nil && up == nil { return nil }
        }
        return nil
    }

    /// Moves the insertion at `p` to `target`: the base lines between are matched with the
    /// side's lines on the insertion's other side.
    private static func move(_ map: inout [Int?], from p: Int, to target: Int) {
        guard let before = map[p - 1], let after = map[p] else { return }
        let size = after - before - 1
        if target > p {
            for line in p..<target { map[line] = (map[line] ?? 0) - size }
        } else {
            for line in target..<p { map[line] = (map[line] ?? 0) + size }
        }
    }
}
