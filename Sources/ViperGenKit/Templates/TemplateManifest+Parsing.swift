import TextSupport

extension TemplateManifest {
    /// Decodes a `template.json` strictly: unknown keys, wrong types and unknown `kind` values
    /// are errors with the file, line and column, the key path and the closest valid word.
    ///
    /// - Parameter file: the path shown in messages (`Templates/Custom/viper/template.json`).
    package static func parse(_ text: String, file: String) throws(TemplateError) -> TemplateManifest {
        let root: JSONNode
        do {
            root = try JSONParser.parse(Array(text.utf8)).root
        } catch {
            throw .invalidManifest(file: file, position: error.position, reason: error.message, suggestion: nil)
        }
        let reader = Reader(file: file)
        let members = try reader.object(root, keys: ["description", "extends", "files"])
        var manifest = TemplateManifest(files: [])
        if let node = members["description"] { manifest.description = try reader.string(node) }
        if let node = members["extends"] { manifest.extends = try reader.string(node) }
        guard let files = members["files"] else {
            throw reader.failure(
                root, "missing key \"files\": list the files this set renders, or [] to inherit them all")
        }
        guard let entries = files.arrayValue else {
            throw reader.failure(files, "expected an array of files, found \(files.typeDescription)")
        }
        for entry in entries {
            let fields = try reader.object(entry, keys: ["template", "path", "kind", "component", "when", "declares"])
            guard let template = fields["template"], let path = fields["path"] else {
                throw reader.failure(entry, "a file needs \"template\" and \"path\"")
            }
            var file = File(
                template: try reader.string(template), path: try reader.string(path), kind: .source, component: "")
            if let kind = fields["kind"] {
                let raw = try reader.string(kind)
                guard let value = Kind(rawValue: raw) else {
                    let valid = Kind.allCases.map(\.rawValue)
                    let suggestion = Suggestion.closest(to: raw, among: valid)
                    throw reader.failure(
                        kind,
                        "unknown kind \"\(raw)\""
                            + (suggestion.map { "; did you mean \"\($0)\"?" }
                                ?? "; valid: \(valid.joined(separator: ", "))"),
                        suggestion: suggestion)
                }
                file.kind = value
            }
            if let component = fields["component"] { file.component = try reader.string(component) }
            if let when = fields["when"] {
                if let single = when.stringValue {
                    file.when = [single]
                } else if let list = when.arrayValue {
                    file.when = try list.map { node throws(TemplateError) in try reader.string(node) }
                } else {
                    throw reader.failure(when, "expected a flag or an array of flags, found \(when.typeDescription)")
                }
            }
            if let declares = fields["declares"] {
                guard let list = declares.arrayValue else {
                    throw reader.failure(
                        declares,
                        "expected an array of type names such as [\"{{module}}Presenter\"], found \(declares.typeDescription)"
                    )
                }
                for node in list {
                    let name = try reader.string(node)
                    guard GeneratedTypeNames.range(of: "{{module}}", in: name) != nil else {
                        throw reader.failure(
                            node, "a declared type name must contain {{module}}, as in \"{{module}}Presenter\"")
                    }
                    file.declares.append(name)
                }
            }
            manifest.files.append(file)
        }
        return manifest
    }

    /// Reads values out of the JSON tree, turning every mismatch into a positioned error.
    private struct Reader {
        let file: String

        func failure(_ node: JSONNode, _ message: String, suggestion: String? = nil) -> TemplateError {
            let keyPath = node.keyPath
            return .invalidManifest(
                file: file, position: node.position, reason: keyPath.isEmpty ? message : "\(keyPath): \(message)",
                suggestion: suggestion)
        }

        func string(_ node: JSONNode) throws(TemplateError) -> String {
            guard let text = node.stringValue else {
                throw failure(node, "expected a string, found \(node.typeDescription)")
            }
            return text
        }

        /// The members of an object by key; any key outside `keys` is an error.
        func object(_ node: JSONNode, keys: [String]) throws(TemplateError) -> [String: JSONNode] {
            guard let members = node.objectValue else {
                throw failure(node, "expected an object, found \(node.typeDescription)")
            }
            var result: [String: JSONNode] = [:]
            for member in members {
                guard keys.contains(member.key) else {
                    let suggestion = Suggestion.closest(to: member.key, among: keys)
                    let hint =
                        suggestion.map { "; did you mean \"\($0)\"?" }
                        ?? "; valid keys: \(keys.joined(separator: ", "))"
                    let keyPath = node.keyPath.isEmpty ? member.key : "\(node.keyPath).\(member.key)"
                    throw .invalidManifest(
                        file: file, position: member.keyPosition,
                        reason: "\(keyPath): unknown key \"\(member.key)\"\(hint)",
                        suggestion: suggestion)
                }
                result[member.key] = member.value
            }
            return result
        }
    }
}
