/// Values a command hands over instead of freeing them: the process is about to exit, and the
/// system reclaims its memory at once, while freeing a large result piece by piece (an
/// assessment's thousands of file summaries) is work nobody waits for usefully. The same idea
/// as git's `UNLEAK` and clang's `-disable-free`.
///
/// Only for results a command is done with, just before it returns to `main`.
enum KeptToExit {
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `value` alive to the end of the process. Called from the main thread only.
    static func keep(_ value: Any) {
        kept.append(value)
    }
}
