#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// A file size limit (`ulimit -f`) must make a write fail with EFBIG, which the writer reports and
// rolls back, instead of killing the process halfway through a run.
signal(SIGXFSZ, SIG_IGN)
// SIGINT and SIGTERM stop a run cleanly: see SignalTrap.
SignalTrap.install()

// Only these variables matter; reading them with getenv avoids building the whole environment.
let console = Console(
    environment: ["NO_COLOR", "TERM", "CLICOLOR_FORCE"].reduce(into: [:]) { found, name in
        if let value = getenv(name) { found[name] = String(cString: value) }
    })
let status = ViperGen.run(Array(CommandLine.arguments.dropFirst()), console: console)
console.flush()
// An interrupted run has rolled back and printed its report; end by the signal, as a shell expects.
SignalTrap.finish(succeeded: status == .success)
exit(status.rawValue)
