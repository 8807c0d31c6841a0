import TextSupport
import XcodeProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `viper-gen xcodeproj add|remove|list`: any files a user or an agent made, added to (or
/// removed from) an Xcode project with the byte-exact editor, or what a target builds listed.
///
/// Paths are resolved against `workingDirectory`; every file (and the project) must lie in
/// `root` when one is given (the MCP server's workspace), symbolic links resolved. The project
/// file is written through `PlanWriter` (temporary sibling, compare-before-replace), or not at
/// all when the edit changes nothing or `dryRun` is set.
package struct XcodeFilesRun {
    package enum Action: Sendable, Equatable {
        /// Reference `files` (grouped as their folders, under `group` when given) and build them
        /// in `targets`.
        case add(files: [String], targets: [String], group: String?)
        /// Remove `files` from the project, or, with `targets`, only from those targets.
        case remove(files: [String], targets: [String])
        /// What `target` builds.
        case list(target: String)
    }

    package var workingDirectory: String
    /// The `.xcodeproj` folder (or its project.pbxproj), as given.
    package var project: String
    package var action: Action
    package var dryRun = false
    /// The folder nothing may be read or written outside of; nil: no such limit.
    package var root: String?
    package var fileSystem: any FileSystem

    package init(
        workingDirectory: String, project: String, action: Action, dryRun: Bool = false, root: String? = nil,
        fileSystem: any FileSystem = LocalFileSystem()
    ) {
        self.workingDirectory = workingDirectory
        self.project = project
        self.action = action
        self.dryRun = dryRun
        self.root = root
        self.fileSystem = fileSystem
    }

    /// What a run found and did.
    package struct Outcome: Sendable {
        /// Why nothing was done; nil when the run succeeded.
        package var failure: GenerateOutcome.Failure?
        /// The project as shown (`App.xcodeproj`).
        package var project = ""
        /// The edit (add, remove); nil for list or a failure.
        package var edit: ProjectEditResult?
        /// The paths given, relative to the project's folder, in order.
        package var files: [String] = []
        /// Whether the project file was written.
        package var written = false
        /// What the target builds (list).
        package var listing: Listing?
        /// Warnings: files not in the project (remove), files left to a synchronized folder.
        package var warnings: [Diagnostic] = []
        /// What was asked.
        package var action: Action = .list(target: "")
    }

    /// What a target builds, as the project file says.
    package struct Listing: Sendable, Equatable {
        package var target: String
        package var sources: [String]
        package var resources: [String]
        package var folders: [ProjectFile.CompiledFolder]
    }

    package func run() -> Outcome {
        var outcome = Outcome()
        outcome.action = action
        do throws(GenerateOutcome.Failure) {
            try perform(&outcome)
        } catch {
            outcome.failure = error
            outcome.edit = nil
        }
        return outcome
    }

    private var cwd: String { URL(fileURLWithPath: workingDirectory).standardizedFileURL.path }

    private func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: cwd, isDirectory: true)).standardizedFileURL.path
    }

    private func perform(_ outcome: inout Outcome) throws(GenerateOutcome.Failure) {
        var bundle = absolute(project)
        if bundle.hasSuffix("/project.pbxproj") { bundle = String(bundle.dropLast("/project.pbxproj".count)) }
        let display = PathText.relative(bundle, to: cwd)
        outcome.project = display
        guard bundle.hasSuffix(".xcodeproj") else {
            throw .usage(
                [
                    Diagnostic(
                        message: "'\(project)' is not an Xcode project; give the .xcodeproj folder (App.xcodeproj)")
                ], pointsToHelp: true)
        }
        try checkInsideRoot(bundle, display: display)
        let pbxproj = bundle + "/project.pbxproj"
        let pbxDisplay = display + "/project.pbxproj"
        guard fileSystem.kindOfLink(at: bundle) == .directory, fileSystem.kindOfLink(at: pbxproj) == .file else {
            if fileSystem.kindOfLink(at: bundle) == .symbolicLink || fileSystem.kindOfLink(at: pbxproj) == .symbolicLink
            {
                throw .stopped([Diagnostic(message: "\(display) is a symbolic link; give the project it points to")])
            }
            throw .usage(
                [Diagnostic(message: "\(pbxDisplay) does not exist; give the path of an .xcodeproj folder")],
                pointsToHelp: false)
        }
        guard let read = (try? fileSystem.readStamped(pbxproj)) ?? nil else {
            throw .stopped([Diagnostic(message: "cannot read \(pbxDisplay)")])
        }
        let projectFile: ProjectFile
        do throws(ProjectFileError) {
            projectFile = try ProjectFile(text: ProjectFile.text(of: read.bytes))
        } catch {
            throw .stopped([Self.diagnostic(error, file: pbxDisplay, project: nil)])
        }
        let sourceRoot = URL(fileURLWithPath: bundle).deletingLastPathComponent().path

        let result: ProjectEditResult
        switch action {
        case .list(let name):
            let target = try Self.target(name, in: projectFile, display: display)
            let compiled = projectFile.compiledSources(of: target)
            outcome.listing = Listing(
                target: target.name, sources: compiled.files, resources: projectFile.bundledResources(of: target),
                folders: compiled.folders)
            return
        case .add(let files, let targets, let group):
            for name in targets { _ = try Self.target(name, in: projectFile, display: display) }
            outcome.files = try files.map { file throws(GenerateOutcome.Failure) in
                try relative(file, to: sourceRoot, mustExist: true)
            }
            let clashes = clashes(adding: outcome.files, to: targets, in: projectFile, folder: sourceRoot)
            if let last = clashes.last { throw .stopped(clashes.dropLast() + [last.noting("Nothing was changed.")]) }
            let additions = outcome.files.map { ProjectEdit.Addition(path: $0, targets: targets, group: group) }
            do throws(ProjectFileError) {
                result = try projectFile.adding(additions)
            } catch {
                throw .stopped([Self.diagnostic(error, file: pbxDisplay, project: projectFile)])
            }
            for file in result.synchronized {
                var message =
                    "\(file.path) is inside the synchronized folder \(file.folder): Xcode lists its files itself, so no "
                    + "reference is added"
                if !file.notBuiltBy.isEmpty {
                    message +=
                        "; it is not built by " + file.notBuiltBy.joined(separator: ", ")
                        + " (add it in Xcode's File inspector, Target Membership)"
                }
                outcome.warnings.append(Diagnostic(severity: .note, message: message))
            }
        case .remove(let files, let targets):
            for name in targets { _ = try Self.target(name, in: projectFile, display: display) }
            outcome.files = try files.map { file throws(GenerateOutcome.Failure) in
                try relative(file, to: sourceRoot, mustExist: false)
            }
            do throws(ProjectFileError) {
                if targets.isEmpty {
                    result = try projectFile.removing(paths: outcome.files)
                } else {
                    let memberships = outcome.files.flatMap { path in
                        targets.map { ProjectEditResult.Membership(path: path, target: $0) }
                    }
                    result = try projectFile.removing(paths: [], memberships: memberships)
                }
            } catch {
                throw .stopped([Self.diagnostic(error, file: pbxDisplay, project: projectFile)])
            }
            for path in result.notFound {
                outcome.warnings.append(
                    Diagnostic(severity: .warning, message: "\(path) is not in \(display); nothing to remove"))
            }
        }
        outcome.edit = result
        guard result.changed, !dryRun else { return }
        let file = PlannedFile(
            root: "", relativePath: PathText.relative(pbxproj, to: sourceRoot), contents: result.text,
            module: "", template: "", kind: .source)
        var assessed = AssessedFile(file: file, status: .update, previous: projectFile.text)
        assessed.stamp = FileStamp(bytes: read.bytes, metadata: read.metadata)
        do throws(WriteError) {
            _ = try PlanWriter(base: URL(fileURLWithPath: sourceRoot, isDirectory: true), fileSystem: fileSystem).write(
                [assessed])
        } catch {
            throw .stopped(error.diagnostics)
        }
        outcome.written = true
    }

    /// The Swift files among `files` (relative to `folder`) whose name or top-level types a
    /// target they go into already has: a second `X.swift`, or a type declared twice, stops
    /// the build; or whose types would shadow a name the target uses from an import
    /// (``ClashCheck``, as for generated files).
    private func clashes(adding files: [String], to targets: [String], in project: ProjectFile, folder: String)
        -> [Diagnostic]
    {
        let swift = files.filter { $0.hasSuffix(".swift") }
        guard !swift.isEmpty else { return [] }
        let contents = TargetContents(fileSystem: fileSystem, base: folder, workingDirectory: folder)
        let added = Set(swift.map { ClashPaths.join(folder, $0) })
        let sources = swift.map { path in
            let absolute = ClashPaths.join(folder, path)
            let types = (try? fileSystem.read(absolute)).map { DeclaredType.topLevel(in: $0).map(\.name) } ?? []
            return GeneratedSource(path: absolute, display: path, module: "", types: types)
        }
        // Without targets the files are only referenced, compiled nowhere.
        let scopes = targets.compactMap { name -> ReceivingScope? in
            guard let target = project.target(named: name) else { return nil }
            let compiled = contents.existing(project.compiledSources(of: target), folder: folder)
            let already = Set(compiled.compactMap(\.path)).intersection(added)
            // A file the target compiles already adds no type to it (adding it again changes nothing).
            let generated = sources.map { source in
                var source = source
                if already.contains(source.path) { source.newTypes = [] }
                return source
            }
            let existing = compiled.filter { !($0.path.map(added.contains) ?? false) }
            return ReceivingScope(kind: .target(name: name, project: ""), existing: existing, generated: generated)
        }
        return ClashCheck.diagnostics(ExistingTypes.read(scopes, fileSystem: fileSystem), ignoring: added)
    }

    /// `path` relative to the project's folder; refused outside it (or the root), and, when
    /// `mustExist`, when nothing is there.
    private func relative(_ path: String, to sourceRoot: String, mustExist: Bool) throws(GenerateOutcome.Failure)
        -> String
    {
        let folder = PathText.relative(sourceRoot, to: cwd)
        let full = absolute(path)
        try checkInsideRoot(full, display: path)
        guard full.hasPrefix(sourceRoot + "/") else {
            throw .usage(
                [
                    Diagnostic(
                        message:
                            "\(path) is outside the project's folder (\(folder.isEmpty ? "." : folder), which holds the "
                            + ".xcodeproj); the project references files below it: move the file there")
                ], pointsToHelp: false)
        }
        let inside = String(full.dropFirst(sourceRoot.count + 1))
        if mustExist {
            guard let kind = fileSystem.kind(of: full) else {
                throw .usage(
                    [
                        Diagnostic(
                            message:
                                "\(path) does not exist; create the file first (xcodeproj add references files on disk)"
                        )
                    ],
                    pointsToHelp: false)
            }
            let isFolderType = ["xcassets", "bundle", "scnassets", "xcdatamodeld"].contains(
                FileTypes.pathExtension(of: full))
            if kind == .directory, !isFolderType {
                throw .usage(
                    [
                        Diagnostic(
                            message:
                                "\(path) is a folder; give the files in it (\(path)/*), or an asset catalog (.xcassets)"
                        )
                    ],
                    pointsToHelp: false)
            }
            if FileTypes.pathExtension(of: full) == "xcdatamodeld" {
                throw .usage(
                    [
                        Diagnostic(
                            message:
                                "\(path) is a Core Data model, which Xcode keeps as a version group; add it in Xcode "
                                + "(File > Add Files)")
                    ], pointsToHelp: false)
            }
            if let real = fileSystem.realPath(full), let realRoot = fileSystem.realPath(sourceRoot),
                !real.hasPrefix(realRoot + "/")
            {
                throw .usage(
                    [
                        Diagnostic(
                            message: "\(path) is a symbolic link to \(real), outside the project's folder; "
                                + "give the file itself")
                    ], pointsToHelp: false)
            }
        }
        return inside
    }

    /// Refuses `path` (absolute, standardized) outside `root`, symbolic links resolved.
    private func checkInsideRoot(_ path: String, display: String) throws(GenerateOutcome.Failure) {
        guard let root else { return }
        let workspace = WorkspaceRoot(root, fileSystem: fileSystem)
        if !workspace.contains(path) {
            throw .usage(
                [
                    Diagnostic(
                        message:
                            "\(display) is outside the workspace root \(workspace.path); only paths inside it are accepted"
                    )
                ],
                pointsToHelp: false)
        }
    }

    /// The target named `name`, or a usage failure naming the closest and every target.
    static func target(_ name: String, in project: ProjectFile, display: String) throws(GenerateOutcome.Failure)
        -> ProjectFile.Target
    {
        if let target = project.target(named: name) { return target }
        let close = Suggestion.closest(to: name, among: project.targetNames)
        let message =
            "\(display) has no target named \"\(name)\"" + (close.map { "; did you mean \"\($0)\"?" } ?? "")
            + (project.targetNames.isEmpty ? "" : " (targets: " + project.targetNames.joined(separator: ", ") + ")")
        throw .usage([Diagnostic(message: message, suggestion: close)], pointsToHelp: false)
    }

    /// A project file error as a diagnostic at its line and column in `file`.
    static func diagnostic(_ error: ProjectFileError, file: String, project: ProjectFile?) -> Diagnostic {
        var suggestion: String?
        if case .unknownGroup(let path, let available) = error {
            suggestion = Suggestion.closest(to: path, among: available)
        }
        return Diagnostic(
            file: file, line: error.line, column: error.line == nil ? nil : error.column, message: error.message,
            suggestion: suggestion)
    }
}
