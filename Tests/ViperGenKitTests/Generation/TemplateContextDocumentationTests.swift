import Foundation
import Mustache
import Testing
@testable import ViperGenKit

/// README.md's "Template context" lists exactly the keys the context has, at every level.
struct TemplateContextDocumentationTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The keys README documents: the first column of the table and every `{a, b}` list.
    static func documentedKeys() throws -> Set<String> {
        let text = try String(contentsOf: readme, encoding: .utf8)
        guard let start = text.range(of: "### Template context"),
              let end = text.range(of: "\n## ", range: start.upperBound..<text.endIndex) else {
            Issue.record("README.md has no 'Template context' section")
            return []
        }
        let section = String(text[start.upperBound..<end.lowerBound])
        var keys: Set<String> = []
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let firstCell = line.dropFirst(2).prefix { $0 != "|" }
            keys.formUnion(Self.words(inBackticks: String(firstCell)))
        }
        // `{a, b, c}` lists, which may span lines.
        let flattened = section.replacingOccurrences(of: "\n", with: " ")
        var rest = Substring(flattened)
        while let open = rest.range(of: "`{") {
            guard let close = rest.range(of: "}`", range: open.upperBound..<rest.endIndex) else { break }
            for word in rest[open.upperBound..<close.lowerBound].split(separator: ",") {
                keys.insert(word.trimmingCharacters(in: .whitespaces))
            }
            rest = rest[close.upperBound...]
        }
        return keys
    }

    static func words(inBackticks text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// Every object key in `value`, at any depth.
    static func keys(of value: Value, into keys: inout Set<String>) {
        switch value {
        case .object(let members):
            for (key, member) in members {
                keys.insert(key)
                Self.keys(of: member, into: &keys)
            }
        case .array(let items):
            for item in items { Self.keys(of: item, into: &keys) }
        default:
            break
        }
    }

    @Test func readmeListsExactlyTheContextKeys() throws {
        // A module that fills every part of the context: header, input, services with default
        // arguments, entities, every role.
        var spec = ModuleSpec(
            name: "TaskList", domain: "Tasks",
            methods: [.presenter: [try MethodSignature.parse("select(id: String, animated: Bool = true)")],
                      .interactor: [try MethodSignature.parse("fetch() async throws -> [TaskItem]")]],
            entities: [.init(name: "TaskItem", fields: [try FieldDeclaration.parse("id: String")])],
            services: [.init(name: "TaskService", methods: [try MethodSignature.parse("load(page: Int = 0) async throws -> [TaskItem]")])],
            input: [try FieldDeclaration.parse("userId: String")])
        // A route to a module with an output: the graph keys.
        spec.routes = [Route(target: "TaskDetail")]
        spec.output = [try MethodSignature.parse("taskListDidClose()")]
        var detail = ModuleSpec(name: "TaskDetail", input: [try FieldDeclaration.parse("taskId: String")])
        detail.output = [try MethodSignature.parse("taskDetailDidDelete(taskId: String)")]
        let options = GenerationOptions(header: Header(project: "App", author: "A", company: "C", year: "2026"))
        let context = ContextBuilder(modules: [spec, detail], options: options).context(for: ResolvedModule(spec, options: options))
        var actual: Set<String> = ["fileName"]  // added per file by the planner
        Self.keys(of: context, into: &actual)
        let documented = try Self.documentedKeys()
        #expect(actual.subtracting(documented).sorted() == [], "context keys README does not document")
        #expect(documented.subtracting(actual).sorted() == [], "README keys the context does not have")
    }

    @Test func nilOptionalsAreNullNotMissing() throws {
        let spec = ModuleSpec(name: "Login")
        let context = ContextBuilder().context(for: ResolvedModule(spec, options: GenerationOptions()))
        #expect(context["domain"] == .null)
        #expect(context["header"] == .null)
        #expect(context["version"] == .int(ModuleContext.currentVersion))
    }
}
