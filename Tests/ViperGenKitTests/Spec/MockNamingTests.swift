import Testing

@testable import ViperGenKit

/// Sourcery AutoMockable member names, overloads included.
@Suite struct MockNamingTests {
    @Test(
        arguments: [
            (
                [
                    "showTasks(_ tasks: [TaskViewModel])", "didSelectTask(withId taskId: String)",
                    "fetch(id: Int, page: Int)", "viewDidLoad()"
                ],
                ["showTasks", "didSelectTaskWithId", "fetchIdPage", "viewDidLoad"]
            ),
            (["`default`(value: Int)", "`class`()"], ["defaultValue", "class"]),
            (["fetch(id: Int)", "fetch(id: String)"], ["fetchIdInt", "fetchIdString"]),
            (["fetch(id: Int)", "fetch(id: String)", "fetchIdInt()"], ["fetchIdInt2", "fetchIdString", "fetchIdInt"]),
            (["fetch(id: Int)", "fetch(id: [Int])"], ["fetchIdInt", "fetchIdInt2"]),
            (
                ["load() -> Int", "load() -> String", "load() async", "load()", "load2()"],
                ["loadInt", "loadString", "load", "load3", "load2"]
            ),
            (["fetch(_ a: Int, _ b: Int)", "fetch(_ a: String, _ b: Int)"], ["fetchAIntBInt", "fetchAStringBInt"]),
            (["show(_ items: [Item]?)", "show(_ item: Item)"], ["showItemsItem", "showItemItem"]),
            (
                [
                    "perform(completion: @escaping (Result<Data, Error>) -> Void)",
                    "perform(completion: @escaping (Bool) -> Void)"
                ],
                ["performCompletionEscapingResultDataErrorVoid", "performCompletionEscapingBoolVoid"]
            ),
            (["_private()", "URL()"], ["_Private", "url"]),
            ([], [])
        ] as [([String], [String])])
    func stems(signatures: [String], expected: [String]) throws {
        let methods = try signatures.map(MethodSignature.parse)
        let stems = MockNaming.stems(for: methods)
        #expect(stems == expected)
        #expect(Set(stems).count == stems.count)
    }

    @Test(arguments: [
        ("showTasks(_ tasks: [TaskViewModel])", "showTasks", "showTasksReceivedTasks"),
        ("didSelectTask(withId taskId: String)", "didSelectTaskWithId", "didSelectTaskWithIdReceivedTaskId"),
        ("fetch(id: Int, page: Int)", "fetchIdPage", "fetchIdPageReceivedArguments"),
        ("keywords(for: Int)", "keywordsFor", "keywordsForReceivedFor"),
        ("viewDidLoad()", "viewDidLoad", "viewDidLoadReceivedArguments")
    ])
    func receivedName(signature: String, stem: String, expected: String) throws {
        let method = try MethodSignature.parse(signature)
        #expect(MockNaming.stems(for: [method]) == [stem])
        #expect(MockNaming.receivedName(stem: stem, method: method) == expected)
    }
}
