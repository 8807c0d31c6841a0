#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits work over the machine's cores: `0..<count` is cut into ranges, each range is handed
/// to `body` on one of the worker threads, and the results come back joined in index order, so
/// the outcome is the same as one thread's.
///
/// By default there is one contiguous range per worker. With `chunk`, ranges of that many items
/// are taken by whichever worker is free: for work whose cost per item varies (files of very
/// different sizes), so that no core idles while another still has a long tail.
///
/// `body` runs on several threads at once: everything it touches must be safe to share (values,
/// or state behind a `Lock`). Small inputs, one core or a failed thread start run on the
/// calling thread.
public enum Parallel {
    /// How many threads work at most: the cores this process may use (at least 1).
    public static let workers: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// `body` for each range of a partition of `0..<count`, results joined in order.
    /// - Parameters:
    ///   - minimum: below this many items per worker, fewer workers are used.
    ///   - chunk: the size of the ranges workers take one at a time; nil for one range per
    ///     worker.
    public static func map<T>(_ count: Int, minimum: Int = 8, chunk: Int? = nil, _ body: (Range<Int>) -> [T]) -> [T] {
        let threads = min(workers, max(1, count / max(1, minimum)))
        guard threads > 1 else { return body(0..<count) }
        let ranges: [Range<Int>]
        if let chunk {
            let size = max(1, chunk)
            ranges = stride(from: 0, to: count, by: size).map { $0..<min(count, $0 + size) }
        } else {
            ranges = (0..<threads).map { index in (count * index / threads)..<(count * (index + 1) / threads) }
        }
        return withoutActuallyEscaping(body) { body in
            let results = Results<T>(ranges: ranges)
            var started: [Worker<T>] = []
            for _ in 1..<threads {
                let worker = Worker(body: body, results: results)
                if worker.start() { started.append(worker) }
            }
            Worker(body: body, results: results).run()
            for worker in started { worker.join() }
            return results.joined()
        }
    }
}

/// The ranges still to run, and one result slot per range, filled by the thread that ran it.
private final class Results<T>: @unchecked Sendable {
    private let ranges: [Range<Int>]
    private var next = 0
    private var slots: [[T]]
    private let lock = Lock()

    init(ranges: [Range<Int>]) {
        self.ranges = ranges
        slots = Array(repeating: [], count: ranges.count)
    }

    /// The next range nobody has taken, with its slot; nil when all are taken.
    func take() -> (range: Range<Int>, slot: Int)? {
        lock.lock()
        defer { lock.unlock() }
        guard next < ranges.count else { return nil }
        next += 1
        return (ranges[next - 1], next - 1)
    }

    func store(_ values: [T], at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = values
    }

    func joined() -> [T] {
        lock.lock()
        defer { lock.unlock() }
        // A slot at a time: `Array(slots.joined())` copies element by element through the
        // flattening sequence (50 M instructions in a fresh 1,000-module run).
        if slots.count == 1 { return slots[0] }
        var all: [T] = []
        all.reserveCapacity(slots.reduce(0) { $0 + $1.count })
        for slot in slots { all.append(contentsOf: slot) }
        return all
    }
}

/// A thread running `body` over ranges until none is left.
private final class Worker<T>: Job, @unchecked Sendable {
    let body: (Range<Int>) -> [T]
    let results: Results<T>

    init(body: @escaping (Range<Int>) -> [T], results: Results<T>) {
        self.body = body
        self.results = results
    }

    override func run() {
        while let (range, slot) = results.take() {
            results.store(body(range), at: slot)
        }
    }
}

/// Work for a thread of its own; not generic, so that the C entry point can call it.
class Job: @unchecked Sendable {
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
        let status = pthread_create(
            &thread, &attributes,
            { context in
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

    /// Lets the thread's resources go when it ends (one nobody will join).
    func detach() {
        #if canImport(Glibc)
        pthread_detach(thread)
        #else
        if let thread { pthread_detach(thread) }
        #endif
    }

    func join() {
        #if canImport(Glibc)
        pthread_join(thread, nil)
        #else
        if let thread { pthread_join(thread, nil) }
        #endif
    }
}
