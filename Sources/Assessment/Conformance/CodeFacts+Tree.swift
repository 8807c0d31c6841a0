import WorkSharing

extension CodeFacts {
    /// The facts of every Swift file under `tree`'s root that it reads (vendored folders and
    /// files over its size limit left out, as the assessment leaves them), in path order; read
    /// on every core. Generated files count: the spec's code is generated.
    package static func read(_ tree: SourceTree) -> [CodeFacts] {
        let paths = tree.swiftFiles()
        return Parallel.map(paths.count, minimum: 16) { range in
            paths[range].compactMap { path in tree.read(path).map { CodeFacts.read(path: path, bytes: $0.bytes) } }
        }
    }
}
