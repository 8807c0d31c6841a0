#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Items handed from one producer to consumers on other threads while it is still producing:
/// `take` waits while the queue is empty and open, and gives nil once it is empty and closed.
/// Used to start reading files while the folder walk is still finding them.
///
/// Inlinable, so that a caller's item type is known where items are copied: unspecialized, a
/// push and a take went through the runtime's generic paths (thousands of instructions a take).
public final class WorkQueue<Item>: @unchecked Sendable {
    @usableFromInline var items: [Item] = []
    @usableFromInline var next = 0
    @usableFromInline var closed = false
    @usableFromInline var waiting = 0
    @usableFromInline let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    @usableFromInline let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    public init() {
        mutex.initialize(to: pthread_mutex_t())
        condition.initialize(to: pthread_cond_t())
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Adds an item; wakes a waiting consumer.
    @inlinable public func push(_ item: Item) {
        pthread_mutex_lock(mutex)
        items.append(item)
        if waiting > 0 { pthread_cond_signal(condition) }
        pthread_mutex_unlock(mutex)
    }

    /// No more items will come; wakes every waiting consumer.
    @inlinable public func close() {
        pthread_mutex_lock(mutex)
        closed = true
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }

    /// Up to `limit` items in the order they were pushed, waiting while none is there and the
    /// queue is open; empty once the queue is closed and drained.
    @inlinable public func take(upTo limit: Int) -> [Item] {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while next == items.count, !closed {
            waiting += 1
            pthread_cond_wait(condition, mutex)
            waiting -= 1
        }
        let end = min(items.count, next + max(1, limit))
        // A copy, not a slice: a slice would share the buffer, and every later push copy it.
        defer { next = end }
        return Array(items[next..<end])
    }
}
