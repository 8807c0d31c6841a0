import ViperGenKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered standard output and standard error, with terminal and colour detection.
///
/// Output is collected in a byte buffer and written with `write(2)` when it grows large or on
/// `flush()`, so streaming commands stay fast and nothing depends on C `stdout` globals.
final class Console {
    private var outBuffer: [UInt8] = []
    private var errBuffer: [UInt8] = []
    /// Whether ANSI colour may be used on standard output: a terminal and no `NO_COLOR`.
    let colorOutput: Bool
    let colorError: Bool
    /// Whether the command line asked for `--format json`: usage errors are then JSON on
    /// stdout (`ViperGen.fail`).
    var jsonErrors = false

    init(environment: [String: String]) {
        // NO_COLOR (no-color.org) and TERM=dumb always win; CLICOLOR_FORCE (the BSD convention)
        // asks for colour when the output is not a terminal (a pager, a CI log that shows it).
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let forced = environment["CLICOLOR_FORCE"].map { !$0.isEmpty && $0 != "0" } ?? false
        let allowed = !noColor && environment["TERM"] != "dumb"
        colorOutput = allowed && (forced || isatty(1) == 1)
        colorError = allowed && (forced || isatty(2) == 1)
        outBuffer.reserveCapacity(1 << 16)
    }

    /// Appends `text` to standard output (no newline added).
    func write(_ text: String) {
        outBuffer.append(contentsOf: text.utf8)
        if outBuffer.count >= 1 << 16 { flushOut() }
    }

    /// Appends UTF-8 text to standard output; a large text is written as it is, not copied.
    func write(utf8 bytes: [UInt8]) {
        guard bytes.count >= 1 << 16 else {
            outBuffer.append(contentsOf: bytes)
            return
        }
        flushOut()
        bytes.withUnsafeBytes { Console.writeAll(fd: 1, $0) }
    }

    /// Appends `text` and a newline to standard output.
    func line(_ text: String = "") {
        write(text)
        write("\n")
    }

    /// Appends `text` and a newline to standard error.
    func error(_ text: String) {
        errBuffer.append(contentsOf: text.utf8)
        errBuffer.append(10)
        flushErr()
    }

    /// Prints diagnostics on standard error in the compiler's form, the severity in colour on a
    /// terminal.
    func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            errBuffer.append(contentsOf: DiagnosticPrinter.text(diagnostic, colour: colorError).utf8)
            errBuffer.append(10)
        }
        flushErr()
    }

    /// Prints one diagnostic on standard error.
    func report(_ diagnostic: Diagnostic) {
        report([diagnostic])
    }

    /// Prints an error's diagnostics: as JSON on standard output when the command line asked
    /// for `--format json`, else as text on standard error.
    func fail(_ error: some DiagnosticsConvertible) {
        if jsonErrors {
            write(DiagnosticPrinter.json(error.diagnostics))
        } else {
            report(error.diagnostics)
        }
    }

    /// Writes everything buffered.
    func flush() {
        flushOut()
        flushErr()
    }

    private func flushOut() {
        Console.writeAll(fd: 1, &outBuffer)
    }

    private func flushErr() {
        Console.writeAll(fd: 2, &errBuffer)
    }

    private static func writeAll(fd: Int32, _ buffer: inout [UInt8]) {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { writeAll(fd: fd, $0) }
        buffer.removeAll(keepingCapacity: true)
    }

    private static func writeAll(fd: Int32, _ raw: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < raw.count {
            let written = systemWrite(fd, raw.baseAddress! + offset, raw.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return  // EPIPE and friends: the reader went away; nothing sensible to do.
            }
            offset += written
        }
    }

    /// Wraps `text` in an ANSI style when colour is on.
    func styled(_ text: String, _ style: Style, stream: Stream = .output) -> String {
        let enabled = stream == .output ? colorOutput : colorError
        return enabled ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    enum Stream { case output, error }

    enum Style: String {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", blue = "34", cyan = "36"
    }
}

/// `write(2)`, named so that it does not clash with `Console.write(_:)`.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
