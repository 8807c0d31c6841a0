// Shared by every fuzz target (compiled into each one).

/// Stops the run with `message` when `condition` is false, so that libFuzzer records the input as
/// a crash. Used for documented properties (error locations are 1-based, round trips hold) as
/// well as for "does not crash".
@inline(__always)
func invariant(_ condition: Bool, _ message: @autoclosure () -> String, line: UInt = #line) {
    if !condition {
        fatalError("fuzz invariant failed: \(message())", line: line)
    }
}
