/// Work started on a thread of its own while the caller goes on, for a result someone will
/// ask for later: `body` makes it known itself (behind a lock that whoever needs it takes, and
/// that does the work there if it is not done yet), so the thread is never joined.
public enum Background {
    /// Runs `body` on a new thread and returns at once; runs it here, before returning, when no
    /// thread can be started.
    public static func start(_ body: @escaping @Sendable () -> Void) {
        let job = BackgroundJob(body)
        if job.start() {
            job.detach()
        } else {
            body()
        }
    }
}

/// ``Background/start(_:)``'s thread.
private final class BackgroundJob: Job, @unchecked Sendable {
    let body: @Sendable () -> Void

    init(_ body: @escaping @Sendable () -> Void) {
        self.body = body
    }

    override func run() { body() }
}
