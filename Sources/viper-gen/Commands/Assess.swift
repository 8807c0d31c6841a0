import Assessment
import SpecConformance
import ViperGenKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ViperGen {
    /// `viper-gen assess [PATH] [--format text|json|sarif|github] [--functions] [--fail-under N]
    /// [--baseline FILE]`: measures a Swift codebase and scores it as the source documents'
    /// quality assessment does.
    enum Assess {
        enum Format: String, CaseIterable {
            case text, json, sarif, github
        }

        /// `--fail-on`: what, besides `--fail-under` and a baseline's regressions, fails the run.
        enum FailOn: String, CaseIterable {
            /// Any `--spec` finding.
            case drift
        }

        static func run(_ arguments: [String], console: Console) -> ExitCode {
            ViperGen.runCommand("assess", arguments, console: console) { parsed throws(UsageError) in
                guard parsed.positional.count <= 1 else {
                    throw UsageError(
                        "'assess' takes one folder; got \(parsed.positional.count) arguments", help: "assess")
                }
                let format = try parsed.choice("--format", as: Format.self, command: "assess") ?? .text
                let renderer = AssessRenderer(console: console, format: format, functions: parsed.has("--functions"))
                var request = try request(parsed, format: format)
                switch try AssessSpec.architecture(parsed, json: format == .json, console: console) {
                case .none: break
                case .declared(let architecture): request.architecture = architecture
                case .failed(let status): return status
                }
                request.failsOnDrift = try parsed.choice("--fail-on", as: FailOn.self, command: "assess") == .drift
                let root = request.root
                request.skippedFound = { skipped in renderer.showSkipped(skipped, root: root) }
                let outcome = AssessRun(request).run()
                defer { KeptToExit.keep(outcome) }
                return renderer.show(outcome, root: root)
            }
        }

        /// The request the command line asks for; a bad value, a missing folder or an unreadable
        /// baseline is a usage error.
        static func request(_ parsed: Arguments, format: Format) throws(UsageError) -> AssessRequest {
            let minimum = try minimumIndex(parsed)
            let root = parsed.positional.first ?? "."
            switch LocalFileSystem().kind(of: root) {
            case .directory?: break
            case nil:
                throw UsageError(
                    "'\(root)' does not exist; give the folder of the Swift code to assess", help: "assess")
            default:
                throw UsageError(
                    "'\(root)' is not a folder; give the folder of the Swift code to assess", help: "assess")
            }
            return AssessRequest(
                root: root, maximumFileSize: try maximumFileSize(parsed), encodesFilesSection: format == .json,
                baseline: try baseline(parsed), minimumIndex: minimum)
        }

        /// `--fail-under N`: an integer from 0 to 100.
        static func minimumIndex(_ parsed: Arguments) throws(UsageError) -> Int? {
            guard let text = parsed.value("--fail-under") else { return nil }
            guard let value = InputField.parseInteger(text), (0...100).contains(value) else {
                throw UsageError(
                    "--fail-under must be an integer from 0 to 100 (a maintainability index); got '\(text)'",
                    help: "assess")
            }
            return value
        }

        /// The text of `--baseline FILE`, which must be a readable file.
        static func baseline(_ parsed: Arguments) throws(UsageError) -> String? {
            guard let path = parsed.value("--baseline") else { return nil }
            guard LocalFileSystem().kind(of: path) == .file, let data = FileManager.default.contents(atPath: path)
            else {
                throw UsageError(
                    "cannot read --baseline '\(path)'; give a file written by 'viper-gen assess --format json'",
                    help: "assess")
            }
            return String(decoding: data, as: UTF8.self)
        }

        /// `--max-file-size BYTES`, or the default.
        static func maximumFileSize(_ parsed: Arguments) throws(UsageError) -> Int {
            guard let text = parsed.value("--max-file-size") else { return SourceTree.defaultMaximumFileSize }
            guard let bytes = ByteCount.parse(text) else {
                throw UsageError(
                    "--max-file-size must be a size in bytes, such as 4194304, 512K or 8M; got '\(text)'",
                    help: "assess")
            }
            return bytes
        }

        /// `--help` before OPTIONS: usage and what the command does (CommandCatalog adds the options).
        static let usage = """
            USAGE: viper-gen assess [PATH] [--format text|json|sarif|github] [--functions] [--fail-under N] [--baseline FILE] [--max-file-size BYTES]
                                   [--spec FILE [--fail-on drift]]

            Measures the Swift code under PATH (default: the current folder): each module's architecture
            pattern with its evidence, per-function cyclomatic complexity (lizard's rules), coupling,
            cohesion, testability, layer violations and retain-cycle risks; the five quality scores with
            their thresholds, the maintainability index, smells and suggestions. Vendored and generated
            code (Pods/, Carthage/, .build/, DerivedData/, @generated files) is skipped.
            With --spec, also checks the code against the architecture the spec declares.

            """
        /// `--help` after the options.
        static let epilogue = """

            EXAMPLES:
              viper-gen assess App
              viper-gen assess App --format json > assessment.json
              viper-gen assess App --baseline assessment.json --fail-under 60
              viper-gen assess App --spec viper-gen.json --fail-on drift

            """
        /// The whole `--help` text, made by the command catalog.
        static var help: String { CommandCatalog.command("assess")?.help ?? usage }
    }
}
