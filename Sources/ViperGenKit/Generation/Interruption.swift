import Foundation

/// Set when the user asks the run to stop (SIGINT/SIGTERM); the writer checks it between files
/// and rolls back. Thread-safe; set from a signal dispatch source, read by the writer.
public final class Interruption: @unchecked Sendable {
    private let lock = NSLock()
    private var signalName: String?

    public init() {}

    /// Records that `signal` arrived.
    public func interrupt(by signal: String) {
        lock.lock()
        if signalName == nil { signalName = signal }
        lock.unlock()
    }

    /// The signal that arrived, if any.
    public var signal: String? {
        lock.lock()
        defer { lock.unlock() }
        return signalName
    }
}
