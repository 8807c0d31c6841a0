import Dispatch
import ViperGenKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGINT and SIGTERM into an `Interruption` while files are written, so the writer can
/// stop between two files and roll back instead of dying halfway.
final class SignalTrap {
    private var sources: [DispatchSourceSignal] = []

    init(interruption: Interruption) {
        for (number, name) in [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { interruption.interrupt(by: name) }
            source.resume()
            sources.append(source)
        }
    }

    /// Restores the default handlers.
    func restore() {
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
