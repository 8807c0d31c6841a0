/// The fingerprint of a set of template files: the SHA-256 of every path and text, sorted by
/// path, each followed by a NUL. viper-gen.lock records it, so that the text last generated is
/// rendered again only with the same templates. One definition, used at build time (the
/// built-in set's fingerprint is compiled in) and at run time (sets with user files).
package enum TemplateFingerprint {
    package static func of(_ files: [String: String]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(files.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count + 2 })
        for path in files.keys.sorted() {
            bytes.append(contentsOf: path.utf8)
            bytes.append(0)
            bytes.append(contentsOf: (files[path] ?? "").utf8)
            bytes.append(0)
        }
        return SHA256.hex(bytes)
    }

    /// The files a template library holds for a built-in set alone: each file under its path
    /// and again under `builtin:` + its path.
    package static func builtInLibraryFiles(_ builtIn: [String: String]) -> [String: String] {
        var files: [String: String] = [:]
        for (path, text) in builtIn {
            files[path] = text
            files["builtin:" + path] = text
        }
        return files
    }
}
