#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ContentHash
import WorkSharing

/// `viper-gen.lock`: what viper-gen last generated, to tell the user's edits from spec changes.
///
/// One entry per generated file (its path relative to the lock's folder, module, template and
/// the SHA-256 of the text viper-gen generated for it) and, per module, how to render that text
/// again: the spec it was generated from and the command-line options (a snapshot, shared by
/// the modules of one run) and the fingerprint of the templates. Deterministic JSON, one entry
/// per line, meant to be committed.
public struct GenerationLock: Sendable, Hashable {
    public static let fileName = "viper-gen.lock"
    public static let currentVersion = 1

    public struct File: Sendable, Hashable {
        public var path: String
        public var module: String
        public var template: String
        public var sha256: String

        public init(path: String, module: String, template: String, sha256: String) {
            self.path = path
            self.module = module
            self.template = template
            self.sha256 = sha256
        }
    }

    public struct Module: Sendable, Hashable {
        public var name: String
        /// The SHA-256 of the template files in use when the module was generated.
        public var templates: String
        /// The key of the spec snapshot it was generated from.
        public var snapshot: String

        public init(name: String, templates: String, snapshot: String) {
            self.name = name
            self.templates = templates
            self.snapshot = snapshot
        }
    }

    /// A spec as decoded (canonical JSON) with the command-line options of the run.
    public struct Snapshot: Sendable, Hashable {
        public var spec: String
        public var flags: String
        public var modules: [String]

        public init(spec: String, flags: String, modules: [String]) {
            self.spec = spec
            self.flags = flags
            self.modules = modules
        }

        /// The key under which the lock stores it.
        public var key: String { String(SHA256.hex(spec + "\u{0}" + flags + "\u{0}" + modules.joined(separator: ",")).prefix(16)) }
    }

    public var files: [File]
    public var modules: [Module]
    public var snapshots: [String: Snapshot]

    public init(files: [File] = [], modules: [Module] = [], snapshots: [String: Snapshot] = [:]) {
        self.files = files
        self.modules = modules
        self.snapshots = snapshots
    }

    /// The lock's text: sorted, one file or module per line, ending with a newline.
    public var text: String {
        var lines = ["{", "  \"version\": \(Self.currentVersion),", "  \"files\": ["]
        let files = self.files.sorted { $0.path < $1.path }
        lines += files.enumerated().map { index, file in
            "    {\"path\": \(JSONText.quoted(file.path)), \"module\": \(JSONText.quoted(file.module)), \"template\": \(JSONText.quoted(file.template)), \"sha256\": \"\(file.sha256)\"}"
                + (index == files.count - 1 ? "" : ",")
        }
        lines.append("  ],")
        lines.append("  \"modules\": [")
        let modules = self.modules.sorted { $0.name < $1.name }
        lines += modules.enumerated().map { index, module in
            "    {\"name\": \(JSONText.quoted(module.name)), \"templates\": \"\(module.templates)\", \"snapshot\": \"\(module.snapshot)\"}"
                + (index == modules.count - 1 ? "" : ",")
        }
        lines.append("  ],")
        lines.append("  \"snapshots\": {")
        let keys = snapshots.keys.sorted()
        lines += keys.enumerated().compactMap { index, key in
            guard let snapshot = snapshots[key] else { return nil }
            return "    \(JSONText.quoted(key)): {\"modules\": [\(snapshot.modules.map(JSONText.quoted).joined(separator: ", "))], \"flags\": \(snapshot.flags), \"spec\": \(snapshot.spec)}"
                + (index == keys.count - 1 ? "" : ",")
        }
        lines.append("  }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a lock; a problem is reported with its position.
    public static func parse(_ data: Data, file: String) throws(LockError) -> GenerationLock {
        let root: JSONNode
        do {
            root = try JSONParser.parse(data).root
        } catch {
            throw LockError(file: file, position: error.position, reason: error.message)
        }
        func fail(_ node: JSONNode, _ reason: String) -> LockError {
            LockError(file: file, position: node.position, reason: (node.keyPath.isEmpty ? "" : node.keyPath + ": ") + reason)
        }
        func member(_ node: JSONNode, _ key: String) throws(LockError) -> JSONNode {
            guard let members = node.objectValue else { throw fail(node, "expected an object") }
            guard let found = members.first(where: { $0.key == key }) else { throw fail(node, "missing \"\(key)\"") }
            return found.value
        }
        func string(_ node: JSONNode, _ key: String) throws(LockError) -> String {
            let value = try member(node, key)
            guard let text = value.stringValue else { throw fail(value, "expected a string") }
            return text
        }
        let version = try member(root, "version")
        guard case .number(let number) = version.value, number == String(currentVersion) else {
            throw fail(version, "this viper-gen reads lock version \(currentVersion); regenerate with --force or use the viper-gen that wrote it")
        }
        var lock = GenerationLock()
        let files = try member(root, "files")
        guard let fileNodes = files.arrayValue else { throw fail(files, "expected an array") }
        for node in fileNodes {
            lock.files.append(File(path: try string(node, "path"), module: try string(node, "module"),
                                   template: try string(node, "template"), sha256: try string(node, "sha256")))
        }
        let modules = try member(root, "modules")
        guard let moduleNodes = modules.arrayValue else { throw fail(modules, "expected an array") }
        for node in moduleNodes {
            lock.modules.append(Module(name: try string(node, "name"), templates: try string(node, "templates"),
                                       snapshot: try string(node, "snapshot")))
        }
        let snapshots = try member(root, "snapshots")
        guard let snapshotMembers = snapshots.objectValue else { throw fail(snapshots, "expected an object") }
        for entry in snapshotMembers {
            let spec = try member(entry.value, "spec")
            let flags = try member(entry.value, "flags")
            let names = try member(entry.value, "modules")
            guard let nameNodes = names.arrayValue else { throw fail(names, "expected an array") }
            var moduleNames: [String] = []
            for node in nameNodes {
                guard let name = node.stringValue else { throw fail(node, "expected a string") }
                moduleNames.append(name)
            }
            lock.snapshots[entry.key] = Snapshot(spec: slice(data, spec), flags: slice(data, flags), modules: moduleNames)
        }
        return lock
    }

    /// The JSON text of a node as it stands in the file (objects are kept verbatim).
    private static func slice(_ data: Data, _ node: JSONNode) -> String {
        let bytes = Array(data)
        var depth = 0
        var index = node.offset
        var inString = false
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return String(decoding: bytes[node.offset...index], as: UTF8.self) }
            }
            index += 1
        }
        return String(decoding: bytes[node.offset...], as: UTF8.self)
    }
}

/// `viper-gen.lock` cannot be read.
public struct LockError: DiagnosticsConvertible, Sendable, Hashable, CustomStringConvertible {
    /// The lock as shown to the user.
    public var file: String
    public var position: SourcePosition
    public var reason: String
    public var diagnostic: Diagnostic { Diagnostic(file: file, at: position, message: reason) }
    public var diagnostics: [Diagnostic] { [diagnostic] }
    public var description: String { diagnostic.headline }
}
