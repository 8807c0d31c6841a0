import Assessment

/// `recommend --project`'s team size: the distinct authors (by e-mail) of the last 12 months'
/// commits that touched the folder, from `git log -- .` run in it. Nil when git is not installed, the folder is not in
/// a repository, or it has no commit in that time.
enum GitAuthors {
    static func count(in folder: String, since: String = "12 months ago") -> Int? {
        guard let bytes = GitChurn.run(["git", "-C", folder, "log", "--since=\(since)", "--format=%ae", "--", "."])
        else { return nil }
        let output = String(decoding: bytes, as: UTF8.self)
        let authors = Set(output.split(separator: "\n").map { $0.lowercased() }.filter { !$0.isEmpty })
        return authors.isEmpty ? nil : authors.count
    }
}
