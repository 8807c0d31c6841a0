import TextSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension GenerationLock {
    /// Reads a lock (version 1 or 2); a problem is reported with its position.
    ///
    /// A lock is a file anyone can edit, and git can leave both sides of a conflict in it, so
    /// entries viper-gen never writes are refused rather than guessed at: a path listed twice
    /// (which hash would win?), a path that is empty, absolute, has a NUL or an empty, `.` or
    /// inner `..` step, a hash that is not 64 lowercase hexadecimal digits, a module listed
    /// twice, and a snapshot or spec key given twice. Reading is linear in the size of the lock.
    package static func parse(_ data: Data, file: String) throws(LockError) -> GenerationLock {
        let bytes = Array(data)
        let root: JSONNode
        do {
            root = try JSONParser.parse(data).root
        } catch {
            throw LockError(file: file, position: error.position, reason: error.message)
        }
        let reader = LockNodeReader(file: file)
        let version = try reader.member(root, "version")
        guard case .number(let number) = version.value, let found = Int(number), readableVersions.contains(found) else {
            throw reader.fail(
                version,
                "this viper-gen reads lock versions \(readableVersions.lowerBound) to \(readableVersions.upperBound); "
                    + "use the viper-gen that wrote it, or delete viper-gen.lock to start afresh")
        }
        var lock = GenerationLock()
        var seenPaths: [String: SourcePosition] = [:]
        for node in try reader.array(try reader.member(root, "files")) {
            let pathNode = try reader.member(node, "path")
            let path = try reader.string(node, "path")
            if let first = seenPaths[path] {
                throw reader.fail(
                    pathNode,
                    "\(JSONText.quoted(path)) is listed twice (first at line \(first.line)); a lock lists each file once"
                )
            }
            seenPaths[path] = pathNode.position
            if let problem = Self.impossiblePath(path) {
                throw reader.fail(pathNode, "\(JSONText.quoted(path)) \(problem)")
            }
            lock.files.append(
                File(
                    path: path, module: try reader.string(node, "module"),
                    template: try reader.string(node, "template"), sha256: try reader.sha256(node, "sha256")))
        }
        var seenModules: Set<String> = []
        for node in try reader.array(try reader.member(root, "modules")) {
            let name = try reader.string(node, "name")
            guard seenModules.insert(name).inserted else {
                throw reader.fail(
                    try reader.member(node, "name"),
                    "module \(JSONText.quoted(name)) is listed twice; a lock lists each module once")
            }
            lock.modules.append(
                Module(
                    name: name, templates: try reader.string(node, "templates"),
                    snapshot: try reader.string(node, "snapshot")))
        }
        let specs = found >= 2 ? try specTable(root, reader: reader, bytes: bytes) : [:]
        for entry in try reader.uniqueMembers(try reader.member(root, "snapshots"), what: "snapshot") {
            var moduleNames: [String] = []
            for node in try reader.array(try reader.member(entry.value, "modules")) {
                guard let name = node.stringValue else { throw reader.fail(node, "expected a string") }
                moduleNames.append(name)
            }
            if found >= 2 {
                let specNode = try reader.member(entry.value, "spec")
                let key = try reader.string(entry.value, "spec")
                guard let spec = specs[key] else {
                    throw reader.fail(specNode, "no spec \(JSONText.quoted(key)) in \"specs\"")
                }
                lock.snapshots[entry.key] = Snapshot(
                    spec: spec.spec, flags: spec.flags, modules: moduleNames, specKey: key)
            } else {
                let spec = slice(bytes, try reader.member(entry.value, "spec"))
                let flags = slice(bytes, try reader.member(entry.value, "flags"))
                lock.snapshots[entry.key] = Snapshot(spec: spec, flags: flags, modules: moduleNames)
            }
        }
        lock.pending = try pendingRecords(root, reader: reader, snapshots: lock.snapshots)
        return lock
    }

    /// The optional `pending` records of a run that was killed before its final lock: each
    /// path once, in the same form as `files`, rendered from a snapshot the lock holds.
    private static func pendingRecords(_ root: JSONNode, reader: LockNodeReader, snapshots: [String: Snapshot])
        throws(LockError) -> [Pending]
    {
        guard let list = root.objectValue?.first(where: { $0.key == "pending" })?.value else { return [] }
        var records: [Pending] = []
        var seen: Set<String> = []
        for node in try reader.array(list) {
            let pathNode = try reader.member(node, "path")
            let path = try reader.string(node, "path")
            guard seen.insert(path).inserted else {
                throw reader.fail(pathNode, "\(JSONText.quoted(path)) is pending twice; a lock lists each file once")
            }
            if let problem = Self.impossiblePath(path) {
                throw reader.fail(pathNode, "\(JSONText.quoted(path)) \(problem)")
            }
            let snapshotNode = try reader.member(node, "snapshot")
            let snapshot = try reader.string(node, "snapshot")
            guard snapshots[snapshot] != nil else {
                throw reader.fail(snapshotNode, "no snapshot \(JSONText.quoted(snapshot)) in \"snapshots\"")
            }
            let file = File(
                path: path, module: try reader.string(node, "module"), template: try reader.string(node, "template"),
                sha256: try reader.sha256(node, "sha256"))
            records.append(
                Pending(
                    file: file, written: try reader.sha256(node, "written"),
                    templates: try reader.string(node, "templates"), snapshot: snapshot))
        }
        return records
    }

    /// Why viper-gen could never have written `path` into a lock, or nil when it could have.
    /// (A leading `../` is possible: an output folder outside the lock's folder.)
    static func impossiblePath(_ path: String) -> String? {
        if isPlainASCIIPath(path) { return nil }
        if path.isEmpty { return "is an empty path" }
        if path.hasPrefix("/") { return "is absolute; a lock lists paths relative to its folder" }
        if path.contains("\0") { return "has a NUL character" }
        var steps = path.split(separator: "/", omittingEmptySubsequences: false)[...]
        while steps.first == ".." { steps = steps.dropFirst() }
        if steps.isEmpty || steps.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
            return "is not a plain relative path (an empty, '.' or '..' step)"
        }
        return nil
    }

    /// Whether `path` is ASCII and a plain relative path (leading `..` steps, then names: no
    /// empty, `.` or `..` step, no NUL): what a lock lists, checked over its bytes. Anything
    /// else is left to `impossiblePath`'s checks of the text, which say what is wrong.
    private static func isPlainASCIIPath(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard let first = bytes.first, first != UInt8(ascii: "/"), bytes.allSatisfy({ $0 != 0 && $0 < 0x80 })
            else { return false }
            var leading = true
            var named = false
            for step in bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
                let dots = step.count <= 2 && step.allSatisfy { $0 == UInt8(ascii: ".") }
                if leading, step.count == 2, dots { continue }
                leading = false
                if step.isEmpty || dots { return false }
                named = true
            }
            return named
        }
    }

    /// Version 2's `specs`: each spec with its options, by key.
    private static func specTable(_ root: JSONNode, reader: LockNodeReader, bytes: [UInt8]) throws(LockError)
        -> [String: (spec: String, flags: String)]
    {
        var specs: [String: (spec: String, flags: String)] = [:]
        for entry in try reader.uniqueMembers(try reader.member(root, "specs"), what: "spec") {
            specs[entry.key] = (
                slice(bytes, try reader.member(entry.value, "spec")),
                slice(bytes, try reader.member(entry.value, "flags"))
            )
        }
        return specs
    }

    /// The JSON text of a node as it stands in the file (objects are kept verbatim). `bytes` is
    /// the whole lock, converted once by the caller so that reading stays linear.
    private static func slice(_ bytes: [UInt8], _ node: JSONNode) -> String {
        var depth = 0
        var index = node.offset
        var inString = false
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
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

/// Reads the members of a lock's JSON, failing with the node's position.
struct LockNodeReader {
    /// The lock as shown to the user.
    var file: String

    func fail(_ node: JSONNode, _ reason: String) -> LockError {
        LockError(
            file: file, position: node.position, reason: (node.keyPath.isEmpty ? "" : node.keyPath + ": ") + reason)
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

    /// A member holding a SHA-256 as 64 lowercase hexadecimal digits.
    func sha256(_ node: JSONNode, _ key: String) throws(LockError) -> String {
        let hash = try string(node, key)
        guard hash.utf8.count == 64, hash.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
            throw fail(try member(node, key), "expected a SHA-256 (64 lowercase hexadecimal digits)")
        }
        return hash
    }

    func array(_ node: JSONNode) throws(LockError) -> [JSONNode] {
        guard let items = node.arrayValue else { throw fail(node, "expected an array") }
        return items
    }

    /// An object's members, refusing a key given twice (`what` names what the keys are).
    func uniqueMembers(_ node: JSONNode, what: String) throws(LockError) -> [JSONMember] {
        guard let members = node.objectValue else { throw fail(node, "expected an object") }
        var seen: Set<String> = []
        for member in members where !seen.insert(member.key).inserted {
            throw LockError(
                file: file, position: member.keyPosition,
                reason: (node.keyPath.isEmpty ? "" : node.keyPath + ": ")
                    + "\(what) \(JSONText.quoted(member.key)) is listed twice")
        }
        return members
    }
}
