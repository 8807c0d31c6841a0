import ViperGenKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ViperGen.Recommend {
    /// `recommend --queries FILE|-`: JSON Lines in, one JSON answer per line out, streamed.
    static func runQueries(path: String, explain: Bool, console: Console) throws(UsageError) -> ExitCode {
        let descriptor = try openQueries(path)
        defer { if descriptor != 0 { close(descriptor) } }
        var stream = QueryStream(explain: explain)
        guard answer(from: descriptor, into: &stream, console: console) else {
            console.report(Diagnostic(message: "reading --queries '\(path)': \(String(cString: strerror(errno)))"))
            return .failure
        }
        var output: [UInt8] = []
        stream.finish(into: &output)
        console.write(String(decoding: output, as: UTF8.self))
        if stream.failures > 0 {
            let total = stream.failures + stream.answers
            console.report(
                Diagnostic(
                    message:
                        "\(stream.failures) of \(total) \(total == 1 ? "query" : "queries") failed; see the {\"line\":N,\"error\":...} answers"
                ))
            return .failure
        }
        return .success
    }

    /// The file descriptor of `path` (0, standard input, for `-`); a file that cannot be read
    /// is a usage error.
    static func openQueries(_ path: String) throws(UsageError) -> Int32 {
        guard path != "-" else { return 0 }
        let descriptor = open(path, O_RDONLY)
        if descriptor < 0 {
            throw UsageError(
                "cannot read --queries file '\(path)': \(String(cString: strerror(errno)))", help: "recommend")
        }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            close(descriptor)
            throw UsageError("cannot read --queries file '\(path)': it is a directory", help: "recommend")
        }
        return descriptor
    }

    /// Feeds everything `descriptor` holds to `stream`, writing the answers as they come;
    /// false when reading failed (`errno` says why).
    static func answer(from descriptor: Int32, into stream: inout QueryStream, console: Console) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var output: [UInt8] = []
        output.reserveCapacity(1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            if count == 0 { return true }
            chunk.withUnsafeBytes { stream.consume(UnsafeRawBufferPointer(rebasing: $0[0..<count]), into: &output) }
            if !output.isEmpty {
                console.write(String(decoding: output, as: UTF8.self))
                output.removeAll(keepingCapacity: true)
            }
        }
    }
}
