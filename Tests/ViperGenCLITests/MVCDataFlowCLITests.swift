import Foundation
import TestSupport
import Testing

/// MVC's data flow (docs/generated-code.md, "MVC: rows, requests and selection"): the declared
/// API is what the table, a request's outcome and a selected row go through, in both flavours.
@Suite struct MVCDataFlowCLITests {
    /// The spec fixture's modules (Tests/Fixtures/Specs/mvc-rows.json), generated once per test.
    static func generated() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let spec = try String(
            contentsOf: CLIRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/Specs/mvc-rows.json"),
            encoding: .utf8)
        try directory.write("viper-gen.json", spec)
        let run = try CLIRunner.run(["generate"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        return directory
    }

    /// A function's body in `text`, from its declaration's line to the closing brace at its indentation.
    static func body(of declaration: String, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.contains(declaration) }) else { return nil }
        let indentation = lines[start].prefix { $0 == " " }
        guard let end = lines[start...].firstIndex(where: { $0 == indentation + "}" }) else { return nil }
        return lines[start...end].joined(separator: "\n")
    }

    @Test func uikitRowsRequestsAndSelectionGoThroughTheDeclaredAPI() throws {
        let directory = try Self.generated()
        let controller = try #require(directory.read("App/Modules/Mailbox/MailboxViewController.swift"))
        let view = try #require(directory.read("App/Modules/Mailbox/MailboxView.swift"))
        let tests = try #require(directory.read("AppTests/Modules/Mailbox/MailboxViewControllerTests.swift"))
        // The rows: the request's result fills them; the view's rows display hears of each change.
        #expect(
            Self.body(of: "func lettersDidFinish(", in: controller)
                == """
                    func lettersDidFinish(_ result: [Letter]) {
                        lettersIsLoading = false
                        lettersResult = result
                        items = result
                    }
                """)
        #expect(controller.contains("contentView.tableView.reloadData()\n            contentView.showLetters(items)\n"))
        #expect(!view.contains("TODO: implement.\n    }\n\n    func showUnread"), "the rows display is not a stub")
        #expect(Self.body(of: "func showLetters(", in: view)?.contains("the controller calls\n") == true)
        // A result of another type goes to the display that takes it; a failure to showError(_:).
        #expect(
            Self.body(of: "func unreadDidFinish(", in: controller)?.contains("contentView.showUnread(result)") == true)
        #expect(
            Self.body(of: "func lettersDidFail(", in: controller)?.contains(
                "contentView.showError(error.localizedDescription)") == true)
        // Selection: the row's id goes to the declared method, which opens the route.
        #expect(
            Self.body(of: "func didSelectItem(at index: Int)", in: controller)?.contains(
                "        didSelectLetter(id: items[index].id)\n") == true)
        #expect(
            Self.body(of: "func didSelectLetter(id: String)", in: controller)?.contains(
                "        router.routeToLetterDetail(letterId: id)\n") == true)
        #expect(
            Self.body(of: "func didTapRefresh()", in: controller)?.contains("// TODO: implement.") == true,
            "a method the generator cannot write stays a stub")
        // The tests: the success test checks the rows; the selection method has no disabled test.
        #expect(tests.contains("XCTAssertEqual(controller.items.map { item in item.subject }, [Letter("))
        #expect(tests.contains("\"the rows show the result\")"))
        #expect(!tests.contains("func testDidSelectLetter"), "the selection test covers it")
        #expect(tests.contains("func testDidTapRefreshBehaviour() throws"), "a stub keeps its disabled test")
    }

    @Test func hostedRowsAreTheEntitiesIdentifiedByTheirId() throws {
        let directory = try Self.generated()
        let controller = try #require(directory.read("App/Modules/Postbox/PostboxViewController.swift"))
        let view = try #require(directory.read("App/Modules/Postbox/PostboxView.swift"))
        #expect(view.contains("    var rows: [Letter]\n"))
        #expect(
            view.contains(
                "ForEach(Array(rows.enumerated()), id: \\.element.id) { index, item in\n"
                    + "                Button(item.subject) { onSelect(index) }"))
        #expect(controller.contains("PostboxView(rows: items) { [weak self] index in"))
        // Display methods are the controller's here: the rows display sets the rows, and the
        // request's result goes through it.
        #expect(Self.body(of: "func showLetters(", in: controller)?.contains("        items = letters\n") == true)
        #expect(
            Self.body(of: "func lettersDidFinish(", in: controller)?.contains("        showLetters(result)\n") == true)
        #expect(
            Self.body(of: "func didSelectItem(at index: Int)", in: controller)?.contains(
                "        didSelectLetter(items[index])\n") == true)
        #expect(
            Self.body(of: "func didSelectLetter(_ letter: Letter)", in: controller)?.contains(
                "        router.routeToLetterDetail(letterId: letter.id)\n") == true)
    }

    @Test func whatCannotBeCalledWithOneValueStaysAStub() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "viper-gen.json",
            """
            {
              "defaults": { "pattern": "mvc" },
              "entities": [ { "name": "Tag", "fields": ["label: String"] } ],
              "modules": [
                {
                  "name": "Tags",
                  "ui": "swiftui-hosted",
                  "controller": ["didSelectTag(_ tag: Tag) async"],
                  "view": ["showTags(_ tags: [Tag]) -> Bool", "showError(_ message: String, code: Int)"]
                }
              ]
            }
            """)
        let run = try CLIRunner.run(["generate"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        let controller = try #require(directory.read("App/Modules/Tags/TagsViewController.swift"))
        let view = try #require(directory.read("App/Modules/Tags/TagsView.swift"))
        #expect(controller.contains("var items: [Tag] = []"), "the rows are the declared entity")
        #expect(
            Self.body(of: "func showTags(", in: controller)?.contains("items = ") == false,
            "a display that returns a value does not set the rows")
        #expect(
            Self.body(of: "func didSelectItem(at index: Int)", in: controller)?.contains(
                "// TODO: show the selected item.") == true, "an async method is not the selection method")
        #expect(Self.body(of: "func showTags(", in: controller)?.contains("return false") == true)
        #expect(
            view.contains("ForEach(Array(rows.enumerated()), id: \\.offset) { index, item in"),
            "a row without an id is identified by its position: \(view)")
    }
}
