import TextSupport
import ViperGenKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ViperGen {
    /// `viper-gen xcodeproj add FILE... | remove FILE... | list`: any files in an Xcode project,
    /// with the byte-exact editor generate uses. Parses and prints; `XcodeFilesRun` decides.
    enum Xcodeproj {
        enum Format: String, CaseIterable { case text, json }

        static func run(_ arguments: [String], console: Console) -> ExitCode {
            ViperGen.runSubcommand(
                of: "xcodeproj", arguments, names: ["add", "remove", "list"], help: help, console: console
            ) { sub, rest throws(UsageError) in
                let args = try Arguments(rest, subcommand: sub, of: "xcodeproj")
                let format = try args.choice("--format", as: Format.self, command: "xcodeproj") ?? .text
                guard let project = args.value("--project") else {
                    throw UsageError("xcodeproj \(sub) needs --project PATH (the .xcodeproj folder)", help: "xcodeproj")
                }
                let outcome = XcodeFilesRun(
                    workingDirectory: FileManager.default.currentDirectoryPath, project: project,
                    action: try action(sub, args), dryRun: args.has("--dry-run")
                ).run()
                return render(outcome, format: format, console: console)
            }
        }

        /// The request of `xcodeproj SUB`: the files (add, remove) or the one target (list).
        static func action(_ sub: String, _ args: Arguments) throws(UsageError) -> XcodeFilesRun.Action {
            let targets = args.values("--target")
            switch sub {
            case "add":
                guard !args.positional.isEmpty else {
                    throw UsageError("xcodeproj add needs the files to add", help: "xcodeproj")
                }
                return .add(files: args.positional, targets: targets, group: args.value("--group"))
            case "remove":
                guard !args.positional.isEmpty else {
                    throw UsageError("xcodeproj remove needs the files to remove", help: "xcodeproj")
                }
                return .remove(files: args.positional, targets: targets)
            default:
                try args.refuseArguments("xcodeproj") {
                    "unexpected argument '\($0)'; xcodeproj list takes --target NAME"
                }
                guard targets.count == 1 else {
                    throw UsageError("xcodeproj list needs one --target NAME", help: "xcodeproj")
                }
                return .list(target: targets[0])
            }
        }

        /// Prints the outcome (its failure, warnings, then lines or JSON) and gives the exit status.
        static func render(_ outcome: XcodeFilesRun.Outcome, format: Format, console: Console) -> ExitCode {
            if let failure = outcome.failure {
                console.fail(failure)
                if case .usage = failure { return .usage }
                return .failure
            }
            console.report(outcome.warnings)
            if format == .json {
                console.write(outcome.json)
            } else {
                for line in outcome.lines { console.line(line) }
            }
            return .success
        }

        static let usage = """
            USAGE: viper-gen xcodeproj add FILE... --project PATH [--target NAME]... [--group GROUP] [--dry-run]
                   viper-gen xcodeproj remove FILE... --project PATH [--target NAME]... [--dry-run]
                   viper-gen xcodeproj list --project PATH --target NAME [--format json]

            Adds any files (Swift, storyboards, nibs, asset catalogs, strings, JSON, images, headers)
            to an Xcode project with the editor generate uses: only lines are added, in Xcode's
            layout; groups mirror the files' folders (under --group when given); sources go into
            each target's Compile Sources phase, resources into Copy Bundle Resources, headers into
            none. A file inside a synchronized folder (Xcode 16) needs no reference and gets none.
            Adding twice changes nothing; removing what add added gives back the original bytes.

            """
        static let epilogue = """

            EXAMPLES:
              viper-gen xcodeproj add App/Settings/SettingsView.swift --project App.xcodeproj --target App
              viper-gen xcodeproj add App/Resources/Colors.xcassets --project App.xcodeproj --target App
              viper-gen xcodeproj remove App/Settings/SettingsView.swift --project App.xcodeproj
              viper-gen xcodeproj list --project App.xcodeproj --target App --format json

            """
        static var help: String { CommandCatalog.command("xcodeproj")?.help ?? usage }
    }
}
