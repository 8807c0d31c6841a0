import XcodeProject

/// Where a project disagrees with the spec, viper-gen.lock and the disk: references to files
/// that are gone, files in targets the spec no longer names, files the project lacks.
extension XcodeProjectStep {
    /// What the step found, as errors for `--check`.
    package struct Findings: Sendable, Equatable {
        /// What a plain `generate` repairs (a reference the project lacks).
        package var repaired: [Diagnostic] = []
        /// What only `--prune` repairs (a file in a target the spec dropped): warnings of a run
        /// that does not prune.
        package var remaining: [Diagnostic] = []
        /// What only `--prune` repairs and a run without it would lose track of: files of a
        /// module that names this project no more, which the lock it writes forgets. A writing
        /// run without `--prune` stops on them.
        package var untracked: [Diagnostic] = []

        package init() {}

        /// Every finding, in order.
        package var all: [Diagnostic] { repaired + remaining + untracked }
    }

    /// A file's membership in a target the spec no longer names for it.
    struct DroppedMembership: Equatable {
        var membership: ProjectEditResult.Membership
        var module: String
        /// The targets the module names now (resolved), for the message.
        var current: [String]
        /// The module names this project no more (its `xcodeproj` dropped or changed).
        var projectDropped = false
    }

    /// Memberships of the request's files in targets the spec no longer names for them, that
    /// viper-gen made (their build file has the id the editor derives for the file and the
    /// target). A target the user added a file to in Xcode has a build file with another id,
    /// so it is never among them.
    /// - Parameter named: the request's additions with their targets resolved, in order.
    static func droppedMemberships(_ request: Request, named: [ProjectEdit.Addition], in project: ProjectFile)
        -> [DroppedMembership]
    {
        var wanted: [String: (targets: [String], module: String)] = [:]
        for (addition, resolved) in zip(request.additions, named) {
            wanted[PathText.normalize(resolved.path)] = (resolved.targets, addition.module)
        }
        return project.editorMemberships(of: Set(wanted.keys)).compactMap { membership in
            guard let file = wanted[membership.path], !file.targets.contains(membership.target) else { return nil }
            return DroppedMembership(membership: membership, module: file.module, current: file.targets)
        }
    }

    /// Memberships viper-gen made, in this project, of files whose module no longer names it.
    static func departedMemberships(_ request: Request, in project: ProjectFile) -> [DroppedMembership] {
        guard !request.departed.isEmpty else { return [] }
        var modules: [String: String] = [:]
        for file in request.departed { modules[PathText.normalize(file.path)] = file.module }
        return project.editorMemberships(of: Set(modules.keys)).compactMap { membership in
            modules[membership.path].map {
                DroppedMembership(membership: membership, module: $0, current: [], projectDropped: true)
            }
        }
    }

    /// A membership the spec dropped, as the error `--check` reports.
    static func droppedFinding(_ dropped: DroppedMembership, request: Request, file: String) -> Diagnostic {
        let now =
            dropped.projectDropped
            ? "it names no target in \(request.project) now"
            : "its targets now: " + (dropped.current.isEmpty ? "none" : dropped.current.joined(separator: ", "))
        return Diagnostic(
            file: file,
            message: "target \"\(dropped.membership.target)\" still compiles \(dropped.membership.path), "
                + "but the spec no longer adds module \(dropped.module) to it (\(now)): run 'viper-gen generate --prune' "
                + "to remove the file from \(dropped.membership.target) (the file stays)"
                + (dropped.projectDropped ? ", or name \(request.project) for the module again" : ""))
    }

    /// The memberships of a project no module of the run names any more, as one error: an
    /// earlier run added the files (a project named by `--xcodeproj` alone is named for that
    /// run only), so the fix is to name it again; `--prune` takes them out.
    static func unnamedProjectFinding(_ dropped: [DroppedMembership], request: Request, file: String) -> Diagnostic {
        let files = Set(dropped.map(\.membership.path)).count
        var modules: [String] = []
        for membership in dropped where !modules.contains(membership.module) { modules.append(membership.module) }
        let named = modules.map {
            $0 == SpecDecoding.sharedFolder ? "the shared declarations" : "module \($0)"
        }
        var targets: [String] = []
        for membership in dropped where !targets.contains(membership.membership.target) {
            targets.append(membership.membership.target)
        }
        let quotedTargets = targets.map { "\"\($0)\"" }
        return Diagnostic(
            file: file,
            message: "\(request.project) still compiles \(count(files, "file")) an earlier run added for "
                + ClashCheck.listed(named) + " (\(targets.count == 1 ? "target" : "targets") "
                + ClashCheck.listed(quotedTargets)
                + "), but this run names no target of \(request.project) for them (a project named by --xcodeproj "
                + "alone is used by that run only): pass --xcodeproj \(request.project) again, or add "
                + "\"xcodeproj\": \"\(request.project)\" to the spec's \"defaults\" so every run and "
                + "'generate --check' use it; to take the files out of the project instead, run "
                + "'viper-gen generate --prune' (the files stay)")
    }

    /// Files on disk before the run that the project did not compile where the spec says: the
    /// memberships the edit adds for them.
    static func missingReferences(_ edited: ProjectEditResult, request: Request, file: String) -> [Diagnostic] {
        var existing: [String: String] = [:]
        for addition in request.additions where addition.exists {
            existing[PathText.normalize(addition.path)] = addition.module
        }
        return edited.memberships.compactMap { membership in
            guard let module = existing[membership.path] else { return nil }
            return Diagnostic(
                file: file,
                message: "target \"\(membership.target)\" does not compile \(membership.path), which module "
                    + "\(module) generates: run 'viper-gen generate' to add it")
        }
    }
}
