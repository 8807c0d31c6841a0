extension ProjectFile {
    /// A target: PBXNativeTarget, PBXAggregateTarget or PBXLegacyTarget.
    public struct Target: Equatable, Sendable {
        /// The object id.
        public var id: String
        /// `PBXNativeTarget`, `PBXAggregateTarget`, …
        public var isa: String
        /// The target's name as shown in Xcode.
        public var name: String
        /// `com.apple.product-type.application`, `…bundle.unit-test`, …; nil for aggregate targets.
        public var productType: String?
        /// The ids of its build phases, in build order.
        public var buildPhaseIDs: [String]
        /// The ids of the synchronized folders (PBXFileSystemSynchronizedRootGroup) whose files the
        /// target builds (Xcode 16, objectVersion 77).
        public var synchronizedGroupIDs: [String]
    }

    /// A PBXGroup, PBXVariantGroup or XCVersionGroup: a folder in Xcode's navigator.
    public struct Group: Equatable, Sendable {
        /// The object id.
        public var id: String
        /// `PBXGroup`, `PBXVariantGroup` or `XCVersionGroup`.
        public var isa: String
        /// The name shown in Xcode when it differs from the last component of `path`.
        public var name: String?
        /// The folder, relative to what `sourceTree` says; nil for a group that is not a folder.
        public var path: String?
        /// `<group>` (relative to the parent group), `SOURCE_ROOT`, `<absolute>`,
        /// `BUILT_PRODUCTS_DIR`, `SDKROOT`, …
        public var sourceTree: String?
        /// The ids of its children in navigator order.
        public var childIDs: [String]
    }

    /// A PBXFileReference: a file in Xcode's navigator.
    public struct FileReference: Equatable, Sendable {
        /// The object id.
        public var id: String
        /// The name shown in Xcode when it differs from the last component of `path`.
        public var name: String?
        /// The file's path, relative to what `sourceTree` says.
        public var path: String?
        /// See `Group.sourceTree`.
        public var sourceTree: String?
        /// `sourcecode.swift`, `file.storyboard`, …
        public var lastKnownFileType: String?
    }

    /// A PBXBuildFile: a file's membership in one build phase.
    public struct BuildFile: Equatable, Sendable {
        /// The object id.
        public var id: String
        /// The PBXFileReference (or other file element) built; nil for package products.
        public var fileRefID: String?
    }

    /// A build phase: PBXSourcesBuildPhase, PBXResourcesBuildPhase, …
    public struct BuildPhase: Equatable, Sendable {
        /// The object id.
        public var id: String
        /// `PBXSourcesBuildPhase`, `PBXFrameworksBuildPhase`, …
        public var isa: String
        /// The ids of its PBXBuildFile objects.
        public var buildFileIDs: [String]
    }

    /// A PBXFileSystemSynchronizedRootGroup: a folder whose files Xcode 16 builds without listing
    /// them in the project.
    public struct SynchronizedRootGroup: Equatable, Sendable {
        /// The object id.
        public var id: String
        /// The name shown in Xcode when it differs from the last component of `path`.
        public var name: String?
        /// The folder, relative to what `sourceTree` says.
        public var path: String?
        /// See `Group.sourceTree`.
        public var sourceTree: String?
        /// The ids of its exception sets.
        public var exceptionSetIDs: [String]
    }

    /// A PBXFileSystemSynchronizedBuildFileExceptionSet: files of a synchronized folder whose
    /// membership in one target is the exception.
    ///
    /// For a target that builds the folder, the listed files are left out; for any other target,
    /// they are built.
    public struct SynchronizedExceptionSet: Equatable, Sendable {
        /// The object id.
        public var id: String
        /// The target the exceptions apply to.
        public var targetID: String?
        /// Paths relative to the synchronized folder.
        public var membershipExceptions: [String]
    }

    /// The group with this id, if it is a PBXGroup, PBXVariantGroup or XCVersionGroup.
    public func group(_ id: String) -> Group? {
        guard let entry = objectIndex[id], Self.isGroup(document, entry.value) else { return nil }
        return Group(
            id: id, isa: isa(of: id) ?? "", name: string("name", of: id), path: string("path", of: id),
            sourceTree: string("sourceTree", of: id), childIDs: Self.strings(field("children", of: id), document)
        )
    }

    /// The file reference with this id, if it is a PBXFileReference.
    public func fileReference(_ id: String) -> FileReference? {
        guard object(id, is: "PBXFileReference") else { return nil }
        return FileReference(
            id: id, name: string("name", of: id), path: string("path", of: id),
            sourceTree: string("sourceTree", of: id),
            lastKnownFileType: string("lastKnownFileType", of: id)
        )
    }

    /// The build file with this id, if it is a PBXBuildFile.
    public func buildFile(_ id: String) -> BuildFile? {
        guard object(id, is: "PBXBuildFile") else { return nil }
        return BuildFile(id: id, fileRefID: string("fileRef", of: id))
    }

    /// The build phase with this id, if its isa ends in `BuildPhase`.
    public func buildPhase(_ id: String) -> BuildPhase? {
        guard let isa = isa(of: id), isa.hasSuffix("BuildPhase") else { return nil }
        return BuildPhase(id: id, isa: isa, buildFileIDs: Self.strings(field("files", of: id), document))
    }

    /// The synchronized folder with this id, if it is a PBXFileSystemSynchronizedRootGroup.
    public func synchronizedRootGroup(_ id: String) -> SynchronizedRootGroup? {
        guard object(id, is: "PBXFileSystemSynchronizedRootGroup") else { return nil }
        return SynchronizedRootGroup(
            id: id, name: string("name", of: id), path: string("path", of: id),
            sourceTree: string("sourceTree", of: id),
            exceptionSetIDs: Self.strings(field("exceptions", of: id), document)
        )
    }

    /// The exception set with this id, if it is a PBXFileSystemSynchronizedBuildFileExceptionSet.
    public func synchronizedExceptionSet(_ id: String) -> SynchronizedExceptionSet? {
        guard object(id, is: "PBXFileSystemSynchronizedBuildFileExceptionSet") else { return nil }
        return SynchronizedExceptionSet(
            id: id, targetID: string("target", of: id),
            membershipExceptions: Self.strings(field("membershipExceptions", of: id), document)
        )
    }

    /// The target named `name` (the first, if names repeat).
    public func target(named name: String) -> Target? { targets.first { $0.name == name } }

    /// The target's PBXSourcesBuildPhase (the first, if there are several).
    public func sourcesBuildPhase(of target: Target) -> BuildPhase? {
        for id in target.buildPhaseIDs where object(id, is: "PBXSourcesBuildPhase") { return buildPhase(id) }
        return nil
    }

    /// The id of the group whose `children` lists the object, for objects reachable from the main
    /// group.
    public func parentID(of id: String) -> String? { parents[id] }
}
