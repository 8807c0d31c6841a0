/// A problem reading or editing a project.pbxproj file.
///
/// Errors that point into the file carry a 1-based line and column (columns count UTF-8 bytes, as
/// swiftc and clang do) and print as `project.pbxproj:LINE:COL: message`.
public enum ProjectFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not a well-formed old-style (OpenStep) property list.
    case syntax(line: Int, column: Int, message: String)
    /// The file is an XML property list; Xcode writes project.pbxproj in the old-style format.
    case xmlPropertyList
    /// The file is a binary property list; Xcode writes project.pbxproj in the old-style format.
    case binaryPropertyList
    /// The property list parses but lacks what every Xcode project has (`objects`, `rootObject`, …).
    case notAProject(line: Int, column: Int, message: String)
    /// An object id is referenced (by `referencedBy`, e.g. "the target Login's buildPhases") but
    /// is not in `objects`.
    case missingObject(id: String, referencedBy: String, line: Int, column: Int)
    /// An object lacks a key the edit needs, or has it with the wrong kind of value.
    case malformedObject(id: String, message: String, line: Int, column: Int)
    /// No target is named `name`; `available` lists the project's target names in file order.
    case unknownTarget(name: String, available: [String])
    /// The target has no Sources build phase to compile files in.
    case noSourcesBuildPhase(target: String)
    /// A resource (a storyboard, an asset catalog, …) was to be copied by a target without a
    /// Copy Bundle Resources build phase.
    case noResourcesBuildPhase(target: String)
    /// `--group` named a group the navigator does not have; `available` are the group paths
    /// closest to it.
    case unknownGroup(path: String, available: [String])
    /// A path given to the editor is absolute, empty, leaves the project folder or contains
    /// characters the file format cannot hold in a comment (a newline, `*/`).
    case invalidPath(path: String, reason: String)
    /// Removing a file would leave an id that another object still refers to.
    case stillReferenced(id: String, by: String, line: Int, column: Int)
    /// An object id defined twice in `objects` (a git conflict resolved by keeping both sides
    /// leaves this): Xcode reads the last definition, so an edit of either could go unseen.
    case duplicateObject(id: String, line: Int, column: Int, firstLine: Int)
    /// The file is not UTF-8 (Xcode writes `// !$*UTF8*$!` files): a byte that cannot start or
    /// continue a UTF-8 character, at its line and column.
    case notUTF8(line: Int, column: Int, byte: UInt8)

    /// The 1-based line the error points at, when it points into the file.
    public var line: Int? {
        switch self {
        case .syntax(let line, _, _), .notAProject(let line, _, _), .missingObject(_, _, let line, _),
            .malformedObject(_, _, let line, _), .stillReferenced(_, _, let line, _),
            .duplicateObject(_, let line, _, _),
            .notUTF8(let line, _, _):
            line
        case .xmlPropertyList, .binaryPropertyList:
            1
        case .unknownTarget, .noSourcesBuildPhase, .noResourcesBuildPhase, .unknownGroup, .invalidPath:
            nil
        }
    }

    /// The 1-based column (in UTF-8 bytes) the error points at, when it points into the file.
    public var column: Int? {
        switch self {
        case .syntax(_, let column, _), .notAProject(_, let column, _), .missingObject(_, _, _, let column),
            .malformedObject(_, _, _, let column), .stillReferenced(_, _, _, let column),
            .duplicateObject(_, _, let column, _),
            .notUTF8(_, let column, _):
            column
        case .xmlPropertyList, .binaryPropertyList:
            1
        case .unknownTarget, .noSourcesBuildPhase, .noResourcesBuildPhase, .unknownGroup, .invalidPath:
            nil
        }
    }

    /// What went wrong and, where it helps, what to do; without the location.
    public var message: String {
        switch self {
        case .syntax(_, _, let message), .notAProject(_, _, let message):
            message
        case .xmlPropertyList:
            "this is an XML property list, not the old-style format Xcode writes; open and save the project in Xcode to convert it"
        case .binaryPropertyList:
            "this is a binary property list, not the old-style format Xcode writes; open and save the project in Xcode to convert it"
        case .missingObject(let id, let referencedBy, _, _):
            "object \(id), referenced by \(referencedBy), is not in objects"
        case .malformedObject(let id, let message, _, _):
            "object \(id) \(message)"
        case .unknownTarget(let name, let available):
            available.isEmpty
                ? "no target named \"\(name)\"; the project has no targets"
                : "no target named \"\(name)\"; the targets are "
                    + available.map { "\"\($0)\"" }.joined(separator: ", ")
        case .noSourcesBuildPhase(let target):
            "target \"\(target)\" has no Sources build phase; add one in Xcode (Build Phases > New Compile Sources Phase)"
        case .noResourcesBuildPhase(let target):
            "target \"\(target)\" has no Copy Bundle Resources build phase; add one in Xcode (Build Phases > New Copy Bundle Resources Phase)"
        case .unknownGroup(let path, let available):
            available.isEmpty
                ? "no group \"\(path)\" in the project navigator"
                : "no group \"\(path)\" in the project navigator; groups: "
                    + available.map { "\"\($0)\"" }.joined(separator: ", ")
        case .invalidPath(let path, let reason):
            "\"\(path)\": \(reason)"
        case .stillReferenced(let id, let by, _, _):
            "cannot remove \(id): \(by) still refers to it"
        case .duplicateObject(let id, _, _, let firstLine):
            "object \(id) is defined twice (first at line \(firstLine)); Xcode reads only the last definition, so an edit could go "
                + "unseen: keep one of them (a merge conflict resolved by keeping both sides leaves this)"
        case .notUTF8(_, _, let byte):
            "byte 0x\(String(byte, radix: 16, uppercase: true)) is not UTF-8; Xcode writes project files in UTF-8, and viper-gen "
                + "edits only those (it would otherwise change bytes it did not mean to): open and save the project in Xcode"
        }
    }

    /// The error as a compiler-style diagnostic naming `path`: `path:LINE:COL: message`, or
    /// `path: message` when the error does not point into the file.
    public func formatted(path: String) -> String {
        if let line, let column { return "\(path):\(line):\(column): \(message)" }
        return "\(path): \(message)"
    }

    /// The error as `project.pbxproj:LINE:COL: message`.
    public var description: String { formatted(path: "project.pbxproj") }
}
