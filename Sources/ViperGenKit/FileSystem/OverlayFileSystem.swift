/// A file system that shows some files with other contents than the disk: what a run would see
/// after an edit it has not written yet (`viper-gen add` checks the spec it is about to write).
package struct OverlayFileSystem: FileSystem {
    package let base: any FileSystem
    /// Absolute path → the bytes shown instead of the disk's.
    package let overrides: [String: [UInt8]]

    package init(base: any FileSystem = LocalFileSystem(), overrides: [String: [UInt8]]) {
        self.base = base
        self.overrides = overrides
    }

    package func kind(of path: String) -> FileKind? { overrides[path] != nil ? .file : base.kind(of: path) }
    package func kindOfLink(at path: String) -> FileKind? { overrides[path] != nil ? .file : base.kindOfLink(at: path) }
    package func identity(of path: String) -> FileIdentity? { base.identity(of: path) }
    package func read(_ path: String) throws(FileSystemError) -> [UInt8]? {
        if let bytes = overrides[path] { return bytes }
        return try base.read(path)
    }
    package func entries(of path: String) -> [String] {
        let prefix = path + "/"
        let added = overrides.keys.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") }.map {
            String($0.dropFirst(prefix.count))
        }
        return Array(Set(base.entries(of: path) + added))
    }
    package func realPath(_ path: String) -> String? { overrides[path] != nil ? path : base.realPath(path) }
    package var homeDirectory: String? { base.homeDirectory }
    package func isCaseInsensitive(_ path: String) -> Bool { base.isCaseInsensitive(path) }
}
