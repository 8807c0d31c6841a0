import ViperGenKit

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

extension ViperGen {
    /// `viper-gen init`: writes a starter viper-gen.json; never overwrites one.
    enum Init {
        /// `--help` before OPTIONS: usage and what the command does (CommandCatalog adds the options).
        static let usage = """
            USAGE: viper-gen init [options]

            Writes a starter viper-gen.json in the current directory (never overwrites one): the defaults,
            and three example modules (one with --minimal).

            """
        /// `--help` after the options.
        static let epilogue = """

            EXAMPLES:
              viper-gen init
              viper-gen init --pattern mvvm --ui swiftui --binding observation --minimal

            """
        /// The whole `--help` text, made by the command catalog.
        static var help: String { CommandCatalog.command("init")?.help ?? usage }

        static func run(_ arguments: [String], console: Console) -> ExitCode {
            ViperGen.runCommand("init", arguments, console: console) { parsed throws(UsageError) in
                create(SpecLocator.fileName, text: try starterSpec(parsed), console: console)
            }
        }

        /// The starter spec the options ask for; options that cannot go together are usage errors.
        static func starterSpec(_ parsed: Arguments) throws(UsageError) -> String {
            guard parsed.positional.isEmpty else { throw UsageError("'init' takes no arguments", help: "init") }
            // The same names, values and checks as `generate`'s flags.
            let options = try Generate.flagOptions(parsed, command: "init")
            let pattern = OptionLayers(flags: options).pattern
            if options.binding != nil, options.binding != .closures, pattern != .mvvm {
                throw UsageError("--binding applies to MVVM modules; add --pattern mvvm", help: "init")
            }
            if let ui = options.ui, let problem = ui.problem(with: pattern) {
                throw UsageError(
                    "--ui \(ui.rawValue) cannot be the default UI of --pattern \(pattern.rawValue): \(problem)",
                    help: "init")
            }
            return StarterSpec.text(options: options, minimal: parsed.has("--minimal"))
        }

        /// Creates `path` with `text`, never over an existing file; a partial write is removed.
        static func create(_ path: String, text: String, console: Console) -> ExitCode {
            let bytes = Array(text.utf8)
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            if fd < 0 {
                if errno == EEXIST {
                    console.report(
                        Diagnostic(
                            message:
                                "\(path) already exists; viper-gen init never overwrites it. Edit it, or remove it first."
                        ))
                } else {
                    console.report(Diagnostic(message: "cannot create \(path): \(String(cString: strerror(errno)))"))
                }
                return .failure
            }
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
            guard written == bytes.count else {
                unlink(path)
                console.report(Diagnostic(message: "cannot write \(path)"))
                return .failure
            }
            console.line("create     \(path)")
            console.line("Next: edit the modules in \(path), then run 'viper-gen generate'.")
            return .success
        }
    }
}
