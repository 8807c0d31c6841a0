import ContentHash
import Mustache

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The templates available to a run: a user folder (`--templates DIR`) searched before the
/// built-in set carried inside the binary.
///
/// Paths are relative to a template root (`viper/Presenter.swift.mustache`). A user file at the
/// same path replaces the built-in one; `builtin:PATH` always names the built-in file, so a
/// user template can extend the one it replaces (`{{<builtin:viper/Presenter.swift}}`).
package struct TemplateLibrary: Sendable {
    /// Built-in template files by path, as compiled into the binary.
    package static let builtInFiles: [String: String] = {
        var files: [String: String] = [:]
        files.reserveCapacity(EmbeddedTemplates.files.count)
        for (path, text) in EmbeddedTemplates.files { files[path] = text }
        return files
    }()

    /// Every file by path: user files over built-in ones, plus `builtin:`-prefixed built-ins.
    package let files: [String: String]
    /// Where user files came from, for messages (`Templates/Custom`), or nil.
    package let userRoot: String?
    let userFiles: Set<String>
    /// The fingerprint when it is known without hashing: the built-in set alone.
    private let knownFingerprint: String?

    /// - Parameters:
    ///   - user: the user folder's files by relative path (read by the caller), or nil.
    ///   - userRoot: the folder as the user named it, for messages.
    ///   - builtIn: the built-in files (nil: those compiled into the binary).
    package init(user: [String: String]? = nil, userRoot: String? = nil, builtIn: [String: String]? = nil) {
        var merged = TemplateFingerprint.builtInLibraryFiles(builtIn ?? TemplateLibrary.builtInFiles)
        for (path, text) in user ?? [:] { merged[path] = text }
        files = merged
        self.userRoot = userRoot
        userFiles = Set((user ?? [:]).keys)
        knownFingerprint = builtIn == nil && userFiles.isEmpty ? EmbeddedTemplates.fingerprint : nil
    }

    /// Names of the template sets (folders with a `template.json`), sorted.
    package var setNames: [String] {
        files.keys.filter {
            !$0.hasPrefix("builtin:") && $0.hasSuffix("/template.json") && $0.split(separator: "/").count == 2
        }
        .map { String($0.dropLast("/template.json".count)) }.sorted()
    }

    /// Whether `path` comes from the user folder.
    package func isUserFile(_ path: String) -> Bool { userFiles.contains(path) }

    /// The manifest of a set with `extends` applied: a user set inherits the files of the set it
    /// extends and replaces entries that render the same template or the same path.
    package func manifest(forSet name: String) throws(TemplateError) -> ResolvedManifest {
        try resolve(set: name, chain: [])
    }

    private func resolve(set name: String, chain: [String]) throws(TemplateError) -> ResolvedManifest {
        if chain.contains(name) { throw .extendsCycle(chain + [name]) }
        let key = "\(name)/template.json"
        guard let text = files[key] else {
            throw .unknownSet(name: name, available: setNames)
        }
        let location = isUserFile(key) ? "\(userRoot ?? "templates")/\(key)" : key
        let manifest = try TemplateManifest.parse(text, file: location)
        var inherited: [ResolvedManifest.Entry] = []
        if let base = manifest.extends {
            let parentName = base.hasPrefix("builtin:") ? base : (base == name ? "builtin:\(base)" : base)
            inherited = try resolve(set: parentName, chain: chain + [name]).entries
        }
        var entries: [ResolvedManifest.Entry] = []
        for file in manifest.files {
            try Self.checkInside(file.template, context: "\(key): template")
            // Files of a `builtin:` parent are looked up by their plain path, so a user file at
            // the same path replaces the built-in one.
            let folder = name.hasPrefix("builtin:") ? String(name.dropFirst("builtin:".count)) : name
            let entry = ResolvedManifest.Entry(file: file, templatePath: "\(folder)/\(file.template)")
            // An entry replaces the inherited one that renders the same template, or the same
            // path under the same condition; otherwise it adds a file.
            if let index = inherited.firstIndex(where: {
                $0.file.template == file.template || ($0.file.path == file.path && $0.file.when == file.when)
            }) {
                inherited[index] = entry
            } else {
                entries.append(entry)
            }
        }
        entries = inherited + entries
        for entry in entries where files[entry.templatePath] == nil {
            throw .missingTemplate(set: name, template: entry.file.template)
        }
        return ResolvedManifest(name: name, description: manifest.description, entries: entries)
    }

    /// Refuses a relative path that is absolute or climbs out with `..`.
    static func checkInside(_ path: String, context: String) throws(TemplateError) {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        if path.hasPrefix("/") || path.hasPrefix("~") || components.contains("..") || path.contains("\0")
            || path.isEmpty
        {
            throw .escapesRoot(path: path, context: context)
        }
    }
}

/// A template set after `extends`: the files to render, each with its template's library path.
package struct ResolvedManifest: Sendable, Hashable {
    package struct Entry: Sendable, Hashable {
        package var file: TemplateManifest.File
        /// The template's path in the library (`viper/Presenter.swift.mustache`).
        package var templatePath: String
    }

    package var name: String
    package var description: String?
    package var entries: [Entry]
}

extension TemplateLibrary {
    /// The types each pattern's set declares for a module, from the manifests' `declares`
    /// (a set that cannot be resolved contributes nothing; planning reports its error).
    package func generatedTypeNames() -> GeneratedTypeNames {
        var declarations: [Pattern: [String]] = [:]
        for pattern in Pattern.allCases {
            guard let manifest = try? manifest(forSet: pattern.rawValue) else { continue }
            declarations[pattern] = manifest.entries.flatMap(\.file.declares)
        }
        return GeneratedTypeNames(declarations: declarations)
    }
}

extension GeneratedTypeNames {
    /// What the built-in template sets declare.
    package static let builtIn = TemplateLibrary().generatedTypeNames()
}

extension TemplateLibrary {
    /// The SHA-256 of every template file in use (paths and texts, sorted): the lock records
    /// it so that the last generated text is rendered again only with the same templates.
    package var fingerprint: String {
        knownFingerprint ?? TemplateFingerprint.of(files)
    }
}
