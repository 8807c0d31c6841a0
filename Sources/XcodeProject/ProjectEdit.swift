/// What to change in a project: the inputs of `ProjectFile.adding(_:)`.
public enum ProjectEdit {
    /// The build phase a file goes into in each of its targets.
    public enum Phase: String, Equatable, Hashable, Sendable, CaseIterable {
        /// Compile Sources (PBXSourcesBuildPhase): Swift, Objective-C, C, C++, Metal.
        case sources
        /// Copy Bundle Resources (PBXResourcesBuildPhase): storyboards, nibs, asset catalogs,
        /// strings, JSON, images, fonts, …
        case resources
        /// No build phase: the file is only referenced (headers, Info.plist, entitlements,
        /// build settings files, documentation).
        case none

        /// The phase Xcode gives a file of this name when it is added to a target.
        public static func forName(_ name: String) -> Phase {
            let lower = name.lowercased()
            if lower == "info.plist" { return .none }
            switch FileTypes.pathExtension(of: lower) {
            case "swift", "m", "mm", "c", "cc", "cpp", "cxx", "metal", "intentdefinition", "xcdatamodeld",
                "xcmappingmodel":
                return .sources
            case "h", "hh", "hpp", "pch", "xcconfig", "entitlements", "md", "modulemap", "xctestplan", "xcfilelist":
                return .none
            default:
                return .resources
            }
        }

        /// The build phase object's isa.
        var isa: String? {
            switch self {
            case .sources: "PBXSourcesBuildPhase"
            case .resources: "PBXResourcesBuildPhase"
            case .none: nil
            }
        }

        /// The name Xcode writes in build file comments (`Login.swift in Sources`).
        var commentName: String {
            switch self {
            case .sources: "Sources"
            case .resources: "Resources"
            case .none: ""
            }
        }
    }

    /// A file to reference in the project and build in some targets.
    public struct Addition: Equatable, Hashable, Sendable {
        /// The file's path relative to the project's source root (the folder holding the
        /// .xcodeproj), e.g. `App/Modules/Login/LoginView.swift`.
        public var path: String
        /// The names of the targets whose build phase (`phase`) should hold the file; empty to
        /// only reference it.
        public var targets: [String]
        /// The build phase; nil: the one `Phase.forName` gives for the file's name.
        public var phase: Phase?
        /// The navigator path of the group (`App/Support`, group names as Xcode shows them) the
        /// file's folders are mirrored under; nil: the groups mirror folders from the main group.
        public var group: String?

        /// A file at `path` built by `targets` in `phase` (by default, the phase its name asks
        /// for), its groups under `group` (by default, the main group).
        public init(path: String, targets: [String], phase: Phase? = nil, group: String? = nil) {
            self.path = path
            self.targets = targets
            self.phase = phase
            self.group = group
        }
    }
}
