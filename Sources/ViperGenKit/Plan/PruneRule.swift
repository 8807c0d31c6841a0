/// Which orphans `--prune` may delete: only a file a template of the lock entry's module could
/// have written below an output root, and never the spec, the lock, a hidden file or anything
/// under `.git` — whatever the lock says, since anyone can edit it (a pull request can add an
/// entry with the hash of `viper-gen.json`).
///
/// "Could have written" is judged from the template manifests: the entry's template must be one
/// the library knows, the file name must match that template's `path` pattern with `{{module}}`
/// as the entry's module (any other tag matches any name), and the folder below the output root
/// must be one a layout gives (the module's name, the template's `component`, a domain folder
/// ending in the module's name, or none).
package struct PruneRule: Sendable {
    /// A template's output: its file name pattern and its folder in layout `type`.
    struct Output: Sendable, Hashable {
        var path: String
        var component: String
    }

    /// Absolute paths never deleted: the spec and viper-gen.lock.
    var protectedFiles: Set<String>
    /// The run's output folders, absolute and normalised.
    var outputRoots: [String]
    /// What each library template path (`viper/Presenter.swift.mustache`) writes.
    var outputs: [String: [Output]]

    /// A rule that refuses every deletion (no templates known).
    package static let nothing = PruneRule(protectedFiles: [], outputRoots: [], outputs: [:])

    init(protectedFiles: Set<String>, outputRoots: [String], outputs: [String: [Output]]) {
        self.protectedFiles = protectedFiles
        self.outputRoots = outputRoots
        self.outputs = outputs
    }

    /// The rule for a run: the library's template sets, the run's output roots, and the files
    /// that are never deleted (absolute paths).
    package init(library: TemplateLibrary, outputRoots: [String], protectedFiles: Set<String>) {
        var outputs: [String: [Output]] = [:]
        for name in library.setNames {
            guard let manifest = try? library.manifest(forSet: name) else { continue }
            for entry in manifest.entries {
                let output = Output(path: entry.file.path, component: entry.file.component)
                if !(outputs[entry.templatePath]?.contains(output) ?? false) {
                    outputs[entry.templatePath, default: []].append(output)
                }
            }
        }
        self.init(
            protectedFiles: Set(protectedFiles.map(PathText.normalize)),
            outputRoots: outputRoots.map(PathText.normalize), outputs: outputs)
    }

    /// Why the orphan `entry` at the absolute path `target` must not be deleted, or nil when
    /// it may be.
    package func refusal(_ entry: GenerationLock.File, target: String) -> String? {
        let target = PathText.normalize(target)
        if protectedFiles.contains(target) { return "viper-gen never deletes the spec or viper-gen.lock" }
        let steps = entry.path.split(separator: "/")
        if steps.contains(".git") { return "viper-gen never deletes anything under .git" }
        if steps.contains(where: { $0.hasPrefix(".") }) { return "viper-gen never deletes hidden files" }
        guard let root = outputRoots.filter({ target.hasPrefix($0 + "/") }).max(by: { $0.count < $1.count }) else {
            return "not inside an output folder of this run"
        }
        let relative = String(target.dropFirst(root.count + 1))
        let folder = parentPath(relative)
        let name = lastComponent(relative)
        let produced = (outputs[entry.template] ?? []).contains { output in
            Self.matches(name, pattern: output.path, module: entry.module)
                && (folder.isEmpty || folder == output.component || folder == entry.module
                    || folder.hasSuffix("/" + entry.module))
        }
        return produced
            ? nil : "no template of \(entry.module) writes \(relative) (viper-gen.lock says \(entry.template))"
    }

    /// Whether the file name `name` is one the manifest `pattern` renders for `module`:
    /// `{{module}}` stands for the module's name, any other tag for any text without a `/`.
    static func matches(_ name: String, pattern: String, module: String) -> Bool {
        // The pattern as literal pieces between wildcards.
        var pieces: [String] = [""]
        var rest = Substring(pattern)
        while let open = rest.firstRange(of: "{{") {
            pieces[pieces.count - 1] += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstRange(of: "}}") else { return false }
            let tag = rest[open.upperBound..<close.lowerBound].trimmedTag()
            rest = rest[close.upperBound...]
            if rest.hasPrefix("}") { rest = rest.dropFirst() }
            if tag == "module" { pieces[pieces.count - 1] += module } else { pieces.append("") }
        }
        pieces[pieces.count - 1] += rest
        return glob(Array(name.utf8)[...], pieces: pieces[...])
    }

    /// `name` is pieces[0], then any text, pieces[1], … (the first piece anchored at the start,
    /// the last at the end).
    private static func glob(_ name: ArraySlice<UInt8>, pieces: ArraySlice<String>) -> Bool {
        guard let first = pieces.first else { return name.isEmpty }
        let head = Array(first.utf8)
        guard name.starts(with: head) else { return false }
        let after = name.dropFirst(head.count)
        if pieces.count == 1 { return after.isEmpty }
        // The remaining pieces may start anywhere (a wildcard precedes each).
        for start in after.indices + [after.endIndex] where glob(after[start...], pieces: pieces.dropFirst()) {
            return true
        }
        return false
    }
}

extension Substring {
    /// A tag's name without its spaces and the `{`, `&` of `{{{name}}}` and `{{& name}}`.
    fileprivate func trimmedTag() -> String {
        String(drop { " {&".contains($0) }.reversed().drop { " }".contains($0) }.reversed())
    }
}
