#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits work over the machine's cores: `0..<count` is cut into one contiguous range per
/// worker, each range is handed to `body` on its own thread, and the results come back joined
/// in index order, so the outcome is the same as one thread's.
///
/// `body` runs on several threads at once: everything it touches must be safe to share (values,
/// or state behind a `Lock`). Small inputs, one core or a failed thread start run on the
/// calling thread.
public enum Parallel {
    /// How many threads work at most: the cores this process may use (at least 1).
    public static let workers: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// `body` for each range of a partition of `0..<count`, results joined in order.
    /// - Parameter minimum: below this many items per worker, fewer workers are used.
    public static func map<T>(_ count: Int, minimum: Int = 8, _ body: (Range<Int>) -> [T]) -> [T] {
        let threads = min(workers, max(1, count / max(1, minimum)))
        guard threads > 1 else { return body(0..<count) }
        let ranges = (0..<threads).map { index in (count * index / threads)..<(count * (index + 1) / threads) }
        return withoutActuallyEscaping(body) { body in
            let results = Results<T>(count: threads)
            var started: [Worker<T>] = []
            for index in 1..<threads {
                let worker = Worker(range: ranges[index], slot: index, body: body, results: results)
                if worker.start() { started.append(worker) } else { results.store(body(ranges[index]), at: index) }
            }
            results.store(body(ranges[0]), at: 0)
            for worker in started { worker.join() }
            return results.joined()
        }
    }
}

/// One slot per range, filled by the thread that ran it.
private final class Results<T>: @unchecked Sendable {
    private var slots: [[T]]
    private let lock = Lock()

    init(count: Int) { slots = Array(repeating: [], count: count) }

    func store(_ values: [T], at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = values
    }

    func joined() -> [T] {
        lock.lock()
        defer { lock.unlock() }
        return Array(slots.joined())
    }
}

/// A thread running `body` over one range.
private final class Worker<T>: Job, @unchecked Sendable {
    let range: Range<Int>
    let slot: Int
    let body: (Range<Int>) -> [T]
    let results: Results<T>

    init(range: Range<Int>, slot: Int, body: @escaping (Range<Int>) -> [T], results: Results<T>) {
        self.range = range
        self.slot = slot
        self.body = body
        self.results = results
    }

    override func run() {
        results.store(body(range), at: slot)
    }
}

/// Work for a thread of its own; not generic, so that the C entry point can call it.
private class Job: @unchecked Sendable {
    #if canImport(Glibc)
    private var thread = pthread_t()
    #else
    private var thread: pthread_t?
    #endif

    func run() {}

    func start() -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // As deep as the main thread's default: rendering and merging recurse.
        pthread_attr_setstacksize(&attributes, 8 << 20)
        let context = Unmanaged.passRetained(self).toOpaque()
        let status = pthread_create(&thread, &attributes, { context in
            #if canImport(Glibc)
            Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().run()
            #else
            Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run()
            #endif
            return nil
        }, context)
        if status != 0 { Unmanaged<Job>.fromOpaque(context).release() }
        return status == 0
    }

    func join() {
        #if canImport(Glibc)
        pthread_join(thread, nil)
        #else
        if let thread { pthread_join(thread, nil) }
        #endif
    }
}
