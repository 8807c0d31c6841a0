import TextSupport
import XcodeProject

/// The Xcode step of a run: adds the generated files to the modules' Xcode projects (groups
/// mirroring their folders, the targets' Sources phases) and removes the references of pruned
/// files. Each project file becomes one more planned file (`update` or `unchanged`), written,
/// checked and rolled back with the others. Pure: project texts come in as values.
package enum XcodeProjectStep {
    /// A generated file for a project.
    package struct Addition: Sendable, Hashable {
        package var path: String
        package var targets: [String]
        /// A test: its default target is the unit-test target.
        package var isTest: Bool
        /// The module that generates it.
        package var module: String = ""
        /// Whether the file was on disk before the run (a missing reference to it is drift).
        package var exists: Bool = false
    }

    /// What one project receives.
    package struct Request: Sendable, Hashable {
        /// The `.xcodeproj` folder, relative to the run's base folder (`App.xcodeproj`).
        package var project: String
        /// Generated files, relative to the project's folder, with the targets named for them
        /// (empty: the project's only target of their kind).
        package var additions: [Addition]
        /// Files pruned by this run, relative to the project's folder.
        package var removals: [String]
        /// `--prune`: memberships in targets the spec dropped are removed, not only reported.
        package var prune: Bool = false
        /// Orphans `--prune` keeps because they were edited, relative to the project's folder:
        /// the spec puts them in no target any more, so they leave the targets viper-gen added
        /// them to (the file and its reference stay), and the project builds without them.
        package var keptOrphans: [String] = []
        /// Files the run still generates for a module that no longer names this project (a
        /// project earlier runs added them to, `former`), relative to the project's folder: the
        /// targets viper-gen added them to still compile them.
        package var departed: [Addition] = []
    }

    /// A problem that stops the step; nothing is written.
    package enum Failure: DiagnosticsConvertible, Equatable, CustomStringConvertible {
        /// A target named by `--target`, `--test-target` or the spec is not in the project.
        case unknownTarget(project: String, name: String, available: [String], suggestion: String?)
        /// No target was named and the project has not exactly one of the kind needed.
        case targetNotGiven(project: String, tests: Bool, candidates: [String], available: [String])
        /// The project file is malformed, XML, or lacks an object the edit needs.
        case project(file: String, ProjectFileError)
        /// The project folder or the file is not where it was said to be.
        case missing(project: String)
        /// A project outside the run's folder, or a generated file outside the project's folder.
        case outside(path: String, folder: String)
        /// The `.xcodeproj` folder or its project.pbxproj is a symbolic link.
        case linked(path: String)
        /// A target named for the tests (`--test-target`, `testTargets`) is not a test bundle.
        case notATestTarget(project: String, name: String, productType: String, testTargets: [String])

        /// Whether the command line (or spec) named something wrong: exit 2.
        package var isUsage: Bool {
            switch self {
            case .unknownTarget, .targetNotGiven, .missing, .notATestTarget: true
            case .project, .outside, .linked: false
            }
        }

        /// The failure as a diagnostic: a project file's problem at its line and column.
        package var diagnostic: Diagnostic {
            switch self {
            case .project(let file, let error):
                Diagnostic(
                    file: file, line: error.line, column: error.line == nil ? nil : error.column, message: error.message
                )
            case .unknownTarget(_, _, _, let suggestion):
                Diagnostic(message: description, suggestion: suggestion)
            default:
                Diagnostic(message: description)
            }
        }

        package var diagnostics: [Diagnostic] { [diagnostic] }

        package var description: String {
            switch self {
            case .unknownTarget(let project, let name, let available, let suggestion):
                return "\(project) has no target named \"\(name)\""
                    + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
                    + (available.isEmpty ? "" : " (targets: " + available.joined(separator: ", ") + ")")
            case .targetNotGiven(let project, let tests, let candidates, let available):
                let flag = tests ? "--test-target" : "--target"
                let key = tests ? "testTargets" : "targets"
                let kind = tests ? "unit-test target" : "application target"
                let found =
                    candidates.isEmpty
                    ? "no \(kind)" : "\(candidates.count) \(kind)s (" + candidates.joined(separator: ", ") + ")"
                return
                    "\(project) has \(found): name the one to add the \(tests ? "tests" : "sources") to with \(flag) NAME "
                    + "or \"\(key)\" in viper-gen.json"
                    + (available.isEmpty ? "" : " (targets: " + available.joined(separator: ", ") + ")")
                    + (tests ? ", or generate with --tests none" : "")
            case .project:
                return diagnostic.headline
            case .missing(let project):
                return
                    "\(project)/project.pbxproj does not exist; give the path of the .xcodeproj folder (--xcodeproj or \"xcodeproj\")"
            case .outside(let path, let folder):
                return
                    "\(path) is outside \(folder); viper-gen edits only a project inside the folder it generates into, "
                    + "for files inside the project's folder"
            case .notATestTarget(let project, let name, let productType, let testTargets):
                return
                    "\(project)'s target \"\(name)\" is not a test target (\(productType)); generated tests import XCTest or Testing "
                    + "and would stop its build: name a unit-test target with --test-target or \"testTargets\""
                    + (testTargets.isEmpty
                        ? ", or generate with --tests none"
                        : " (test targets: " + testTargets.joined(separator: ", ") + ")")
            case .linked(let path):
                return
                    "\(path) is a symbolic link; viper-gen does not edit a project through a link (it would replace the link "
                    + "with a file, or edit a project outside this folder): give the real project's path, or replace the link with what it points to"
            }
        }
    }

    /// The path of the project file of a `.xcodeproj` folder.
    package static func projectFile(_ project: String) -> String { project + "/project.pbxproj" }

    /// Which files go to which project: every planned file of a module with an `xcodeproj`
    /// (sources to its targets, tests to its test targets; `[]` when unnamed, decided later),
    /// and the files this run deletes.
    /// - Parameter base: the run's base folder (absolute); planned paths are relative to it.
    /// - Parameter prune: whether the run prunes (`Request.prune`).
    /// - Parameter keep: modules whose orphans stay where they are, in their targets (a module
    ///   generated by name beside a spec that does not declare it).
    /// - Parameter former: projects earlier runs added files to (viper-gen.lock's snapshots)
    ///   that exist: the files this run deletes, or that are gone, leave them too, even when the
    ///   spec names them no more.
    package static func requests(
        modules: [ResolvedModule], assessed: [AssessedFile], base: String, prune: Bool = false,
        keep: Set<String> = [], former: [String] = []
    ) throws(Failure) -> [Request] {
        var byName: [String: ResolvedModule] = [:]
        for module in modules { byName[module.name] = module }
        var order: [String] = []
        var requests: [String: Request] = [:]
        for module in modules {
            guard let project = module.xcodeproj else { continue }
            let relative = try insideBase(project, base: base)
            if requests[relative] == nil {
                order.append(relative)
                requests[relative] = Request(project: relative, additions: [], removals: [], prune: prune)
            }
        }
        var formerKeys: Set<String> = []
        for project in former {
            guard let relative = try? insideBase(project, base: base) else { continue }
            formerKeys.insert(relative)
            guard requests[relative] == nil else { continue }
            order.append(relative)
            requests[relative] = Request(project: relative, additions: [], removals: [], prune: prune)
        }
        guard !requests.isEmpty else { return [] }
        for item in assessed {
            switch item.status {
            case .orphan where prune && !keep.contains(item.file.module):
                for project in order {
                    if let path = relative(item.file.path, toFolderOf: project) {
                        requests[project]?.keptOrphans.append(path)
                    }
                }
            case .orphan, .record, .backup:
                // `--overwrite`'s NAME.orig copies are the user's files, not sources to compile.
                // (A file `--skip-existing` keeps is still the module's: it goes in, below.)
                continue
            case .delete:
                for project in order {
                    if let path = relative(item.file.path, toFolderOf: project) {
                        requests[project]?.removals.append(path)
                    }
                }
            default:
                let module = byName[item.file.module]
                let current = try module?.xcodeproj.map { project throws(Failure) in try insideBase(project, base: base)
                }
                for project in order where project != current && formerKeys.contains(project) {
                    guard let path = relative(item.file.path, toFolderOf: project) else { continue }
                    requests[project]?.departed.append(
                        Addition(
                            path: path, targets: [], isTest: item.file.kind == .test,
                            module: item.file.module, exists: true))
                }
                guard let module, let key = current else { continue }
                guard let path = relative(item.file.path, toFolderOf: key) else {
                    throw .outside(path: item.file.path, folder: "the folder of \(key)")
                }
                let isTest = item.file.kind == .test
                requests[key]?.additions.append(
                    Addition(
                        path: path, targets: isTest ? module.testTargets : module.targets, isTest: isTest,
                        module: module.name, exists: item.status != .create))
            }
        }
        return order.compactMap { requests[$0] }
    }

    /// The project file after the request: `update` with what changed in its note, or
    /// `unchanged`; and where the project disagrees with the spec, the lock and the disk
    /// (`Findings`).
    /// - Parameter text: the project file's text as read.
    package static func apply(
        _ request: Request, text: String, projects: ProjectFileParser = ProjectFileParser()
    ) throws(Failure) -> (
        file: AssessedFile, findings: Findings
    ) {
        let file = projectFile(request.project)
        let project: ProjectFile
        do {
            project = try projects.parse(text)
        } catch {
            throw .project(file: file, error)
        }
        var additions: [ProjectEdit.Addition] = []
        for addition in request.additions {
            let named = try targets(addition.targets, tests: addition.isTest, in: project, name: request.project)
            additions.append(ProjectEdit.Addition(path: addition.path, targets: named))
        }
        var findings = Findings()
        let dropped =
            droppedMemberships(request, named: additions, in: project) + departedMemberships(request, in: project)
        if !request.prune, request.additions.isEmpty, dropped.contains(where: \.projectDropped) {
            // No module of this run names the project (typically one named by `--xcodeproj`
            // alone on an earlier run): one finding for the project, its fix first.
            findings.untracked.append(unnamedProjectFinding(dropped, request: request, file: file))
        } else if !request.prune {
            for membership in dropped {
                let finding = droppedFinding(membership, request: request, file: file)
                if membership.projectDropped {
                    findings.untracked.append(finding)
                } else {
                    findings.remaining.append(finding)
                }
            }
        }
        var current = text
        var notes: [String] = []
        do {
            let memberships = request.prune ? dropped.map(\.membership) : []
            let orphaned =
                request.keptOrphans.isEmpty
                ? [] : project.editorMemberships(of: Set(request.keptOrphans.map(PathText.normalize)))
            if !request.removals.isEmpty || !memberships.isEmpty || !orphaned.isEmpty {
                let removed = try project.removing(paths: request.removals, memberships: memberships + orphaned)
                if removed.changed {
                    notes += removalSummary(of: removed, pruned: memberships.count, orphaned: orphaned.count)
                    current = removed.text
                }
            }
            let edited = try (current == text ? project : ProjectFile(text: current)).adding(additions)
            if edited.changed { current = edited.text }
            notes += summary(of: edited)
            findings.repaired += missingReferences(edited, request: request, file: file)
        } catch {
            throw .project(file: file, error)
        }
        let planned = PlannedFile(
            root: "", relativePath: file, contents: current, module: "", template: "", kind: .source)
        let note = notes.isEmpty ? nil : notes.joined(separator: "; ")
        return (
            AssessedFile(file: planned, status: current == text ? .unchanged : .update, previous: text, note: note),
            findings
        )
    }

    /// What a removal did, for the project file's note.
    private static func removalSummary(of removed: ProjectEditResult, pruned memberships: Int, orphaned: Int)
        -> [String]
    {
        var notes: [String] = []
        if !removed.files.isEmpty { notes.append("removed \(count(removed.files.count, "file"))") }
        if memberships > 0 { notes.append("removed \(count(memberships, "file")) from targets the spec dropped") }
        if orphaned > 0 {
            notes.append(
                "took \(count(orphaned, "kept orphan")) out of \(orphaned == 1 ? "its target" : "their targets") (no longer compiled)"
            )
        }
        if !removed.removedGroups.isEmpty {
            notes.append(
                "removed empty \(removed.removedGroups.count == 1 ? "group" : "groups") "
                    + removed.removedGroups.joined(separator: ", "))
        }
        return notes
    }

    // MARK: - Helpers

    /// The named targets, checked; with none named, the project's only application (or
    /// unit-test) target.
    static func targets(_ names: [String], tests: Bool, in project: ProjectFile, name: String) throws(Failure)
        -> [String]
    {
        let available = project.targetNames
        if names.isEmpty {
            let productType = tests ? "com.apple.product-type.bundle.unit-test" : "com.apple.product-type.application"
            let candidates = project.targets.filter { $0.productType == productType }.map(\.name)
            guard candidates.count == 1 else {
                throw .targetNotGiven(project: name, tests: tests, candidates: candidates, available: available)
            }
            return candidates
        }
        for target in names where !available.contains(target) {
            throw .unknownTarget(
                project: name, name: target, available: available,
                suggestion: Suggestion.closest(to: target, among: available))
        }
        // Tests import XCTest or Testing: in an app or framework target they stop its build.
        if tests,
            let wrong = project.targets.first(where: {
                names.contains($0.name) && !testProductTypes.contains($0.productType ?? "")
            })
        {
            let testTargets = project.targets.filter { testProductTypes.contains($0.productType ?? "") }.map(\.name)
            throw .notATestTarget(
                project: name, name: wrong.name, productType: wrong.productType ?? "none", testTargets: testTargets)
        }
        return names
    }

    /// The product types a generated test may go into: unit-test and UI-test bundles.
    static let testProductTypes: Set<String> = [
        "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing"
    ]

    private static func summary(of result: ProjectEditResult) -> [String] {
        var notes: [String] = []
        var byTarget: [String: Int] = [:]
        var targetOrder: [String] = []
        for membership in result.memberships {
            if byTarget[membership.target] == nil { targetOrder.append(membership.target) }
            byTarget[membership.target, default: 0] += 1
        }
        if !targetOrder.isEmpty {
            notes.append(
                "added " + targetOrder.map { "\(count(byTarget[$0] ?? 0, "file")) to \($0)" }.joined(separator: ", "))
        }
        // A handful of groups are named; a whole spec's worth is counted.
        if result.createdGroups.count > 4 {
            notes.append("\(result.createdGroups.count) new groups")
        } else if !result.createdGroups.isEmpty {
            notes.append("new groups " + result.createdGroups.joined(separator: ", "))
        }
        // Files in synchronized folders: Xcode lists them itself; say which targets still
        // leave them out (an exception set), as the user must tick those in Xcode.
        var synchronized: [String: Int] = [:]
        var folders: [String] = []
        var notBuilt: [String: Int] = [:]
        var notBuiltOrder: [String] = []
        for file in result.synchronized {
            if synchronized[file.folder] == nil { folders.append(file.folder) }
            synchronized[file.folder, default: 0] += 1
            for target in file.notBuiltBy {
                let key = "\(file.folder)\u{0}\(target)"
                if notBuilt[key] == nil { notBuiltOrder.append(key) }
                notBuilt[key, default: 0] += 1
            }
        }
        for folder in folders {
            notes.append(
                "\(count(synchronized[folder] ?? 0, "file")) in synchronized folder \(folder), not added: the folder includes them"
            )
        }
        for key in notBuiltOrder {
            let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false)
            notes.append(
                "\(count(notBuilt[key] ?? 0, "file")) of \(parts[0]) excluded from \(parts[1]) by the folder's exceptions: "
                    + "tick \(parts[1]) under Target Membership in Xcode")
        }
        return notes
    }

    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// `project` relative to `base`, refused when it leaves it.
    private static func insideBase(_ project: String, base: String) throws(Failure) -> String {
        let absolute = PathText.normalize(project.hasPrefix("/") ? project : base + "/" + project)
        let root = PathText.normalize(base)
        guard absolute.hasPrefix(root + "/") else {
            throw .outside(path: project, folder: "the folder viper-gen generates into (\(root))")
        }
        return String(absolute.dropFirst(root.count + 1))
    }

    /// `path` (relative to the base) relative to the folder holding `project`, or nil outside it.
    private static func relative(_ path: String, toFolderOf project: String) -> String? {
        let folder = project.split(separator: "/").dropLast().joined(separator: "/")
        let normalized = PathText.normalize(path)
        if folder.isEmpty { return normalized.hasPrefix("../") || normalized.hasPrefix("/") ? nil : normalized }
        guard normalized.hasPrefix(folder + "/") else { return nil }
        return String(normalized.dropFirst(folder.count + 1))
    }
}
