#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock over `pthread_mutex_t`.
///
/// Used instead of Foundation's `NSLock` so that the kit needs nothing from Foundation beyond
/// FoundationEssentials: a statically linked binary then leaves out Foundation's ICU data and
/// starts several times faster.
public final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Takes the lock; pair with `unlock()` (usually in a `defer`).
    public func lock() { pthread_mutex_lock(mutex) }
    /// Releases the lock.
    public func unlock() { pthread_mutex_unlock(mutex) }
}

extension Lock {
    /// `body`'s result, computed while holding the lock.
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A value reached only under its own lock, from any thread.
public final class Guarded<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = Lock()

    public init(_ value: Value) { self.value = value }

    /// `body`'s result, given the value to read or change while holding the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
