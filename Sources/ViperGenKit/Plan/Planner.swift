import Mustache
import WorkSharing

/// Renders every module of a run into a `GenerationPlan`: picks each module's template set,
/// evaluates the `when` conditions, renders file names and contents, and places each file
/// according to the layout. Pure: values in, values out.
package struct Planner: Sendable {
    package let library: TemplateLibrary
    private let partials: LibraryPartials
    private let manifests: ResolvedManifests

    package init(library: TemplateLibrary) {
        self.library = library
        self.partials = LibraryPartials(library: library)
        self.manifests = ResolvedManifests(library: library)
    }

    /// The plan for `modules`, or the first template problem met. Every file of every module is
    /// rendered before anything is written.
    package func plan(_ modules: [ResolvedModule], builder: ContextBuilder) throws(GenerationError) -> GenerationPlan {
        // Modules render independently, on every core; the checks that span modules follow in
        // order, so the first problem reported is the one a single thread would meet first.
        let rendered: [Result<[PlannedFile], GenerationError>] = Parallel.map(modules.count) { range in
            var pathTemplates: [String: Template] = [:]
            // What this core's renders share: each partial tag's template, and each name's
            // value in the module's context while its files render.
            let memo = RenderMemo(partials: partials)
            var results: [Result<[PlannedFile], GenerationError>] = []
            for module in modules[range] {
                do throws(GenerationError) {
                    let manifest = try manifest(for: module)
                    results.append(
                        .success(
                            try plan(
                                module, manifest: manifest, context: builder.context(for: module),
                                pathTemplates: &pathTemplates, memo: memo)))
                } catch {
                    // Later modules of this range are not needed: this error comes first.
                    results.append(.failure(error))
                    break
                }
            }
            return results
        }
        var files: [PlannedFile] = []
        // The first file at each path, and at each path folded to lower case, by its index.
        var owners: [String: Int] = [:]
        var foldedOwners: [String: Int] = [:]
        let count = rendered.reduce(0) { $0 + ((try? $1.get())?.count ?? 0) }
        files.reserveCapacity(count)
        owners.reserveCapacity(count)
        foldedOwners.reserveCapacity(count)
        for result in rendered {
            for file in try result.get() {
                let path = file.path
                if let owner = owners[path].map({ files[$0] }) {
                    // Within one module the colliding entries are two templates of its set.
                    let sameModule = owner.module == file.module
                    throw .duplicatePath(
                        path: path,
                        first: sameModule ? "\(owner.template) of module \(owner.module)" : "module \(owner.module)",
                        second: sameModule ? file.template : "module \(file.module)")
                }
                // Two paths that differ only in case are one file on macOS's default file system.
                let folded = path.lowercased()
                if let other = foldedOwners[folded].map({ files[$0] }), other.path != path {
                    throw .pathsDifferOnlyInCase(
                        path: path, other: other.path, first: "module \(other.module)",
                        second: "module \(file.module)")
                }
                foldedOwners[folded] = files.count
                owners[path] = files.count
                files.append(file)
            }
        }
        return GenerationPlan(files: files)
    }

    /// A memo for renders of this planner's templates on one thread (`contents(of:for:context:memo:)`).
    package func renderMemo() -> RenderMemo { RenderMemo(partials: partials) }

    /// The text of one template of `module`, as `plan` would render it (the last of its entries
    /// whose conditions hold), or nil when none applies: living modules render only the bases
    /// an edited file needs.
    package func contents(
        of template: String, for module: ResolvedModule, context: Value, memo: RenderMemo? = nil
    ) throws(GenerationError) -> String? {
        let manifest = try manifest(for: module)
        guard case .object(let object) = context else { return nil }
        var pathTemplates: [String: Template] = [:]
        var text: String?
        for entry in manifest.entries where entry.templatePath == template {
            if entry.file.kind == .test, module.tests == .none { continue }
            guard try holds(entry.file.when, in: object, set: manifest.name, template: entry.file.template) else {
                continue
            }
            let fileName = try render(
                source: entry.file.path, name: "\(manifest.name)/template.json: path", context: context,
                module: module, cache: &pathTemplates)
            text = try render(
                path: entry.templatePath, stack: [context, .object(["fileName": .string(fileName)])], module: module,
                memo: memo)
        }
        return text
    }

    private func manifest(for module: ResolvedModule) throws(GenerationError) -> ResolvedManifest {
        do {
            return try manifests.manifest(forSet: module.templateSet)
        } catch {
            throw .template(module: module.name, error)
        }
    }

    func plan(
        _ module: ResolvedModule, manifest: ResolvedManifest, context: Value, pathTemplates: inout [String: Template],
        memo: RenderMemo? = nil
    ) throws(GenerationError) -> [PlannedFile] {
        guard case .object(let object) = context else { return [] }
        var planned: [PlannedFile] = []
        for entry in manifest.entries {
            if entry.file.kind == .test, module.tests == .none { continue }
            guard try holds(entry.file.when, in: object, set: manifest.name, template: entry.file.template) else {
                continue
            }
            let fileName = try render(
                source: entry.file.path, name: "\(manifest.name)/template.json: path", context: context, module: module,
                cache: &pathTemplates)
            if fileName.isEmpty || fileName == "." || fileName == ".." || Self.hasSlashOrNull(fileName) {
                throw .invalidFileName(module: module.name, template: entry.file.template, fileName: fileName)
            }
            // The file's own keys sit on top of the module's context, which is shared, not copied.
            let contents = try render(
                path: entry.templatePath, stack: [context, .object(["fileName": .string(fileName)])], module: module,
                memo: memo)
            let root = entry.file.kind == .source ? module.output : module.testsOutput
            let folder: String
            switch module.layout {
            case .module:
                folder = module.name
            case .type:
                folder = try checkedComponent(entry.file.component, manifest: manifest, template: entry.file.template)
            case .domain:
                guard let domain = module.domain, !domain.isEmpty else { throw .missingDomain(module: module.name) }
                folder = "\(domain)/\(module.name)"
            }
            planned.append(
                PlannedFile(
                    root: root,
                    relativePath: folder.isEmpty ? fileName : "\(folder)/\(fileName)",
                    contents: contents,
                    module: module.name,
                    template: entry.templatePath,
                    kind: entry.file.kind
                ))
        }
        return planned
    }

    /// Whether `name` holds a `/` or a NUL byte (read from its contiguous bytes: `contains` on
    /// a `UTF8View` walks it through indices).
    private static func hasSlashOrNull(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in bytes.contains { $0 == UInt8(ascii: "/") || $0 == 0 } }
    }

    /// A manifest `component` is a folder below the output root: relative, made of names, with
    /// no `.` or `..` step, so that no template set can place a file outside it.
    func checkedComponent(_ component: String, manifest: ResolvedManifest, template: String) throws(GenerationError)
        -> String
    {
        let steps = component.split(separator: "/", omittingEmptySubsequences: false)
        if component.isEmpty { return component }
        if component.hasPrefix("/") || steps.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
            || component.contains("\0")
        {
            throw .invalidComponent(set: manifest.name, template: template, component: component)
        }
        return component
    }

    /// Whether every condition holds: `flag` must be true, `!flag` false. An unknown flag is an
    /// error, so a typo in a manifest cannot silently drop a file.
    func holds(_ conditions: [String], in context: [String: Value], set: String, template: String)
        throws(GenerationError) -> Bool
    {
        for condition in conditions {
            let negated = condition.hasPrefix("!")
            let flag = negated ? String(condition.dropFirst()) : condition
            guard let value = context[flag] else {
                let valid = context.filter { if case .bool = $0.value { true } else { false } }.keys.sorted()
                throw .unknownFlag(set: set, template: template, flag: condition, valid: valid)
            }
            let truthy: Bool =
                switch value {
                case .bool(let flag): flag
                case .null: false
                case .array(let items): !items.isEmpty
                default: true
                }
            if truthy == negated { return false }
        }
        return true
    }

    private func render(path: String, stack: [Value], module: ResolvedModule, memo: RenderMemo?)
        throws(GenerationError) -> String
    {
        do {
            guard let template = try partials.template(named: path) else {
                throw GenerationError.template(
                    module: module.name, .missingTemplate(set: module.templateSet, template: path))
            }
            let options = RenderOptions(escaping: .none, strict: true)
            let text =
                if let memo { try template.render(stack: stack, memo: memo, options: options) } else {
                    try template.render(stack: stack, partials: partials, options: options)
                }
            return ImportBlock.normalized(text)
        } catch let error as GenerationError {
            throw error
        } catch let error as MustacheError {
            throw .template(module: module.name, .mustache(error))
        } catch {
            throw .template(
                module: module.name, .invalidManifest(file: path, position: nil, reason: "\(error)", suggestion: nil))
        }
    }

    private func render(
        source: String, name: String, context: Value, module: ResolvedModule, cache: inout [String: Template]
    ) throws(GenerationError) -> String {
        do {
            let template: Template
            if let cached = cache[source] {
                template = cached
            } else {
                template = try Template(source: source, name: name)
                cache[source] = template
            }
            return try template.render(
                context, partials: partials, options: RenderOptions(escaping: .none, strict: true))
        } catch {
            throw .template(module: module.name, .mustache(error))
        }
    }
}

/// Each template set's manifest with `extends` applied, resolved once per library and shared by
/// copies of a planner (a run that renders 1,000 bases must not parse a manifest 1,000 times).
final class ResolvedManifests: @unchecked Sendable {
    private let library: TemplateLibrary
    private var resolved: [String: Result<ResolvedManifest, TemplateError>] = [:]
    private let lock = Lock()

    init(library: TemplateLibrary) {
        self.library = library
    }

    func manifest(forSet name: String) throws(TemplateError) -> ResolvedManifest {
        lock.lock()
        defer { lock.unlock() }
        if let done = resolved[name] { return try done.get() }
        let result: Result<ResolvedManifest, TemplateError>
        do {
            result = .success(try library.manifest(forSet: name))
        } catch {
            result = .failure(error)
        }
        resolved[name] = result
        return try result.get()
    }
}
