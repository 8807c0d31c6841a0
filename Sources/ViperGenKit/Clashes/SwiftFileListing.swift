/// The Swift files below a folder, found through a ``FileSystem``: what a synchronized folder
/// gives its targets, or what a source root holds.
///
/// Hidden entries (`.build`, `.git`, …), `Pods` and `DerivedData` are skipped, folders reached
/// through a symbolic link are not entered, and the walk stops after ``limit`` entries (a run
/// in a home folder must not read the disk for minutes; what was found by then is checked).
struct SwiftFileListing {
    static let skipped: Set<String> = ["Pods", "DerivedData"]
    static let limit = 100_000

    var fileSystem: any FileSystem

    /// The paths, relative to `folder`, of the `.swift` files below it, sorted, leaving out
    /// those at or below an `excluded` relative path.
    func files(in folder: String, excluding excluded: [String] = []) -> [String] {
        var found: [String] = []
        var pending: [String] = [""]
        var visited = 0
        let excludedSet = Set(excluded)
        while let relative = pending.popLast(), visited < Self.limit {
            let absolute = relative.isEmpty ? folder : folder + "/" + relative
            for (name, kind) in fileSystem.entriesAndKinds(of: absolute)
            where !name.hasPrefix(".") && !Self.skipped.contains(name) {
                visited += 1
                let path = relative.isEmpty ? name : relative + "/" + name
                if excludedSet.contains(path) { continue }
                switch kind {
                case .directory?:
                    pending.append(path)
                case .file?, .symbolicLink?:
                    if name.hasSuffix(".swift") { found.append(path) }
                default:
                    continue
                }
            }
        }
        return found.sorted()
    }
}
