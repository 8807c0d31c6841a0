import TextMerge

/// `--overwrite`'s and `--force`'s safety copy: before a file is replaced whole, or merged with
/// the spec's side taken in hunks where the user's edits overlapped (their lines there are
/// dropped), its bytes are saved beside it as `NAME.orig`, written in the same transaction (a
/// failed run removes it with the rest).
/// An existing `NAME.orig` is never replaced: one with the same bytes is reused, one with other
/// bytes stops the run at the first line where they differ.
package enum OverwriteBackup {
    /// What is added to a file's name for its copy.
    package static let suffix = ".orig"

    /// `LoginPresenter.swift.orig` for `LoginPresenter.swift` (a path keeps its folders).
    package static func name(of path: String) -> String { path + suffix }

    /// The copies to write before the run's `overwrite` files, and the refusals (one per copy
    /// that cannot be made).
    /// - Parameters:
    ///   - absolute: a planned path as an absolute one.
    ///   - display: a planned path as the user sees it.
    package static func files(
        for assessed: [AssessedFile], fileSystem: any FileSystem, absolute: (String) -> String,
        display: (String) -> String
    ) -> (files: [AssessedFile], refusals: [Diagnostic]) {
        var files: [AssessedFile] = []
        var refusals: [Diagnostic] = []
        for item in assessed where item.previous != nil && (item.status == .overwrite || item.dropsConflictingEdits) {
            guard let original = (try? fileSystem.read(absolute(item.file.path))) ?? nil else { continue }
            var copy = item.file
            copy.relativePath = name(of: item.file.relativePath)
            copy.contents = String(decoding: original, as: UTF8.self)
            copy.template = ""
            let shown = display(copy.path)
            let option = item.status == .overwrite ? "--overwrite" : "--force"
            let note = "your \(lastComponent(item.file.path)) before \(option)"
            switch existing(absolute(copy.path), original: original, fileSystem: fileSystem) {
            case .none:
                var backup = AssessedFile(file: copy, status: .backup, note: note)
                backup.bytes = original
                files.append(backup)
            case .same:
                files.append(
                    AssessedFile(file: copy, status: .backup, previous: copy.contents, note: note + "; already saved"))
            case .differs(let line):
                refusals.append(
                    Diagnostic(
                        file: shown, line: line, column: 1,
                        message:
                            "exists and differs from \(display(item.file.path)) (first at this line), so \(option) cannot save "
                            + "\(lastComponent(item.file.path)) there; nothing was written. Move or delete \(lastComponent(shown)), then run again"
                    ))
            case .notAFile:
                refusals.append(
                    Diagnostic(
                        file: shown,
                        message: "is not a regular file, so \(option) cannot save "
                            + "\(lastComponent(item.file.path)) there; nothing was written. Move it away, then run again"
                    ))
            }
        }
        return (files, refusals)
    }

    private enum Existing {
        case none, same, notAFile
        case differs(line: Int)
    }

    /// What is at the copy's path already, compared with the bytes it would hold.
    private static func existing(_ path: String, original: [UInt8], fileSystem: any FileSystem) -> Existing {
        switch fileSystem.kindOfLink(at: path) {
        case nil: return .none
        case .file?: break
        default: return .notAFile
        }
        guard let bytes = (try? fileSystem.read(path)) ?? nil else { return .notAFile }
        if bytes == original { return .same }
        let old = Lines.split(bytes: bytes)
        let new = Lines.split(bytes: original)
        let line =
            zip(old, new).enumerated().first { $0.element.0.bytes != $0.element.1.bytes }?.offset
            ?? min(old.count, new.count)
        return .differs(line: line + 1)
    }

    private static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
