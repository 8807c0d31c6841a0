/// A value worked out ahead, on a thread of its own (``Background``), while the caller goes on
/// with other work; ``value()`` gives it, waiting for the thread if it is still at it, or
/// working it out right there if the thread has not begun (then the thread finds it done). The
/// work is done once either way.
public final class Ahead<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `work` and `result` are read and written only under `lock`.
    private let lock = Lock()
    private var work: (@Sendable () -> Value)?
    private var result: Value?

    /// Starts `work` on a thread of its own (or runs it now when no thread can be started).
    public init(_ work: @escaping @Sendable () -> Value) {
        self.work = work
        Background.start { [self] in _ = self.value() }
    }

    /// The value, once worked out.
    public func value() -> Value {
        lock.withLock {
            if let result { return result }
            guard let work else { preconditionFailure("Ahead: no result and no work") }
            let value = work()
            result = value
            self.work = nil
            return value
        }
    }
}
