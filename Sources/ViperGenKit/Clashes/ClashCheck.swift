/// Refuses generated files that would stop the build of what receives them: a file whose
/// name the target already compiles (`filename "X.swift" used twice`) or a top-level type it
/// already declares (`invalid redeclaration`). Pure: scopes in, one diagnostic per clashing
/// pair of files out, each at the existing file (and the line of its clashing declaration).
package enum ClashCheck {
    /// The module-name suffixes tried for a suggestion, in order.
    static let suffixes = ["Screen", "Scene", "Feature", "Page"]

    /// Every clash of every scope, in scope order, then generated-file order, then by the
    /// existing file's path.
    /// - Parameter ignored: absolute paths that are never clashes: the files the run plans
    ///   (a file at a planned path is the same file, assessed as usual) and the files of
    ///   viper-gen.lock that the run deletes (or that are gone). viper-gen's older output that
    ///   stays compiled is checked like any file, with its own fix (``EarlierOutput``).
    package static func diagnostics(_ scopes: [ReceivingScope], ignoring ignored: Set<String>) -> [Diagnostic] {
        scopes.flatMap { diagnostics($0, ignoring: ignored) }
    }

    static func diagnostics(_ scope: ReceivingScope, ignoring ignored: Set<String>) -> [Diagnostic] {
        let existing = scope.existing.filter { $0.path.map { !ignored.contains($0) } ?? true }
            .sorted { $0.display < $1.display }
        var byName: [String: [Int]] = [:]
        var byType: [String: [Int]] = [:]
        var usedBy: [String: [Int]] = [:]
        for (index, file) in existing.enumerated() {
            byName[file.name, default: []].append(index)
            for type in Set(file.types.map(\.name)) { byType[type, default: []].append(index) }
            for use in file.uses { usedBy[use.name, default: []].append(index) }
        }
        // A suggested module name must not shadow a used name either.
        let byUse = byType.merging(usedBy) { declared, _ in declared }
        var result: [Diagnostic] = []
        var candidates: [String: String?] = [:]
        for generated in scope.generated {
            var indices = Set(byName[generated.name] ?? [])
            for type in generated.types { indices.formUnion(byType[type] ?? []) }
            for index in indices.sorted() {
                let file = existing[index]
                if candidates[generated.module] == nil {
                    candidates[generated.module] = candidate(
                        for: generated.module, in: scope, names: byName, types: byUse)
                }
                result.append(diagnostic(generated, file, in: scope, candidate: candidates[generated.module] ?? nil))
            }
            // A name the target uses but does not declare comes from a module it imports.
            for type in generated.newTypes where byType[type] == nil {
                for index in (usedBy[type] ?? []).sorted() {
                    let file = existing[index]
                    guard let use = file.uses.first(where: { $0.name == type }) else { continue }
                    if candidates[generated.module] == nil {
                        candidates[generated.module] = candidate(
                            for: generated.module, in: scope, names: byName, types: byUse)
                    }
                    result.append(
                        shadowing(
                            generated, type: use, file: file, in: scope, candidate: candidates[generated.module] ?? nil)
                    )
                }
            }
        }
        return result
    }

    /// A generated type that would shadow one the existing file uses from a module it imports.
    static func shadowing(
        _ generated: GeneratedSource, type use: TypeUse, file: ExistingSource, in scope: ReceivingScope,
        candidate: String?
    ) -> Diagnostic {
        let shared = generated.module == SharedDeclarations.moduleName
        let who = shared ? "the spec's shared entities and services" : "module \(generated.module)"
        let fix =
            shared
            ? "rename the entity or service in the spec"
            : "name the module otherwise" + (candidate.map { " (\($0) clashes with nothing there)" } ?? "")
        return Diagnostic(
            file: file.display, line: use.line, column: use.column,
            message:
                "uses \(use.name), which \(scope.subject) does not declare: it comes from a module this file imports (the SDK "
                + "or a package); \(who) would declare its own \(use.name) (in \(generated.display)), which every such use would then "
                + "mean, and the build would stop or change meaning: \(fix)",
            suggestion: shared ? nil : candidate)
    }

    /// One clash as a diagnostic at the existing file.
    static func diagnostic(
        _ generated: GeneratedSource, _ file: ExistingSource, in scope: ReceivingScope, candidate: String?
    ) -> Diagnostic {
        var seen: Set<String> = []
        let types = file.types.filter { generated.types.contains($0.name) && seen.insert($0.name).inserted }
        let sameName = file.name == generated.name
        let list = listed(types.map(\.described))
        let shared = generated.module == SharedDeclarations.moduleName
        // No module: a file `xcodeproj add` would put into the target.
        let added = generated.module.isEmpty
        let who =
            added
            ? "'xcodeproj add'" : shared ? "the spec's shared entities and services" : "module \(generated.module)"
        let what = sameName ? "file" : (types.count == 1 ? "type" : "types")
        // Types named after no module: the module's own entities or services (`User`), which
        // another module name would not rename.
        let declared = !sameName && !types.isEmpty && types.allSatisfy { !$0.name.contains(generated.module) }
        let fix: String
        if added {
            fix = "rename the \(sameName ? "file" : what) you add or the one here, or add it to another target"
        } else if let earlier = file.earlier {
            fix = earlier.fix(display: file.display)
        } else if declared, !shared {
            fix =
                "rename \(what == "type" ? "it" : "them") in the spec (an entity or service of module \(generated.module)) or here"
        } else if shared {
            fix = "rename the entity or service in the spec, or the \(what) here"
        } else {
            fix =
                "name the module otherwise" + (candidate.map { " (\($0) clashes with nothing there)" } ?? "")
                + " or rename the \(what) here"
        }
        let message: String
        if sameName {
            message =
                "\(scope.subject) already \(scope.verb) a file named \(file.name)"
                + (types.isEmpty ? "" : " declaring \(list)")
                + "; \(who) would add a second one (\(generated.display)), which stops the build: \(fix)"
        } else {
            message =
                "\(scope.subject) already declares \(list) here; \(who) would declare \(types.count == 1 ? "it" : "them") again "
                + "(in \(generated.display)), which stops the build: \(fix)"
        }
        return Diagnostic(
            file: file.display, line: types.first?.line, column: types.first?.column, message: message,
            suggestion: shared || declared ? nil : candidate)
    }

    /// A module name, the module's plus a suffix, whose files and types (the module's
    /// generated ones with the name replaced) clash with nothing in the scope; nil when none
    /// of the suffixes gives one.
    static func candidate(for module: String, in scope: ReceivingScope, names: [String: [Int]], types: [String: [Int]])
        -> String?
    {
        guard module != SharedDeclarations.moduleName, !module.isEmpty else { return nil }
        let own = scope.generated.filter { $0.module == module }
        for suffix in suffixes {
            let name = module + suffix
            let renamed = { (text: String) in GeneratedTypeNames.replacing(module, with: name, in: text) }
            let clashes = own.contains { file in
                names[renamed(file.name)] != nil || file.types.contains { types[renamed($0)] != nil }
            }
            if !clashes { return name }
        }
        return nil
    }

    /// `a`, `a and b`, `a, b and c`.
    static func listed(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
