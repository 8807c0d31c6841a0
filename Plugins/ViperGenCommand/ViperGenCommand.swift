import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory viper-gen Login --output Sources/App/Modules`:
/// runs the `viper-gen` tool built from this package in the directory of the package that
/// depends on it, with every argument passed through (`generate`'s options, `init`,
/// `templates export ...`).
///
/// It writes only inside that package: SwiftPM grants the permission for the package directory
/// alone (and sandboxes the plugin on macOS), and the plugin refuses before running anything an
/// output path (`--output`, `--tests-output`, `--xcodeproj`, `--spec`, whose folder holds
/// `viper-gen.lock`, or the folder of `templates export`) that leaves the package directory.
@main
struct ViperGenCommand: CommandPlugin {
    /// A path argument outside the package, or a failed run.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The options whose value is a place viper-gen writes to (or beside, for `--spec`).
    static let writtenPathOptions = ["--output", "--tests-output", "--xcodeproj", "--spec"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let package = context.package.directoryURL.standardizedFileURL
        try Self.checkPaths(arguments, package: package)
        let tool = try context.tool(named: "viper-gen")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = package
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // viper-gen has printed what went wrong; say only how it ended.
            throw Failure(
                description:
                    "viper-gen \(arguments.joined(separator: " ")) failed with exit status \(process.terminationStatus)"
            )
        }
    }

    /// Refuses a written path that resolves outside `package`.
    static func checkPaths(_ arguments: [String], package: URL) throws {
        var paths: [(option: String, value: String)] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" { break }
            for option in writtenPathOptions {
                if word == option, index < arguments.count {
                    paths.append((option, arguments[index]))
                    index += 1
                } else if word.hasPrefix(option + "=") {
                    paths.append((option, String(word.dropFirst(option.count + 1))))
                }
            }
        }
        // `templates export DIR`: the first word after `export` that is not an option.
        if arguments.first == "templates", arguments.dropFirst().first == "export",
            let folder = arguments.dropFirst(2).first(where: { !$0.hasPrefix("-") })
        {
            paths.append(("templates export", folder))
        }
        // Compared as text, `..` steps resolved: viper-gen itself refuses symbolic links in the
        // folders it writes to.
        let root = package.path.hasSuffix("/") ? package.path : package.path + "/"
        for (option, value) in paths {
            let resolved = URL(fileURLWithPath: value, relativeTo: package).standardizedFileURL.path
            if !(resolved + "/").hasPrefix(root) {
                throw Failure(
                    description: "\(option) '\(value)' is outside the package directory \(package.path); "
                        + "the viper-gen plugin writes only inside the package (use a path relative to it)")
            }
        }
    }
}
