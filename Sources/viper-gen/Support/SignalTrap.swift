import ViperGenKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGINT and SIGTERM into a clean stop of the whole process.
///
/// `install()` runs once at start-up. While a `PlanWriter` writes, a signal is only recorded in
/// `Interruption.process` (and forwarded to the interruption a command passes to its writer):
/// the writer stops before its next file, removes what the run created, and the command prints
/// its report. `finish(succeeded:)` then ends the process by that same signal, so that a calling shell or
/// script sees an interrupted command (status 130 for SIGINT, 143 for SIGTERM) and stops too.
/// When nothing is being written there is nothing to undo: the trap says so on standard error
/// and ends the process at once, as the default action would.
///
/// A signal that was ignored when the process started (a background job of a non-interactive
/// shell ignores SIGINT) stays ignored, as the parent meant.
final class SignalTrap {
    private let interruption: Interruption

    /// Forwards the process's signals to `interruption` until `restore()`.
    init(interruption: Interruption) {
        SignalTrap.install()
        self.interruption = interruption
        Interruption.process.forward(to: interruption)
    }

    /// Stops forwarding signals to this trap's interruption; the process-wide trap stays.
    func restore() {
        Interruption.process.stopForwarding(to: interruption)
    }

    /// Starts watching SIGINT and SIGTERM for the whole process (once).
    static func install() {
        SignalThread.started
    }

    /// Ends the process by the signal that interrupted it, if one did; returns otherwise. Call
    /// after the command's report was printed and flushed.
    /// - Parameter succeeded: whether the command did all its work anyway (the signal came
    ///   during its last file), which is then said on standard error.
    static func finish(succeeded: Bool) {
        guard let name = Interruption.process.signal, let number = trapped.first(where: { $0.name == name })?.number
        else { return }
        if succeeded {
            let message = Array("viper-gen: \(name) arrived as the command finished; its work is complete.\n".utf8)
            _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        }
        die(by: number)
    }

    fileprivate static let trapped: [(number: Int32, name: String)] = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")]

    /// Restores the default action of `number` and raises it in the calling thread, unblocked
    /// there (the trap keeps it blocked in every thread, which would hold a process-wide
    /// `kill` pending); `_exit` with the shell's status for the signal should it not end the
    /// process.
    fileprivate static func die(by number: Int32) -> Never {
        signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
        _exit(128 + number)
    }
}

/// The thread behind `SignalTrap`: SIGINT and SIGTERM are blocked in every thread and taken
/// with `sigwait(3)` by one small thread, which runs ordinary Swift code (locks, messages) as a
/// signal handler could not. Started once, for the life of the process.
private enum SignalThread {
    /// The trapped signals this process watches: those its parent did not ignore.
    static let watched: [Int32] = SignalTrap.trapped.map(\.number).filter { !isIgnored($0) }

    /// Blocks the watched signals and starts the thread (once, on first use).
    static let started: Void = {
        guard !watched.isEmpty else { return }
        var set = signalSet()
        var previous = sigset_t()
        // Blocked before the thread starts, so that it inherits the mask and no signal is
        // delivered the default way in between; threads started later inherit it too.
        pthread_sigmask(SIG_BLOCK, &set, &previous)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 512 * 1024)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let status = pthread_create(&thread, &attributes, { _ in SignalThread.watch() }, nil)
        if status != 0 {
            // No thread: back to the mask the process started with (default actions).
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
    }()

    private static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for number in watched { sigaddset(&set, number) }
        return set
    }

    /// Whether `number`'s action is SIG_IGN (read without changing it: a signal that arrives
    /// while the action is briefly SIG_IGN would be lost).
    private static func isIgnored(_ number: Int32) -> Bool {
        var action = sigaction()
        guard sigaction(number, nil, &action) == 0 else { return false }
        #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// The thread's body: takes each watched signal as it arrives.
    private static func watch() -> Never {
        var set = signalSet()
        while true {
            var number: Int32 = 0
            guard sigwait(&set, &number) == 0,
                let name = SignalTrap.trapped.first(where: { $0.number == number })?.name
            else { continue }
            if Interruption.process.interrupt(by: name) { continue }
            // No writer is running, and none will start now: stop here.
            let message = Array("viper-gen: stopped by \(name); no file was being written.\n".utf8)
            _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            SignalTrap.die(by: number)
        }
    }
}
