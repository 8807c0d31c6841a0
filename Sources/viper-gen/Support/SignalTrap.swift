import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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

    /// Installs the process-wide handlers for SIGINT and SIGTERM (once).
    static func install() {
        Handlers.shared.install()
    }

    /// Ends the process by the signal that interrupted it, if one did; returns otherwise. Call
    /// after the command's report was printed and flushed.
    /// - Parameter succeeded: whether the command did all its work anyway (the signal came
    ///   during its last file), which is then said on standard error.
    static func finish(succeeded: Bool) {
        guard let name = Interruption.process.signal, let number = trapped.first(where: { $0.name == name })?.number else { return }
        if succeeded {
            let message = Array("viper-gen: \(name) arrived as the command finished; its work is complete.\n".utf8)
            _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        }
        die(by: number)
    }

    fileprivate static let trapped: [(number: Int32, name: String)] = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")]

    /// Restores the default action of `number` and raises it in the calling thread, unblocked
    /// there (on Linux a dispatch signal source blocks the signal and reads it from a
    /// `signalfd`, which would swallow a process-wide `kill`); `_exit` with the shell's status
    /// for the signal should it not end the process.
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

/// The dispatch sources behind `SignalTrap`, kept for the life of the process.
private final class Handlers: @unchecked Sendable {
    static let shared = Handlers()

    private let lock = Lock()
    private var sources: [any DispatchSourceSignal] = []
    private var installed = false

    func install() {
        lock.lock()
        defer { lock.unlock() }
        if installed { return }
        installed = true
        for (number, name) in SignalTrap.trapped {
            // Left ignored when the parent ignored it.
            let previous = signal(number, SIG_IGN)
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                if Interruption.process.interrupt(by: name) { return }
                // No writer is running, and none will start now: stop here.
                let message = Array("viper-gen: stopped by \(name); no file was being written.\n".utf8)
                _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
                SignalTrap.die(by: number)
            }
            source.resume()
            sources.append(source)
        }
    }
}
