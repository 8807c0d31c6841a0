#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Assessment
import ViperGenKit
import WorkSharing

extension ViperGen {
    /// `viper-gen assess [PATH] [--format text|json|sarif|github] [--functions] [--fail-under N]
    /// [--baseline FILE]`: measures a Swift codebase and scores it as the source documents'
    /// quality assessment does.
    enum Assess {
        enum Format: String, CaseIterable {
            case text, json, sarif, github
        }


        static func run(_ arguments: [String], console: Console) -> ExitCode {
            do {
                return try execute(arguments, console: console)
            } catch {
                return ViperGen.fail(error, console: console)
            }
        }

        static func execute(_ arguments: [String], console: Console) throws(UsageError) -> ExitCode {
            let parsed = try Arguments(arguments, for: "assess")
            if parsed.has("--help") || parsed.has("-h") {
                console.write(help)
                return .success
            }
            guard parsed.positional.count <= 1 else {
                throw UsageError("'assess' takes one folder; got \(parsed.positional.count) arguments", help: "assess")
            }
            let format = try parsed.choice("--format", as: Format.self, command: "assess") ?? .text
            var minimum: Int?
            if let text = parsed.value("--fail-under") {
                guard let value = InputField.parseInteger(text), (0...100).contains(value) else {
                    throw UsageError("--fail-under must be an integer from 0 to 100 (a maintainability index); got '\(text)'", help: "assess")
                }
                minimum = value
            }
            let root = parsed.positional.first ?? "."
            switch LocalFileSystem().kind(of: root) {
            case .directory?: break
            case nil: throw UsageError("'\(root)' does not exist; give the folder of the Swift code to assess", help: "assess")
            default: throw UsageError("'\(root)' is not a folder; give the folder of the Swift code to assess", help: "assess")
            }
            var baseline: String?
            if let path = parsed.value("--baseline") {
                guard LocalFileSystem().kind(of: path) == .file, let data = FileManager.default.contents(atPath: path) else {
                    throw UsageError("cannot read --baseline '\(path)'; give a file written by 'viper-gen assess --format json'", help: "assess")
                }
                baseline = String(decoding: data, as: UTF8.self)
            }

            var maximumFileSize = SourceTree.defaultMaximumFileSize
            if let text = parsed.value("--max-file-size") {
                guard let bytes = ByteCount.parse(text) else {
                    throw UsageError("--max-file-size must be a size in bytes, such as 4194304, 512K or 8M; got '\(text)'", help: "assess")
                }
                maximumFileSize = bytes
            }

            let contents = SourceTree(root: root, maximumFileSize: maximumFileSize).scan()
            let (summaries, generated) = (contents.files, contents.generated)
            // Files that could not be assessed are named, with why, on standard error: the
            // report on standard output stays what it was.
            let skipped = contents.skipped.map { Diagnostic(severity: .warning, file: root == "." ? $0.path : root + "/" + $0.path,
                                                            message: "not assessed: \($0.reason.summary)") }
            if format == .github { console.write(DiagnosticPrinter.github(skipped)) } else { console.report(skipped) }
            // Commits per file for the hotspots; nil (no churn) outside a git repository.
            let churn = GitChurn.commitsPerFile(in: root)
            let report: AssessmentReport
            defer { KeptToExit.keep((summaries, report)) }
            var filesSection: [UInt8]?
            if format == .json {
                // The JSON's files section needs only the summaries (in path order, as the
                // report lists its files): encoded on another core while the project pass runs.
                let parts: [Part] = Parallel.map(2, minimum: 1) { range in
                    range.map { index in
                        index == 0
                            ? .report(Assessor.assess(summaries: summaries, generated: generated, root: root, churn: churn))
                            : .filesSection(ReportJSONEncoder.filesSection(summaries.map(FileReport.init)))
                    }
                }
                guard case .report(let assessed) = parts[0], case .filesSection(let section) = parts[1] else {
                    preconditionFailure("Parallel.map returns its parts in order")
                }
                (report, filesSection) = (assessed, section)
            } else {
                report = Assessor.assess(summaries: summaries, generated: generated, root: root, churn: churn)
            }
            // Scores of nothing would read as a verdict: an empty tree is almost always a wrong path.
            guard !report.files.isEmpty else {
                let generated = report.generatedFiles.count
                console.report(Diagnostic(message: "no Swift files to assess under '\(root)'"
                    + (generated > 0 ? " (\(generated) generated file\(generated == 1 ? "" : "s") skipped)" : "")
                    + "; vendored folders (Pods, Carthage, .build, DerivedData) and generated files are skipped"))
                return .failure
            }
            switch format {
            case .text:
                console.write(TextReportRenderer.render(report, limit: parsed.has("--functions") ? Int.max : 10))
            case .json:
                // Bytes straight to the output: the report of a large tree is megabytes.
                console.write(utf8: ReportJSONEncoder.utf8(report, filesSection: filesSection))
            case .sarif:
                console.write(SARIFEncoder.encode(report, toolVersion: ViperGen.version))
            case .github:
                // Annotations on the files, paths as given (GitHub wants them from the checkout's root).
                let prefix = root == "." ? "" : (root.hasSuffix("/") ? root : root + "/")
                console.write(DiagnosticPrinter.github(SARIFEncoder.results(report).map { finding in
                    Diagnostic(severity: finding.level == "note" ? .note : .warning, file: prefix + finding.file, line: max(1, finding.line),
                               message: "\(finding.rule.rawValue): \(finding.message)")
                }))
                console.write(TextReportRenderer.render(report, limit: parsed.has("--functions") ? Int.max : 10))
            }

            var failed = false
            if let baseline {
                do throws(BaselineComparison.Error) {
                    let regressions = try BaselineComparison.regressions(of: report, baseline: baseline)
                    for regression in regressions { console.error("regression: \(regression)") }
                    if !regressions.isEmpty {
                        console.report(Diagnostic(message: "\(regressions.count) regression\(regressions.count == 1 ? "" : "s") against the baseline"))
                        failed = true
                    }
                } catch {
                    console.report(Diagnostic(message: "--baseline: \(error.description)"))
                    return .failure
                }
            }
            if let minimum, report.fails(under: minimum) {
                console.report(Diagnostic(message: "the maintainability index is \(report.maintainabilityIndex), below --fail-under \(minimum)"))
                failed = true
            }
            return failed ? .failure : .success
        }

        /// A report, or the JSON text of its files, worked out on separate cores.
        private enum Part {
            case report(AssessmentReport)
            case filesSection([UInt8])
        }

        /// The report of the Swift code under `root`.
        static func assess(_ root: String) -> AssessmentReport {
            let (summaries, generated) = SourceTree(root: root).summaries()
            return Assessor.assess(summaries: summaries, generated: generated, root: root)
        }

        /// `--help` before OPTIONS: usage and what the command does (CommandCatalog adds the options).
        static let usage = """
            USAGE: viper-gen assess [PATH] [--format text|json|sarif|github] [--functions] [--fail-under N] [--baseline FILE] [--max-file-size BYTES]

            Measures the Swift code under PATH (default: the current folder): each module's architecture
            pattern with its evidence, per-function cyclomatic complexity (lizard's rules), coupling,
            cohesion, testability, layer violations and retain-cycle risks; the five quality scores with
            their thresholds, the maintainability index, smells and suggestions. Vendored and generated
            code (Pods/, Carthage/, .build/, DerivedData/, @generated files) is skipped.

            """
        /// `--help` after the options.
        static let epilogue = """

            EXAMPLES:
              viper-gen assess App
              viper-gen assess App --format json > assessment.json
              viper-gen assess App --baseline assessment.json --fail-under 60

            """
        /// The whole `--help` text, made by the command catalog.
        static var help: String { CommandCatalog.command("assess")?.help ?? usage }
    }
}
