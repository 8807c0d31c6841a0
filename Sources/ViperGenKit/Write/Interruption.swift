import WorkSharing

/// Set when the user asks the run to stop (SIGINT/SIGTERM); the writer checks it between files
/// and rolls back. Thread-safe; set by the command-line tool's signal thread, read by the writer.
///
/// It also tells whoever delivers the signal whether anyone will act on it: while a writer runs
/// (between `beginWriting()` and `endWriting()`) the signal is only recorded, because the writer
/// stops before its next file and undoes its work; when no writer runs there is nothing to undo
/// and the caller may end the process at once.
package final class Interruption: @unchecked Sendable {
    /// The interruption of the whole process, fed by the command-line tool's signal trap. A
    /// writer given no interruption of its own watches this one; others can follow it with
    /// `forward(to:)`.
    package static let process = Interruption()

    private let lock = Lock()
    private var signalName: String?
    private var writers = 0
    private var followers: [Interruption] = []

    package init() {}

    /// Records that `signal` arrived (the first signal is kept) and passes it on to the
    /// interruptions that follow this one.
    /// - Returns: whether a writer is running that will stop and roll back; when false, nothing
    ///   is being written, and no writer will start after this call.
    @discardableResult
    package func interrupt(by signal: String) -> Bool {
        lock.lock()
        if signalName == nil { signalName = signal }
        var handled = writers > 0
        let others = followers
        lock.unlock()
        for other in others where other.interrupt(by: signal) {
            handled = true
        }
        return handled
    }

    /// The signal that arrived, if any.
    package var signal: String? {
        lock.lock()
        defer { lock.unlock() }
        return signalName
    }

    /// Passes every signal this interruption receives (and one it already received) on to
    /// `other`, until `stopForwarding(to:)`.
    package func forward(to other: Interruption) {
        lock.lock()
        if !followers.contains(where: { $0 === other }) { followers.append(other) }
        let received = signalName
        lock.unlock()
        if let received { other.interrupt(by: received) }
    }

    /// Ends `forward(to:)`.
    package func stopForwarding(to other: Interruption) {
        lock.lock()
        followers.removeAll { $0 === other }
        lock.unlock()
    }

    /// Marks a writer as running, unless a signal already arrived.
    /// - Returns: the signal that arrived before the writer could start, or nil when it may write.
    func beginWriting() -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let signalName { return signalName }
        writers += 1
        return nil
    }

    /// Marks the end of a writer started with `beginWriting()` (after any rollback).
    func endWriting() {
        lock.lock()
        writers -= 1
        lock.unlock()
    }
}
