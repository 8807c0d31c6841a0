import Assessment
import Foundation
import SpecConformance
import ViperGenKit

/// `assess --spec FILE`: the architecture the spec declares, read as `graph` reads a spec (its
/// errors printed with their positions, as JSON with `--format json`).
enum AssessSpec {
    enum Outcome {
        /// No `--spec`.
        case none
        case declared(DeclaredArchitecture)
        /// The errors were printed; the command ends with this status.
        case failed(ExitCode)
    }

    static func architecture(_ parsed: Arguments, json: Bool, console: Console) throws(UsageError) -> Outcome {
        guard let path = parsed.value("--spec") else {
            if parsed.value("--fail-on") != nil {
                throw UsageError(
                    "--fail-on drift needs --spec FILE: drift is the code departing from a spec", help: "assess")
            }
            return .none
        }
        let resolution: Resolver.Resolution
        switch try SpecLoading.resolve(
            parsed, moduleNames: [], required: true, command: "assess", what: "nothing was assessed",
            json: json, console: console)
        {
        case .resolved(let resolved): resolution = resolved
        case .failed(let status): return .failed(status)
        }
        console.report(resolution.warnings)
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let text =
            FileManager.default.contents(atPath: URL(fileURLWithPath: path, relativeTo: cwd).path).map { [UInt8]($0) }
            ?? []
        do throws(GenerationError) {
            return .declared(
                try ArchitectureDeclaration.make(
                    resolution, specText: text, specDisplay: resolution.specDisplay ?? path))
        } catch {
            console.report(error.diagnostic.noting("Nothing was assessed."))
            return .failed(.failure)
        }
    }
}
