/// A line as the merge compares it: by its content and by whether it is terminated, so `\n`
/// and `\r\n` compare equal (a change of line endings alone is not a change of content) while
/// a missing final newline still differs from a present one. It keeps the line itself, whose
/// bytes are what the merge writes.
struct MergeLine: Hashable {
    /// The line as it is in its text.
    let line: Line
    /// Its bytes without the terminator.
    let content: ArraySlice<UInt8>
    /// Whether it has a terminator.
    let terminated: Bool

    init(_ line: Line) {
        self.line = line
        content = line.content
        terminated = line.ending != .none
    }

    static func == (left: MergeLine, right: MergeLine) -> Bool {
        left.terminated == right.terminated && left.content == right.content
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(terminated)
        // The bytes in one call: an array's own hashing feeds the hasher a byte at a time.
        content.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}
