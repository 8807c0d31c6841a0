import Foundation
import Mustache
import TestSupport
import Testing
import ViperGenKit

/// The manual's "Template context" page (docs/template-context.md) is the contract of user templates (`--templates DIR`): its
/// tables between `<!-- context-keys:begin` and `<!-- context-keys:end -->` list every key path
/// of the context, with its type, and the section states the context's version. These tests
/// hold the page to the context that `templates context` prints and the generator renders with.
///
/// The tables are read as a grammar: a table whose header is `| key | type | meaning |`
/// documents the context's top level; one whose first header cell names a shape in backticks
/// (`` `method` key ``) documents that shape. A row lists one or more key paths in backticks
/// (`entry.factory`, `routes[].target`; `key[]` is an array, typed by its elements) and a type:
/// `string`, `int`, `bool`, `object` or a shape (whose table continues the path), each
/// optionally `or null`. A key path the page lacks, a listed key no context has, and a value of
/// another type each fail, listed.
@Suite struct TemplateContextContractTests {
    // MARK: - The modules whose contexts are checked

    /// A context and the module it belongs to, for messages.
    struct NamedContext {
        var module: String
        var value: Value
    }

    /// Specs of Tests/Fixtures/Specs: the rich one (every role, header, generics, defaults,
    /// entities), the app graphs (routes, outputs, shared services, UIKit and SwiftUI) and the
    /// requests (`requests[]`) and MVC rows (`rowSelection`).
    static let fixtureSpecs = [
        "rich.json", "app-graph.json", "app-graph-swiftui.json", "requests.json", "mvc-rows.json", "service-kinds.json"
    ]

    /// One module per pattern × UI × test framework (× binding for MVVM), each with input (a
    /// default value included), an entity, a service, methods with defaults on its pattern's
    /// roles, an output and a route to the next one.
    static func combinationSpec() throws -> Data {
        let roles: [Pattern: [(role: String, method: String)]] = [
            .viper: [
                ("view", "show(items: [ITEM])"), ("presenter", "select(id: String, animated: Bool = true)"),
                ("interactor", "load() async throws -> [ITEM]"), ("interactorOutput", "didLoad(_ items: [ITEM])"),
                ("router", "close()")
            ],
            .mvp: [("view", "show(items: [ITEM])"), ("presenter", "select(id: String, animated: Bool = true)")],
            .mvvm: [("viewModel", "select(id: String, animated: Bool = true)")],
            .mvc: [("view", "render(items: [ITEM])"), ("controller", "select(id: String, animated: Bool = true)")]
        ]
        var modules: [[String: Any]] = []
        for pattern in Pattern.allCases {
            for ui in UIFlavor.allCases where ui.problem(with: pattern) == nil {
                for binding in pattern == .mvvm ? Binding.allCases.map(Optional.some) : [nil] {
                    for tests in TestFramework.allCases {
                        let name = [
                            pattern.rawValue, ui.rawValue.replacingOccurrences(of: "-", with: ""),
                            binding?.rawValue ?? "", tests.rawValue.replacingOccurrences(of: "-", with: "")
                        ]
                        .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
                        let item = name + "Item"
                        var module: [String: Any] = [
                            "name": name, "pattern": pattern.rawValue, "ui": ui.rawValue, "tests": tests.rawValue,
                            "input": ["userId: String", "limit: Int = 10"],
                            "entities": [["name": item, "fields": ["id: String", "title: String"]]],
                            "services": [
                                [
                                    "name": name + "Service",
                                    "methods": ["items(page: Int = 0) async throws -> [\(item)]"]
                                ]
                            ],
                            "output": [name.prefix(1).lowercased() + name.dropFirst() + "DidFinish(id: String)"]
                        ]
                        if let binding { module["binding"] = binding.rawValue }
                        if pattern == .mvvm { module["state"] = ["items: [\(item)]"] }
                        for (role, method) in roles[pattern] ?? [] {
                            module[role] = [method.replacingOccurrences(of: "ITEM", with: item)]
                        }
                        modules.append(module)
                    }
                }
            }
        }
        // Each module routes to the next one it can show (pure SwiftUI modules to pure SwiftUI ones).
        func ui(_ module: [String: Any]) -> UIFlavor { UIFlavor(rawValue: module["ui"] as? String ?? "") ?? .uikit }
        for index in modules.indices {
            let next = (1..<modules.count).map { modules[(index + $0) % modules.count] }.first {
                ui(modules[index]).canRoute(to: ui($0))
            }
            modules[index]["routes"] = [["to": next?["name"] as? String ?? ""]]
        }
        return try JSONSerialization.data(withJSONObject: ["modules": modules], options: [.sortedKeys])
    }

    /// The contexts of every module of `spec` (and of `Shared` when it has top-level
    /// declarations), resolved as `templates context` resolves them; `names` are modules to
    /// resolve without a spec.
    static func contexts(spec: Data?, names: [String] = []) throws -> [NamedContext] {
        let folder = FileManager.default.temporaryDirectory.path
        let resolver = Resolver(flags: GenerationOptions(), moduleNames: names, workingDirectory: folder)
        let resolution = try resolver.resolve(
            spec: spec.map { Resolver.SpecFile(data: $0, display: "viper-gen.json", directory: folder) },
            readTemplates: { _ in [:] })
        let builder = resolution.contextBuilder
        return resolution.modules.map { NamedContext(module: $0.name, value: builder.context(for: $0)) }
    }

    /// Every context checked: the combinations, the fixture specs, and a new module without a spec.
    static func representativeContexts() throws -> [NamedContext] {
        var contexts = try contexts(spec: combinationSpec())
        for file in fixtureSpecs {
            let url = CLIRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/Specs/" + file)
            contexts += try Self.contexts(spec: Data(contentsOf: url)).map {
                NamedContext(module: file + ": " + $0.module, value: $0.value)
            }
        }
        contexts += try Self.contexts(spec: nil, names: ["Login"])
        return contexts
    }

    // MARK: - The page's tables

    /// A documented type: `string`, `int`, `bool`, `object` or a shape, and whether null is allowed.
    struct DocumentedType: Hashable, CustomStringConvertible {
        var base: String
        var nullable: Bool
        var description: String { nullable ? base + " or null" : base }
    }

    /// What the marked part of the "Template context" page says.
    struct Contract {
        /// The version the section states (`**version N**`), nil when it states none.
        var version: Int?
        /// Key paths by shape (`""`: the context's top level), relative to the shape, with types.
        var keys: [String: [String: DocumentedType]] = [:]
        /// Rows that cannot be read: unknown types, repeated keys, a missing section.
        var mistakes: [String] = []

        static let scalarTypes: Set<String> = ["string", "int", "bool", "object"]

        /// The number of documented key paths, every shape's included.
        var count: Int { keys.values.reduce(0) { $0 + $1.count } }
    }

    /// The manual's page that holds the contract, from the repository root.
    static let pagePath = "docs/template-context.md"

    /// `docs/template-context.md` as the suite reads it. (The tests below still call it
    /// `readme`: the contract was README's section before the manual moved to docs/.)
    static let readme: String = {
        let url = CLIRunner.repositoryRoot.appendingPathComponent(pagePath)
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The page's text below its `# Template context` title, up to the next `# ` title.
    static func section(of readme: String) -> Substring? {
        let title = "# Template context\n"
        let start: String.Index
        if readme.hasPrefix(title) {
            start = readme.index(readme.startIndex, offsetBy: title.count)
        } else if let range = readme.range(of: "\n" + title) {
            start = range.upperBound
        } else {
            return nil
        }
        let end = readme.range(of: "\n# ", range: start..<readme.endIndex)?.lowerBound ?? readme.endIndex
        return readme[start..<end]
    }

    /// Reads the contract from the page's text.
    static func contract(of readme: String) -> Contract {
        var contract = Contract()
        guard let section = section(of: readme),
            let begin = section.range(of: "<!-- context-keys:begin"),
            let end = section.range(of: "<!-- context-keys:end -->", range: begin.upperBound..<section.endIndex)
        else {
            contract.mistakes.append(
                "\(pagePath) has no \"# Template context\" title with <!-- context-keys:begin … --> and <!-- context-keys:end -->"
            )
            return contract
        }
        if let bold = section.range(of: "**version "),
            let close = section.range(of: "**", range: bold.upperBound..<section.endIndex)
        {
            contract.version = Int(section[bold.upperBound..<close.lowerBound])
        }
        var rows: [(shape: String, keys: [String], type: String, line: String)] = []
        var shape = ""
        for line in section[begin.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("|") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 3, !cells[0].hasPrefix("---") else { continue }
            if cells[1] == "type" {
                // A header: `key` for the top level, `` `shape` key `` for a shape.
                shape = words(inBackticks: cells[0]).first ?? ""
                continue
            }
            rows.append((shape, words(inBackticks: cells[0]), cells[1].filter { $0 != "*" && $0 != "`" }, String(line)))
        }
        let shapes = Set(rows.map(\.shape)).subtracting([""])
        for row in rows {
            let parts = row.type.components(separatedBy: " or ")
            let type = DocumentedType(base: parts[0], nullable: parts.count == 2 && parts[1] == "null")
            if parts.count > 2 || (parts.count == 2 && !type.nullable)
                || !(Contract.scalarTypes.contains(type.base) || shapes.contains(type.base))
            {
                contract.mistakes.append("unknown type \"\(row.type)\" in docs/template-context.md row: \(row.line)")
            }
            if row.keys.isEmpty {
                contract.mistakes.append("no key in backticks in docs/template-context.md row: \(row.line)")
            }
            for key in row.keys {
                if contract.keys[row.shape, default: [:]].updateValue(type, forKey: key) != nil {
                    contract.mistakes.append("docs/template-context.md documents \(describe(key, in: row.shape)) twice")
                }
            }
        }
        return contract
    }

    static func words(inBackticks text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    static func describe(_ key: String, in shape: String) -> String {
        shape.isEmpty ? "`\(key)`" : "`\(key)` of a `\(shape)`"
    }

    // MARK: - Checking contexts against the contract

    /// What disagrees between the contract and the contexts.
    struct Findings {
        /// Key paths of a context that the page does not document, each with where it was seen.
        var undocumented: [String] = []
        /// Documented keys no context has.
        var stale: [String] = []
        /// Values whose kind is not the documented type.
        var mistyped: [String] = []
        /// Every full key path seen, arrays as `key[]`.
        var paths: Set<String> = []
    }

    /// Checks every key path of `contexts` (and `fileName`, which the planner adds per file)
    /// against `contract`.
    static func check(_ contexts: [NamedContext], against contract: Contract) -> Findings {
        var findings = Findings()
        var used: Set<[String]> = []
        // By shape and key, the first place seen (one line for a key every role repeats).
        var undocumented: [String: String] = [:]
        var mistyped: [String: String] = [:]
        func note(_ message: String, for key: String, in table: inout [String: String]) {
            if table[key] == nil { table[key] = message }
        }

        func kind(of value: Value) -> String {
            switch value {
            case .null: "null"
            case .bool: "bool"
            case .int: "int"
            case .double: "double"
            case .string: "string"
            case .array: "array"
            case .object: "object"
            }
        }
        func matches(_ value: Value, _ type: DocumentedType) -> Bool {
            switch value {
            case .null: type.nullable
            case .object: type.base == "object" || !Contract.scalarTypes.contains(type.base)
            default: kind(of: value) == type.base
            }
        }
        /// Resolves a full path through the shapes; checks `values` (the value, or an array's
        /// elements) against the documented type.
        func visit(_ segments: [String], values: [Value], module: String) {
            let path = segments.joined(separator: ".")
            findings.paths.insert(path)
            var shape = ""
            var start = 0
            while true {
                let rest = segments[start...]
                guard
                    let length = (1...rest.count).reversed().first(where: {
                        contract.keys[shape]?[rest.prefix($0).joined(separator: ".")] != nil
                    })
                else {
                    note(
                        "\(path) (\(module))", for: describe(rest.joined(separator: "."), in: shape), in: &undocumented)
                    return
                }
                let key = rest.prefix(length).joined(separator: ".")
                let type = contract.keys[shape]?[key] ?? DocumentedType(base: "object", nullable: false)
                used.insert([shape, key])
                if start + length == segments.count {
                    for value in values where !matches(value, type) {
                        note(
                            "documented as \(type), but \(path) is \(kind(of: value)) (\(module))",
                            for: describe(key, in: shape), in: &mistyped)
                    }
                    return
                }
                guard !Contract.scalarTypes.contains(type.base) else {
                    note(
                        "\(path) (\(module))", for: describe(rest.joined(separator: "."), in: shape), in: &undocumented)
                    return
                }
                shape = type.base
                start += length
            }
        }
        func walk(_ members: [String: Value], path: [String], module: String) {
            for (key, value) in members {
                if case .array(let items) = value {
                    let segments = path + [key + "[]"]
                    visit(segments, values: items, module: module)
                    for case .object(let inner) in items { walk(inner, path: segments, module: module) }
                } else {
                    visit(path + [key], values: [value], module: module)
                    if case .object(let inner) = value { walk(inner, path: path + [key], module: module) }
                }
            }
        }
        for context in contexts {
            guard case .object(var members) = context.value else {
                findings.undocumented.append("the context of \(context.module) is not an object")
                continue
            }
            members["fileName"] = .string("LoginPresenter.swift")  // added per file by the planner
            walk(members, path: [], module: context.module)
        }
        findings.undocumented = undocumented.map { "\($0.key), at \($0.value)" }.sorted()
        findings.mistyped = mistyped.map { "\($0.key) is \($0.value)" }.sorted()
        for (shape, keys) in contract.keys {
            for key in keys.keys where !used.contains([shape, key]) { findings.stale.append(describe(key, in: shape)) }
        }
        findings.stale.sort()
        return findings
    }

    // MARK: - Tests

    @Test func theRepresentativeModulesCoverEveryPatternUIBindingAndTestFramework() throws {
        let contexts = try Self.representativeContexts()
        var seen: Set<String> = []
        for context in contexts {
            let keys = ["pattern", "ui", "binding", "tests"].map { context.value[$0]?.jsonText ?? "" }
            seen.insert(keys.joined(separator: " "))
        }
        // 4 patterns × 2 UIs × 3 test frameworks, MVVM × 3 bindings (the others: `closures`).
        #expect(seen.count >= 36, "\(seen.sorted())")
        #expect(contexts.contains { $0.module.hasSuffix(": Shared") }, "the top-level declarations' context")
        #expect(
            contexts.contains { if case .array(let routes)? = $0.value["routes"] { !routes.isEmpty } else { false } })
    }

    @Test func readmeDocumentsEveryKeyPathOfTheContext() throws {
        let contract = Self.contract(of: Self.readme)
        #expect(contract.mistakes == [])
        let findings = Self.check(try Self.representativeContexts(), against: contract)
        #expect(findings.undocumented == [], "context key paths docs/template-context.md does not document")
        #expect(findings.mistyped == [], "values docs/template-context.md gives another type")
    }

    @Test func readmeDocumentsNoKeyTheContextLacks() throws {
        let contract = Self.contract(of: Self.readme)
        #expect(contract.mistakes == [])
        let findings = Self.check(try Self.representativeContexts(), against: contract)
        #expect(findings.stale == [], "keys docs/template-context.md documents that no context has")
    }

    /// The check is not vacuous: the page without one row, or with a row too many, fails it.
    @Test func theCheckFailsWhenReadmeMissesARowOrHasOneTooMany() throws {
        let contexts = try Self.representativeContexts()
        let row = "| `mockName` | string | `MockTaskService` |\n"
        #expect(Self.readme.contains(row))
        let missing = Self.check(
            contexts, against: Self.contract(of: Self.readme.replacingOccurrences(of: row, with: "")))
        #expect(
            missing.undocumented.contains { $0.hasPrefix("`mockName` of a `service`, at ") }, "\(missing.undocumented)")
        let extra = Self.readme.replacingOccurrences(of: row, with: row + "| `retired` | bool | gone |\n")
        #expect(Self.check(contexts, against: Self.contract(of: extra)).stale.contains("`retired` of a `service`"))
        let wrongType = Self.readme.replacingOccurrences(of: row, with: "| `mockName` | bool | `MockTaskService` |\n")
        #expect(
            Self.check(contexts, against: Self.contract(of: wrongType)).mistyped.first?.hasPrefix(
                "`mockName` of a `service` is documented as bool") == true)
    }

    /// The version is decided by `ModuleContext.currentVersion`; the page states the same number,
    /// in its prose and in its example.
    @Test func readmeStatesTheContextVersion() throws {
        let contract = Self.contract(of: Self.readme)
        #expect(contract.version == ModuleContext.currentVersion, "docs/template-context.md states **version N**")
        let section = try #require(Self.section(of: Self.readme))
        let example = section.split(separator: "\n").first {
            $0.hasPrefix("viper-gen templates context") && $0.contains("grep")
        }
        #expect(
            example?.contains("grep -q '\"version\": \(ModuleContext.currentVersion),'") == true,
            "docs/template-context.md's example: \(example ?? "none")")
    }

    /// What template authors see: the version, exactly. Changing the context's shape is a
    /// decision: change `ModuleContext.currentVersion`, docs/template-context.md and this number together.
    @Test func templatesContextPrintsVersion5() throws {
        let directory = try TemporaryDirectory()
        let run = try CLIRunner.run(["templates", "context", "Login"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\n  \"version\": 5,\n"))
        #expect(ModuleContext.currentVersion == 5)
    }

    /// An unset optional value is a null key, not a missing one, so a template can use it in a
    /// section under strict rendering.
    @Test func unsetOptionalsAreNullNotMissing() throws {
        let context = try #require(try Self.contexts(spec: nil, names: ["Login"]).first?.value)
        #expect(context["domain"] == .null)
        #expect(context["header"] == .null)
        #expect(context["version"] == .int(ModuleContext.currentVersion))
    }
}
