#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViperGenKit

extension ViperGen {
    /// `viper-gen init`: writes a starter viper-gen.json; never overwrites one.
    enum Init {
        static func run(_ arguments: [String], console: Console) -> ExitCode {
            do throws(UsageError) {
                let parsed = try Arguments(arguments, flags: ["--help", "-h"], options: [], command: "init")
                if parsed.has("--help") || parsed.has("-h") {
                    console.write("USAGE: viper-gen init\n\nWrites a starter viper-gen.json in the current directory (never overwrites one).\n")
                    return .success
                }
                guard parsed.positional.isEmpty else { throw UsageError("'init' takes no arguments", help: "init") }
            } catch {
                return ViperGen.fail(error, console: console)
            }
            let path = SpecLocator.fileName
            let bytes = Array(StarterSpec.text.utf8)
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            if fd < 0 {
                if errno == EEXIST {
                    console.error("error: \(path) already exists; viper-gen init never overwrites it. Edit it, or remove it first.")
                } else {
                    console.error("error: cannot create \(path): \(String(cString: strerror(errno)))")
                }
                return .failure
            }
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
            guard written == bytes.count else {
                unlink(path)
                console.error("error: cannot write \(path)")
                return .failure
            }
            console.line("create     \(path)")
            console.line("Next: edit the modules in \(path), then run 'viper-gen generate'.")
            return .success
        }
    }
}
