import Foundation
import Testing

@testable import ViperGenKit

/// What selecting an MVC row opens, derived from the routes (docs/generated-code.md, MVC).
@Suite struct RowSelectionTests {
    private func selection(of name: String, in json: String) throws -> RowSelectionContext? {
        let decoded = try SpecDecoder.decode(Data(json.utf8), file: "viper-gen.json", generatedTypes: .builtIn).spec
        let modules = decoded.resolvedModules(flags: GenerationOptions(), selected: nil)
        let builder = ContextBuilder(project: decoded, modules: modules)
        let module = try #require(modules.first { $0.name == name })
        return builder.moduleContext(for: module).rowSelection
    }

    private static let inbox = """
        {"defaults": {"pattern": "mvc"}, "modules": [
          {"name": "Inbox", "entities": [{"name": "Message", "fields": ["id: String", "subject: String"]}],
           "routes": [{"to": "Detail"}, {"to": "Conversation"}, {"to": "Preview", "style": "present"}]},
          {"name": "Detail", "input": ["messageId: String", "source: String"]},
          {"name": "Conversation", "input": ["messageId: String"]},
          {"name": "Preview", "input": ["message: Message"]}]}
        """

    @Test func theFirstRouteTakingTheRowsIdOrItemIsSelected() throws {
        let selection = try #require(try selection(of: "Inbox", in: Self.inbox))
        #expect(selection.target == "Conversation", "Detail takes two inputs: not a row's")
        #expect(selection.call == "routeToConversation(messageId: items[index].id)")
        #expect(selection.itemSuffix == ".id")
        #expect(selection.canCompare)
    }

    @Test func aRouteTakingTheEntityPassesTheItem() throws {
        let json = Self.inbox.replacingOccurrences(of: #"{"to": "Conversation"}, "#, with: "")
        let selection = try #require(try selection(of: "Inbox", in: json))
        #expect(selection.call == "routeToPreview(message: items[index])")
        #expect(selection.itemSuffix == "")
    }

    @Test func anIdOfAnotherTypeOrNameOrNoEntityLeavesSelectionToTheUser() throws {
        let otherType = Self.inbox.replacingOccurrences(of: #""messageId: String"]"#, with: #""messageId: Int"]"#)
            .replacingOccurrences(of: #", {"to": "Preview", "style": "present"}"#, with: "")
        #expect(try selection(of: "Inbox", in: otherType) == nil)
        let otherName = Self.inbox.replacingOccurrences(of: #""messageId: String"]"#, with: #""threadId: String"]"#)
            .replacingOccurrences(of: #", {"to": "Preview", "style": "present"}"#, with: "")
        #expect(try selection(of: "Inbox", in: otherName) == nil)
        #expect(try selection(of: "Conversation", in: Self.inbox) == nil, "String rows")
    }

    @Test func anMVCModuleWithoutEntitiesShowsTheSharedEntityItsMethodsMention() throws {
        let json = """
            {"defaults": {"pattern": "mvc"},
             "entities": [{"name": "Tag", "fields": ["name: String"]}, {"name": "Article", "fields": ["id: String", "title: String"]}],
             "modules": [
              {"name": "Feed", "view": ["showArticles(_ articles: [Article])"], "routes": [{"to": "Detail"}]},
              {"name": "Detail", "input": ["articleId: String"]}]}
            """
        let selection = try #require(try selection(of: "Feed", in: json))
        #expect(selection.call == "routeToDetail(articleId: items[index].id)")
    }
}
