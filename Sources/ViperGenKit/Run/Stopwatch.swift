#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Elapsed wall-clock time for `--verbose`, from the monotonic clock.
package final class Stopwatch {
    private let start: Double
    private var last: Double

    package init() {
        start = Stopwatch.now()
        last = start
    }

    /// Seconds since the previous lap (or the start).
    package func lap() -> Double {
        let now = Stopwatch.now()
        defer { last = now }
        return now - last
    }

    /// Seconds since the start.
    package var total: Double { Stopwatch.now() - start }

    /// `seconds` as milliseconds with one decimal: `12.3 ms`.
    package static func milliseconds(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10_000).rounded())
        return "\(tenths / 10).\(tenths % 10) ms"
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
