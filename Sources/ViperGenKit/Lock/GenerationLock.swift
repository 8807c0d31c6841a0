import ContentHash
import TextSupport
import WorkSharing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `viper-gen.lock`: what viper-gen last generated, to tell the user's edits from spec changes.
///
/// One entry per generated file (its path relative to the lock's folder, module, template and
/// the SHA-256 of the text viper-gen generated for it) and, per module, how to render that text
/// again: the spec it was generated from and the command-line options (a snapshot, shared by
/// the modules of one run) and the fingerprint of the templates. Deterministic JSON, one entry
/// per line, meant to be committed.
///
/// Version 2 stores each distinct spec (with its options) once, in `specs`, and each snapshot
/// as the modules it named plus the key of its spec: generating the modules of one spec one at
/// a time adds a line per run, not a copy of the spec, so the lock grows linearly with the
/// number of modules. Version 1 locks (each snapshot with its own copy) are still read, and
/// their bases still render; the next run writes version 2.
package struct GenerationLock: Sendable, Hashable {
    package static let fileName = "viper-gen.lock"
    package static let currentVersion = 2
    /// The versions this viper-gen reads.
    package static let readableVersions = 1...2

    package struct File: Sendable, Hashable {
        package var path: String
        package var module: String
        package var template: String
        package var sha256: String

        package init(path: String, module: String, template: String, sha256: String) {
            self.path = path
            self.module = module
            self.template = template
            self.sha256 = sha256
        }
    }

    package struct Module: Sendable, Hashable {
        package var name: String
        /// The SHA-256 of the template files in use when the module was generated.
        package var templates: String
        /// The key of the spec snapshot it was generated from.
        package var snapshot: String

        package init(name: String, templates: String, snapshot: String) {
            self.name = name
            self.templates = templates
            self.snapshot = snapshot
        }
    }

    /// A spec as decoded (canonical JSON) with the command-line options of the run.
    package struct Snapshot: Sendable, Hashable {
        package var spec: String
        package var flags: String
        package var modules: [String]
        /// The key of `spec` and `flags` together in the lock's `specs` table: snapshots of one
        /// spec share one copy. Computed once, so that writing the lock hashes no spec again.
        package let specKey: String

        package init(spec: String, flags: String, modules: [String]) {
            self.init(spec: spec, flags: flags, modules: modules, specKey: Self.specKey(spec: spec, flags: flags))
        }

        /// A snapshot read from a lock, whose spec key is known.
        init(spec: String, flags: String, modules: [String], specKey: String) {
            self.spec = spec
            self.flags = flags
            self.modules = modules
            self.specKey = specKey
        }

        /// The key under which the `specs` table stores a spec with its options.
        static func specKey(spec: String, flags: String) -> String {
            String(SHA256.hex(spec + "\u{0}" + flags).prefix(16))
        }

        /// The key under which the lock stores it.
        package var key: String {
            String(SHA256.hex(spec + "\u{0}" + flags + "\u{0}" + modules.joined(separator: ",")).prefix(16))
        }
    }

    /// A file a run is about to write, recorded in the lock before the run writes any file (the
    /// first of the lock's two phases; the final lock has none). A run killed between its file
    /// writes and its final lock leaves them, and the next run tells from a file's bytes which
    /// record describes it: `written` on disk means the killed run wrote it (its base is this
    /// record's rendering), anything else means it did not (the lock's `files` entry stands).
    package struct Pending: Sendable, Hashable {
        /// The lock entry the file has once written (the hash is of the rendering).
        package var file: File
        /// The SHA-256 of the bytes the run writes: the rendering, or the merge of it with the
        /// user's edits.
        package var written: String
        /// The templates' fingerprint and the snapshot the rendering was made from.
        package var templates: String
        package var snapshot: String

        package init(file: File, written: String, templates: String, snapshot: String) {
            self.file = file
            self.written = written
            self.templates = templates
            self.snapshot = snapshot
        }

        /// How the module was generated, for rendering this file's base.
        package var module: Module { Module(name: file.module, templates: templates, snapshot: snapshot) }
    }

    package var files: [File]
    package var modules: [Module]
    package var snapshots: [String: Snapshot]
    /// The first phase's records; empty in a lock a run finished.
    package var pending: [Pending]

    package init(
        files: [File] = [], modules: [Module] = [], snapshots: [String: Snapshot] = [:], pending: [Pending] = []
    ) {
        self.files = files
        self.modules = modules
        self.snapshots = snapshots
        self.pending = pending
    }

    /// The lock a run writes before its first file: this (the lock it read) with a record of
    /// each file it writes, as `after` (the lock it writes last) lists it, and the snapshots
    /// those records render from.
    /// A record this lock already had (from an earlier interrupted run) stays unless the run
    /// writes that file again.
    /// - Parameter written: each written file's lock key, with the SHA-256 of its bytes when
    ///   they are not the rendering's (a merge).
    package func pendingPhase(of written: [(key: String, merged: String?)], after: GenerationLock) -> GenerationLock {
        var phase = self
        let entries = Dictionary(after.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let modules = Dictionary(after.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let paths = Set(written.map(\.key))
        phase.pending.removeAll { paths.contains($0.file.path) }
        for (key, merged) in written {
            guard let entry = entries[key], let module = modules[entry.module] else { continue }
            phase.pending.append(
                Pending(
                    file: entry, written: merged ?? entry.sha256, templates: module.templates, snapshot: module.snapshot
                ))
            if phase.snapshots[module.snapshot] == nil {
                phase.snapshots[module.snapshot] = after.snapshots[module.snapshot]
            }
        }
        return phase
    }

    /// The lock's text: sorted, one file or module per line, ending with a newline.
    package var text: String {
        // Each record is written in place into a small buffer that moves into the string every
        // 64 KiB (a lock of 5,000 files is about 1.4 MB, its first phase twice that): the whole
        // text is never held as bytes and as a string at once.
        var builder = UTF8StringBuilder(capacity: estimatedLength)
        func line(_ text: StaticString) {
            builder.pending.append(
                contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
            builder.pending.append(0x0A)
        }
        /// `    <key>: ` when keyed, a record on one line, a comma unless it is the last one.
        func record(key: String? = nil, last: Bool, _ members: (inout JSONWriter) -> Void) {
            builder.pending.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 4))
            if let key {
                JSONText.append(key, to: &builder.pending)
                builder.pending.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: " ")])
            }
            JSONWriter.write(appendingTo: &builder.pending, layout: .inline) { writer in
                writer.beginObject()
                members(&writer)
                writer.endObject()
            }
            if !last { builder.pending.append(UInt8(ascii: ",")) }
            builder.pending.append(0x0A)
            builder.flushIfFull()
        }
        line("{")
        builder.pending.append(contentsOf: "  \"version\": \(Self.currentVersion),\n".utf8)
        line("  \"files\": [")
        let files = self.files.sorted { $0.path < $1.path }
        for (index, file) in files.enumerated() {
            record(last: index == files.count - 1) { $0.fields(of: file) }
        }
        line("  ],")
        line("  \"modules\": [")
        let modules = self.modules.sorted { $0.name < $1.name }
        for (index, module) in modules.enumerated() {
            record(last: index == modules.count - 1) {
                $0.field("name", module.name)
                $0.field("templates", module.templates)
                $0.field("snapshot", module.snapshot)
            }
        }
        line("  ],")
        line("  \"snapshots\": {")
        let keys = snapshots.keys.sorted()
        var specs: [String: Snapshot] = [:]
        for (index, key) in keys.enumerated() {
            guard let snapshot = snapshots[key] else { continue }
            if specs[snapshot.specKey] == nil { specs[snapshot.specKey] = snapshot }
            record(key: key, last: index == keys.count - 1) {
                $0.field("modules", strings: snapshot.modules)
                $0.field("spec", snapshot.specKey)
            }
        }
        line("  },")
        line("  \"specs\": {")
        let specKeys = specs.keys.sorted()
        for (index, key) in specKeys.enumerated() {
            guard let snapshot = specs[key] else { continue }
            // The flags and the spec are JSON texts already (SpecEncoder's).
            record(key: key, last: index == specKeys.count - 1) {
                $0.key("flags")
                $0.raw(Array(snapshot.flags.utf8))
                $0.key("spec")
                $0.raw(Array(snapshot.spec.utf8))
            }
        }
        if pending.isEmpty {
            line("  }")
        } else {
            line("  },")
            line("  \"pending\": [")
            let records = pending.sorted { $0.file.path < $1.file.path }
            for (index, pending) in records.enumerated() {
                record(last: index == records.count - 1) {
                    $0.fields(of: pending.file)
                    $0.field("written", pending.written)
                    $0.field("templates", pending.templates)
                    $0.field("snapshot", pending.snapshot)
                }
            }
            line("  ]")
        }
        line("}")
        return builder.finished()
    }

    /// About the length of ``text`` in bytes: the members' own lengths and each record's keys
    /// and punctuation (escapes aside), so that the text is allocated once at about its size.
    private var estimatedLength: Int {
        func length(_ file: File) -> Int {
            file.path.utf8.count + file.module.utf8.count + file.template.utf8.count + file.sha256.utf8.count + 64
        }
        var total = 4_096
        for file in files { total += length(file) }
        for module in modules {
            total += module.name.utf8.count + module.templates.utf8.count + module.snapshot.utf8.count + 64
        }
        var specKeys = Set<String>()
        for (key, snapshot) in snapshots {
            total += key.utf8.count + snapshot.specKey.utf8.count + 48
            total += snapshot.modules.reduce(0) { $0 + $1.utf8.count + 4 }
            // Snapshots share their spec's record.
            if specKeys.insert(snapshot.specKey).inserted {
                total += snapshot.spec.utf8.count + snapshot.flags.utf8.count + snapshot.specKey.utf8.count + 48
            }
        }
        for record in pending {
            total += length(record.file) + record.written.utf8.count + record.templates.utf8.count
            total += record.snapshot.utf8.count + 64
        }
        return total
    }
}

extension JSONWriter {
    /// A file record's members: path, module, template, sha256.
    fileprivate mutating func fields(of file: GenerationLock.File) {
        field("path", file.path)
        field("module", file.module)
        field("template", file.template)
        field("sha256", file.sha256)
    }
}

/// `viper-gen.lock` cannot be read.
package struct LockError: DiagnosticsConvertible, Sendable, Hashable, CustomStringConvertible {
    /// The lock as shown to the user.
    package var file: String
    package var position: SourcePosition
    package var reason: String
    package var diagnostic: Diagnostic { Diagnostic(file: file, at: position, message: reason) }
    package var diagnostics: [Diagnostic] { [diagnostic] }
    package var description: String { diagnostic.headline }
}
