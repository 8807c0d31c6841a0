import TestSupport
import Testing

@testable import ViperGenKit

private typealias P = MethodSignature.Parameter

/// Method and field entries: the parsed structure of every valid form, the exact column and
/// reason of every malformed one, the helpers templates use, and robustness on any input.
@Suite struct SignatureParserTests {
    // MARK: - Valid signatures

    private static let valid: [(String, MethodSignature)] = [
        (
            "showTasks(_ tasks: [TaskViewModel])",
            .init(name: "showTasks", parameters: [P(label: nil, name: "tasks", type: "[TaskViewModel]")])
        ),
        ("showLoading()", .init(name: "showLoading")),
        (
            "fetchTasks() async throws -> [Task]",
            .init(name: "fetchTasks", isAsync: true, throwsClause: "throws", returnType: "[Task]")
        ),
        (
            "didSelectTask(withId taskId: String)",
            .init(name: "didSelectTask", parameters: [P(label: "withId", name: "taskId", type: "String")])
        ),
        (
            "load<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T",
            .init(
                name: "load", genericClause: "<T: Decodable>",
                parameters: [P(label: nil, name: "type", type: "T.Type"), P(label: "from", name: "url", type: "URL")],
                isAsync: true, throwsClause: "throws", returnType: "T")
        ),
        (
            "map<T>(_ items: [T], transform: @escaping (T) -> String) -> [String] where T: Equatable",
            .init(
                name: "map", genericClause: "<T>",
                parameters: [
                    P(label: nil, name: "items", type: "[T]"),
                    P(label: "transform", name: "transform", type: "@escaping (T) -> String")
                ],
                returnType: "[String]", whereClause: "T: Equatable")
        ),
        (
            "update(_ value: inout Int)",
            .init(name: "update", parameters: [P(label: nil, name: "value", type: "Int", isInout: true)])
        ),
        (
            "sum(_ values: Int...) -> Int",
            .init(
                name: "sum", parameters: [P(label: nil, name: "values", type: "Int", isVariadic: true)],
                returnType: "Int")
        ),
        (
            "page(size: Int = 20, sort: [String: Int] = [:])",
            .init(
                name: "page",
                parameters: [
                    P(label: "size", name: "size", type: "Int", defaultValue: "20"),
                    P(label: "sort", name: "sort", type: "[String: Int]", defaultValue: "[:]")
                ])
        ),
        (
            "perform(completion: @escaping @Sendable (Result<[User], Error>) -> Void)",
            .init(
                name: "perform",
                parameters: [
                    P(
                        label: "completion", name: "completion",
                        type: "@escaping @Sendable (Result<[User], Error>) -> Void")
                ])
        ),
        (
            "fetch() throws(NetworkError) -> Data",
            .init(name: "fetch", throwsClause: "throws(NetworkError)", returnType: "Data")
        ),
        ("handler() -> ((Int) -> Void)?", .init(name: "handler", returnType: "((Int) -> Void)?")),
        (
            "`default`(value: Int)",
            .init(name: "`default`", parameters: [P(label: "value", name: "value", type: "Int")])
        ),
        ("`fetch`()", .init(name: "fetch")),
        ("pair() -> (Int, String)", .init(name: "pair", returnType: "(Int, String)")),
        (
            "optionals(a: Int?, b: String!)",
            .init(
                name: "optionals",
                parameters: [P(label: "a", name: "a", type: "Int?"), P(label: "b", name: "b", type: "String!")])
        ),
        (
            "collect(_ items: some Collection<Int>)",
            .init(name: "collect", parameters: [P(label: nil, name: "items", type: "some Collection<Int>")])
        ),
        (
            "report(_ error: any Error)",
            .init(name: "report", parameters: [P(label: nil, name: "error", type: "any Error")])
        ),
        (
            "nested(_ m: Dictionary< String , [ Int? ] >)",
            .init(name: "nested", parameters: [P(label: nil, name: "m", type: "Dictionary<String, [Int?]>")])
        ),
        (
            "log(_ message: @autoclosure () -> String)",
            .init(name: "log", parameters: [P(label: nil, name: "message", type: "@autoclosure () -> String")])
        ),
        (
            "run(_ work: @MainActor () -> Void)",
            .init(name: "run", parameters: [P(label: nil, name: "work", type: "@MainActor () -> Void")])
        ),
        (
            "send(_ data: sending Data, _ text: borrowing String, _ list: consuming [Int])",
            .init(
                name: "send",
                parameters: [
                    P(label: nil, name: "data", type: "sending Data"),
                    P(label: nil, name: "text", type: "borrowing String"),
                    P(label: nil, name: "list", type: "consuming [Int]")
                ])
        ),
        (
            "  spaced ( a : [ String : Int ] , b:(Int)->Void , c : Result<A,B> )  ->  Void  ",
            .init(
                name: "spaced",
                parameters: [
                    P(label: "a", name: "a", type: "[String: Int]"),
                    P(label: "b", name: "b", type: "(Int) -> Void"),
                    P(label: "c", name: "c", type: "Result<A, B>")
                ])
        ),
        (
            "retry(_ body: () throws -> Void) rethrows",
            .init(
                name: "retry", parameters: [P(label: nil, name: "body", type: "() throws -> Void")],
                throwsClause: "rethrows")
        ),
        ("reset() -> ()", .init(name: "reset")),
        ("clear() -> Swift.Void", .init(name: "clear")),
        (
            "compare<T, U>(_ t: T, _ u: U) where T: Sequence, T.Element == Int, U: Codable",
            .init(
                name: "compare", genericClause: "<T, U>",
                parameters: [P(label: nil, name: "t", type: "T"), P(label: nil, name: "u", type: "U")],
                whereClause: "T: Sequence, T.Element == Int, U: Codable")
        ),
        (
            "cell(for indexPath: IndexPath) -> UITableViewCell",
            .init(
                name: "cell", parameters: [P(label: "for", name: "indexPath", type: "IndexPath")],
                returnType: "UITableViewCell")
        ),
        (
            "meta(_ type: Int.Type, error: any Error.Type, result: Swift.Result<Int, any Error>)",
            .init(
                name: "meta",
                parameters: [
                    P(label: nil, name: "type", type: "Int.Type"),
                    P(label: "error", name: "error", type: "any Error.Type"),
                    P(label: "result", name: "result", type: "Swift.Result<Int, any Error>")
                ])
        ),
        (
            "callback(x: @escaping @convention( c ) (Int) -> Int)",
            .init(
                name: "callback", parameters: [P(label: "x", name: "x", type: "@escaping @convention(c) (Int) -> Int")])
        ),
        (
            "closures(_ f: (_ x: Int) async throws -> Void, _ g: (Int...) -> Void)",
            .init(
                name: "closures",
                parameters: [
                    P(label: nil, name: "f", type: "(_ x: Int) async throws -> Void"),
                    P(label: nil, name: "g", type: "(Int...) -> Void")
                ])
        ),
        (
            "compose(_ p: P & Q, _ o: (any P & Q)?)",
            .init(
                name: "compose",
                parameters: [P(label: nil, name: "p", type: "P & Q"), P(label: nil, name: "o", type: "(any P & Q)?")])
        ),
        (
            #"strings(value: Int = "a, b)".count, other: String = "\(x(1, 2))")"#,
            .init(
                name: "strings",
                parameters: [
                    P(label: "value", name: "value", type: "Int", defaultValue: #""a, b)".count"#),
                    P(label: "other", name: "other", type: "String", defaultValue: #""\(x(1, 2))""#)
                ])
        ),
        ("trailing(a: Int,)", .init(name: "trailing", parameters: [P(label: "a", name: "a", type: "Int")])),
        (
            "keywords(for: Int, in x: Int)",
            .init(
                name: "keywords",
                parameters: [P(label: "for", name: "`for`", type: "Int"), P(label: "in", name: "x", type: "Int")])
        ),
        (
            "`class`(`self` value: Int, `let`: String)",
            .init(
                name: "`class`",
                parameters: [
                    P(label: "self", name: "value", type: "Int"),
                    P(label: "let", name: "`let`", type: "String")
                ])
        ),
        ("wait() async", .init(name: "wait", isAsync: true)),
        (
            "open(_ url: URL) -> Bool",
            .init(name: "open", parameters: [P(label: nil, name: "url", type: "URL")], returnType: "Bool")
        ),
        ("stream() -> AsyncStream<Int>", .init(name: "stream", returnType: "AsyncStream<Int>")),
        (
            "tuple(_ point: (x: Int, y: Int)) -> (x: Int, y: Int)?",
            .init(
                name: "tuple", parameters: [P(label: nil, name: "point", type: "(x: Int, y: Int)")],
                returnType: "(x: Int, y: Int)?")
        ),
        (
            "deep(_ value: [String: [Int: [Bool?]]]) -> Set<String>",
            .init(
                name: "deep", parameters: [P(label: nil, name: "value", type: "[String: [Int: [Bool?]]]")],
                returnType: "Set<String>")
        ),
        ("iuo() -> String!", .init(name: "iuo", returnType: "String!")),
        (
            "packs<each T>(_ values: repeat each T)",
            .init(
                name: "packs", genericClause: "<each T>",
                parameters: [P(label: nil, name: "values", type: "repeat each T")])
        ),
        (
            "typed() async throws(any Error) -> sending Data",
            .init(name: "typed", isAsync: true, throwsClause: "throws(any Error)", returnType: "sending Data")
        ),
        (
            "handle(_ event: Event, at date: Date = .now, in zone: TimeZone = .current)",
            .init(
                name: "handle",
                parameters: [
                    P(label: nil, name: "event", type: "Event"),
                    P(label: "at", name: "date", type: "Date", defaultValue: ".now"),
                    P(label: "in", name: "zone", type: "TimeZone", defaultValue: ".current")
                ])
        ),
        (
            ##"defaults(closure: () -> Void = { }, dict: [String: Int] = ["a": 1], raw: String = #"say "hi", ok)"#)"##,
            .init(
                name: "defaults",
                parameters: [
                    P(label: "closure", name: "closure", type: "() -> Void", defaultValue: "{ }"),
                    P(label: "dict", name: "dict", type: "[String: Int]", defaultValue: #"["a": 1]"#),
                    P(label: "raw", name: "raw", type: "String", defaultValue: ##"#"say "hi", ok)"#"##)
                ])
        ),
        (
            "load(completion: @escaping CompletionHandler)",
            .init(
                name: "load",
                parameters: [P(label: "completion", name: "completion", type: "@escaping CompletionHandler")])
        ),
        (
            "labels(`inout` x: Int, `for` y: Int)",
            .init(
                name: "labels",
                parameters: [P(label: "`inout`", name: "x", type: "Int"), P(label: "for", name: "y", type: "Int")])
        ),
        ("unicode(größe: Int)", .init(name: "unicode", parameters: [P(label: "größe", name: "größe", type: "Int")])),
        (
            "members(_ index: Array<Int>.Index, _ key: Dictionary<String, Int>.Keys.Element)",
            .init(
                name: "members",
                parameters: [
                    P(label: nil, name: "index", type: "Array<Int>.Index"),
                    P(label: nil, name: "key", type: "Dictionary<String, Int>.Keys.Element")
                ])
        ),
        (
            "protocols(_ p: any P.Type, _ m: (any P).Type, _ o: P.Protocol)",
            .init(
                name: "protocols",
                parameters: [
                    P(label: nil, name: "p", type: "any P.Type"),
                    P(label: nil, name: "m", type: "(any P).Type"),
                    P(label: nil, name: "o", type: "P.Protocol")
                ])
        ),
        (
            "sendable(_ f: @Sendable @escaping () async -> Void) async",
            .init(
                name: "sendable", parameters: [P(label: nil, name: "f", type: "@Sendable @escaping () async -> Void")],
                isAsync: true)
        ),
        ("curried() -> (Int) -> (String) -> Bool", .init(name: "curried", returnType: "(Int) -> (String) -> Bool")),
        (
            "multiline(\n  _ a: Int,\n\tb: String\n) -> Int",
            .init(
                name: "multiline",
                parameters: [
                    P(label: nil, name: "a", type: "Int"),
                    P(label: "b", name: "b", type: "String")
                ],
                returnType: "Int")
        )
    ]

    @Test(arguments: valid)
    func parsesValidSignature(text: String, expected: MethodSignature) throws {
        let parsed = try MethodSignature.parse(text)
        #expect(parsed == expected)
        // The declaration is canonical: parsing it gives the same signature back.
        #expect(try MethodSignature.parse(parsed.declaration) == parsed)
    }

    @Test(arguments: [
        ("showTasks(_ tasks: [TaskViewModel])", "showTasks(_ tasks: [TaskViewModel])"),
        (
            "  spaced ( a : [ String : Int ] , b:(Int)->Void , c : Result<A,B> )  ->  Void  ",
            "spaced(a: [String: Int], b: (Int) -> Void, c: Result<A, B>)"
        ),
        ("fetch()async throws->[ Task ]", "fetch() async throws -> [Task]"),
        ("page(size: Int = 20, sort: [String: Int] = [:])", "page(size: Int = 20, sort: [String: Int] = [:])"),
        ("keywords(for: Int, in x: Int)", "keywords(`for`: Int, in x: Int)"),
        ("map<T>(_ items: [T]) -> [T] where T : Equatable", "map<T>(_ items: [T]) -> [T] where T: Equatable"),
        ("h(x: Int ?, y: Array <Int>, z: Int ! )", "h(x: Int?, y: Array<Int>, z: Int!)")
    ])
    func normalisesDeclaration(text: String, declaration: String) throws {
        #expect(try MethodSignature.parse(text).declaration == declaration)
    }

    // MARK: - Malformed signatures

    @Test(arguments: [
        ("", 1, "empty input"),
        (" \t ", 1, "empty input"),
        ("func fetch()", 1, "a method entry has no 'func': write 'fetch()' not 'func fetch()'"),
        (
            "static func load(id: Int)", 8,
            "a method entry has no 'func': write 'load(id: Int)' not 'func load(id: Int)'"
        ),
        ("fetch(", 7, "expected ')' to close the parameter list opened at column 6"),
        ("fetch(id: Int", 14, "expected ')' to close the parameter list opened at column 6"),
        ("fetchTask(id: Int, ", 19, "expected ')' to close the parameter list opened at column 10"),
        ("fetch(id Int)", 13, "expected ':' after the parameter name 'Int'"),
        ("fetch(id)", 9, "expected ':' after the parameter name 'id'"),
        ("fetch(id:)", 10, "expected a type after ':'"),
        ("fetch(id: )", 11, "expected a type after ':'"),
        ("class()", 1, "'class' is a keyword; use backticks or another name"),
        ("fetch(x: class)", 10, "'class' is a keyword; use backticks or another name"),
        ("fetch() ->", 11, "expected a type after '->'"),
        ("fetch(id: Int, id: String)", 16, "duplicate parameter name 'id'"),
        ("fetch(with id: Int, and id: Int)", 25, "duplicate parameter name 'id'"),
        ("fetch() extra", 9, "unexpected text after the signature"),
        ("fetch())", 8, "unexpected text after the signature"),
        ("fetch(id: [Int)", 15, "expected ']' to close the array type opened at column 11"),
        ("fetch(id: [String: Int)", 23, "expected ']' to close the dictionary type opened at column 11"),
        ("fetch(id: Int]", 14, "expected ',' or ')' after the parameter 'id'"),
        ("fetch(_: Int)", 8, "expected a parameter name after '_', as in '_ value: Int'"),
        ("fetch(_ _: Int)", 9, "'_' cannot be a parameter name; the generated code needs one, as in '_ value: Int'"),
        ("1fetch()", 1, "a method name cannot start with a digit"),
        ("fetch(1id: Int)", 7, "a parameter name cannot start with a digit"),
        ("(id: Int)", 1, "expected a method name before '('"),
        ("_()", 1, "'_' is not a valid method name"),
        ("fetch", 6, "expected '(' after the method name 'fetch'"),
        ("fetch: Int", 6, "expected '(' after the method name 'fetch'"),
        ("fetch(x: @escaping [Int])", 10, "'@escaping' applies only to a function type"),
        ("fetch(x: @Sendable (Int, Int))", 10, "'@Sendable' applies only to a function type"),
        (
            "fetch(x: @escaping ((Int) -> Void)?)", 10,
            "'@escaping' applies only to a function type; an optional closure already escapes, so write '((Int) -> Void)?'"
        ),
        (
            "fetch(x: @Sendable ((Int) -> Void)?)", 10,
            "'@Sendable' applies only to a function type; put it inside the parentheses: '(@Sendable (Int) -> Void)?'"
        ),
        ("fetch(x: any Error?)", 19, "'?' after 'any Error' needs parentheses: write '(any Error)?'"),
        ("fetch(x: (a: Int) -> Void)", 11, "a function type cannot have argument labels: write '_ a: Int'"),
        ("fetch() throws async", 16, "'async' must come before 'throws'"),
        ("fetch() async async", 15, "'async' is written twice"),
        ("fetch() throws rethrows", 16, "'throws' and 'rethrows' cannot be combined"),
        ("fetch() -> Int throws", 16, "'throws' must come before '->'"),
        ("fetch() throws(E", 17, "expected ')' to close 'throws(' opened at column 15"),
        ("fetch(inout x: Int)", 7, "'inout' goes after the colon: write 'value: inout Int'"),
        ("fetch(x: inout Int...)", 19, "a variadic parameter cannot be 'inout'"),
        ("fetch(x: inout inout Int)", 16, "'inout' is written twice"),
        ("fetch(x: Int = )", 16, "expected a default value after '='"),
        ("fetch(x: Int = (1, 2)", 22, "expected ')' to close the parameter list opened at column 6"),
        ("fetch(x: Int = (1, 2]", 21, "expected ')' to close the '(' opened at column 16"),
        (#"fetch(x: String = "abc)"#, 24, #"expected '"' to close the string opened at column 19"#),
        (#"fetch(x: String = "\(a"#, 23, "expected ')' to close the interpolation opened at column 21"),
        ("fetch(x: Int = 1])", 17, "unexpected ']' in the default value"),
        ("fetch<>()", 7, "expected a generic parameter name after '<'"),
        ("fetch<T()", 8, "expected '>' to close the generic parameter clause opened at column 6"),
        ("fetch(x: Dictionary<String, Int)", 32, "expected '>' to close the generic argument list opened at column 20"),
        ("fetch(x: (Int, String)", 23, "expected ')' to close the parameter list opened at column 6"),
        ("fetch(x: (Int String))", 15, "expected ')' to close the parenthesized type opened at column 10"),
        ("fetch(x: (Int) async)", 21, "expected '->' after 'async' in a function type"),
        ("fetch(x: Int;)", 13, "unexpected character ';'"),
        ("fetch(x: Int\u{0})", 13, "unexpected character U+0000 (NULL)"),
        ("fetch(x: Int\u{200B})", 13, "unexpected character U+200B (ZERO WIDTH SPACE)"),
        (
            "@MainActor fetch()", 1,
            "expected a method name; attributes such as '@MainActor' belong on the protocol, not on a method entry"
        ),
        (
            "fetch(@escaping x: () -> Void)", 7,
            "expected a parameter name; attributes go after the colon, as in 'completion: @escaping () -> Void'"
        ),
        ("fetch(x: @ () -> Void)", 12, "expected an attribute name after '@'"),
        ("fetch(x: @convention(c () -> Void)", 24, "unexpected character '(' in the arguments of '@convention'"),
        ("fetch(x: @convention(c", 23, "expected ')' to close the arguments of '@convention' opened at column 21"),
        ("fetch(x: Int) where", 20, "expected a type after 'where'"),
        ("fetch<T>(x: T) where T", 23, "expected ':' or '==' after 'T' in the where clause"),
        ("fetch(x: T.)", 12, "expected a member type name after '.'"),
        ("fetch(x: T?.Element)", 13, "expected 'Type' or 'Protocol' after '.'"),
        ("fetch(`x: Int)", 9, "expected '`' to close the name opened at column 7"),
        ("fetch(``: Int)", 7, "expected a name between backticks"),
        ("fetch(x: _)", 10, "expected a type after ':'"),
        ("fetch(x: 42)", 10, "expected a type after ':'"),
        (
            "work(_ actor: isolated (any Actor))", 15,
            "an 'isolated' parameter runs the method on that actor, but the generated types run on the main actor; remove 'isolated' (and a '#isolation' default)"
        ),
        (
            "items() -> some Collection", 12,
            "a declared method becomes a protocol requirement, which cannot return an opaque type 'some Collection'; return 'any Collection' or a concrete type"
        )
    ])
    func rejectsMalformedSignature(text: String, column: Int, reason: String) {
        #expect(throws: SignatureError(column: column, reason: reason)) { try MethodSignature.parse(text) }
    }

    @Test func refusesNestingDeeperThanTheLimit() {
        let limit = SignatureParser.maximumDepth
        let fits =
            "f(x: " + String(repeating: "[", count: limit - 1) + "Int" + String(repeating: "]", count: limit - 1) + ")"
        #expect((try? MethodSignature.parse(fits)) != nil)
        let tooDeep =
            "f(x: " + String(repeating: "[", count: limit) + "Int" + String(repeating: "]", count: limit) + ")"
        #expect(
            throws: SignatureError(
                column: 6 + limit, reason: "the type is nested too deeply (more than \(limit) levels)")
        ) {
            try MethodSignature.parse(tooDeep)
        }
    }

    // MARK: - Fields

    @Test(arguments: [
        ("title: String", FieldDeclaration(name: "title", type: "String"), "title: String"),
        ("count: Int = 0", FieldDeclaration(name: "count", type: "Int", defaultValue: "0"), "count: Int = 0"),
        (
            "  items : [ String ]  =  [] ", FieldDeclaration(name: "items", type: "[String]", defaultValue: "[]"),
            "items: [String] = []"
        ),
        ("dueDate: Date?", FieldDeclaration(name: "dueDate", type: "Date?"), "dueDate: Date?"),
        (
            "handler: ((Int) -> Void)? = nil",
            FieldDeclaration(name: "handler", type: "((Int) -> Void)?", defaultValue: "nil"),
            "handler: ((Int) -> Void)? = nil"
        ),
        (
            "onTap: @Sendable () -> Void", FieldDeclaration(name: "onTap", type: "@Sendable () -> Void"),
            "onTap: @Sendable () -> Void"
        ),
        ("`default`: Int", FieldDeclaration(name: "`default`", type: "Int"), "`default`: Int"),
        ("`title`: String", FieldDeclaration(name: "title", type: "String"), "title: String"),
        (
            ##"greeting: String = #"say "hi""#"##,
            FieldDeclaration(name: "greeting", type: "String", defaultValue: ##"#"say "hi""#"##),
            ##"greeting: String = #"say "hi""#"##
        ),
        (
            "scores: [String: [Int]] = [\"a\": [1, 2]]",
            FieldDeclaration(name: "scores", type: "[String: [Int]]", defaultValue: "[\"a\": [1, 2]]"),
            "scores: [String: [Int]] = [\"a\": [1, 2]]"
        ),
        (
            "state: LoadingState = .idle", FieldDeclaration(name: "state", type: "LoadingState", defaultValue: ".idle"),
            "state: LoadingState = .idle"
        )
    ])
    func parsesValidField(text: String, expected: FieldDeclaration, declaration: String) throws {
        let field = try FieldDeclaration.parse(text)
        #expect(field == expected)
        #expect(field.declaration == declaration)
        #expect(try FieldDeclaration.parse(field.declaration) == field)
    }

    @Test(arguments: [
        ("", 1, "empty input"),
        ("var title: String", 1, "a field entry has no 'let' or 'var': write 'title: String' not 'var title: String'"),
        (
            "let count: Int = 0", 1,
            "a field entry has no 'let' or 'var': write 'count: Int = 0' not 'let count: Int = 0'"
        ),
        ("title", 6, "expected ':' after the field name 'title'"),
        ("title:", 7, "expected a type after ':'"),
        ("title String", 7, "expected ':' after the field name 'title'"),
        ("title: String = ", 16, "expected a default value after '='"),
        ("x: Int = 1, y: Int = 2", 11, "unexpected ',' after the default value; declare one field per entry"),
        ("x: Int...", 7, "'...' is only allowed on a method parameter"),
        ("x: @escaping () -> Void", 4, "'@escaping' is only allowed on a method parameter"),
        ("default: Int", 1, "'default' is a keyword; use backticks or another name"),
        ("x: Int)", 7, "unexpected text after the field"),
        ("x: Int = f(]", 12, "expected ')' to close the '(' opened at column 11"),
        ("x: Int = )", 10, "unexpected ')' in the default value"),
        ("_: Int", 1, "'_' cannot be a field name"),
        ("1x: Int", 1, "a field name cannot start with a digit"),
        ("x: inout Int", 4, "'inout' is a keyword; use backticks or another name"),
        ("fetch()", 6, "expected ':' after the field name 'fetch'"),
        (": Int", 1, "expected a field name")
    ])
    func rejectsMalformedField(text: String, column: Int, reason: String) {
        #expect(throws: SignatureError(column: column, reason: reason)) { try FieldDeclaration.parse(text) }
    }

    // MARK: - Helpers for templates and mocks

    /// (signature, per parameter: declaration, callArgument, storageType, optionalStorageType, isStorable)
    @Test(arguments: [
        (
            "showTasks(_ tasks: [TaskViewModel])",
            [["_ tasks: [TaskViewModel]", "tasks", "[TaskViewModel]", "[TaskViewModel]?", "true"]]
        ),
        (
            "didSelectTask(withId taskId: String)",
            [["withId taskId: String", "withId: taskId", "String", "String?", "true"]]
        ),
        ("sum(_ values: Int...)", [["_ values: Int...", "values", "[Int]", "[Int]?", "true"]]),
        ("update(_ value: inout Int)", [["_ value: inout Int", "&value", "Int", "Int?", "true"]]),
        ("page(size: Int = 20)", [["size: Int = 20", "size: size", "Int", "Int?", "true"]]),
        (
            "log(_ message: @autoclosure () -> String)",
            [["_ message: @autoclosure () -> String", "message()", "String", "String?", "true"]]
        ),
        (
            "perform(completion: @escaping @Sendable (Result<[User], Error>) -> Void)",
            [
                [
                    "completion: @escaping @Sendable (Result<[User], Error>) -> Void", "completion: completion",
                    "@Sendable (Result<[User], Error>) -> Void", "(@Sendable (Result<[User], Error>) -> Void)?", "true"
                ]
            ]
        ),
        (
            "done(_ handler: @escaping (Int) -> Void)",
            [["_ handler: @escaping (Int) -> Void", "handler", "(Int) -> Void", "((Int) -> Void)?", "true"]]
        ),
        ("run(_ work: () -> Void)", [["_ work: () -> Void", "work", "() -> Void", "(() -> Void)?", "false"]]),
        (
            "load(completion: @escaping CompletionHandler)",
            [
                [
                    "completion: @escaping CompletionHandler", "completion: completion", "CompletionHandler",
                    "CompletionHandler?", "true"
                ]
            ]
        ),
        ("maybe(_ work: (() -> Void)?)", [["_ work: (() -> Void)?", "work", "(() -> Void)?", "(() -> Void)?", "true"]]),
        (
            "collect(_ items: some Collection<Int>)",
            [["_ items: some Collection<Int>", "items", "any Collection<Int>", "(any Collection<Int>)?", "true"]]
        ),
        (
            "optionals(a: Int?, b: String!)",
            [["a: Int?", "a: a", "Int?", "Int?", "true"], ["b: String!", "b: b", "String?", "String?", "true"]]
        ),
        (
            "send(_ data: sending Data, _ text: borrowing String)",
            [
                ["_ data: sending Data", "data", "Data", "Data?", "true"],
                ["_ text: borrowing String", "text", "String", "String?", "true"]
            ]
        ),
        (
            "keywords(for: Int, in x: Int)",
            [["`for`: Int", "for: `for`", "Int", "Int?", "true"], ["in x: Int", "in: x", "Int", "Int?", "true"]]
        ),
        (
            "compose(_ p: P & Q, _ e: any Error)",
            [
                ["_ p: P & Q", "p", "P & Q", "(P & Q)?", "true"],
                ["_ e: any Error", "e", "any Error", "(any Error)?", "true"]
            ]
        )
    ])
    func describesParameters(text: String, expected: [[String]]) throws {
        let method = try MethodSignature.parse(text)
        let actual = method.parameters.map {
            [
                $0.declaration, $0.callArgument, $0.storageType.text, MethodSignature.optionalType($0.storageType).text,
                String($0.isStorable)
            ]
        }
        #expect(actual == expected)
    }

    @Test(arguments: [
        // signature, selector, requirementDeclaration, isThrowing, returnsValue, isGeneric
        (
            "showTasks(_ tasks: [TaskViewModel])", "showTasks(_:)", "showTasks(_ tasks: [TaskViewModel])", false, false,
            false
        ),
        (
            "didSelectTask(withId taskId: String)", "didSelectTask(withId:)", "didSelectTask(withId taskId: String)",
            false, false, false
        ),
        (
            "fetch(id: Int, page: Int = 1) async throws -> [Task]", "fetch(id:page:)",
            "fetch(id: Int, page: Int) async throws -> [Task]",
            true, true, false
        ),
        ("viewDidLoad()", "viewDidLoad()", "viewDidLoad()", false, false, false),
        (
            "load<T: Decodable>(_ type: T.Type) rethrows -> T", "load(_:)",
            "load<T: Decodable>(_ type: T.Type) rethrows -> T",
            true, true, true
        ),
        ("`default`(value: Int)", "`default`(value:)", "`default`(value: Int)", false, false, false),
        ("keywords(for: Int, in x: Int)", "keywords(for:in:)", "keywords(`for`: Int, in x: Int)", false, false, false)
    ])
    func describesMethods(
        text: String, selector: String, requirement: String, isThrowing: Bool, returnsValue: Bool, isGeneric: Bool
    ) throws {
        let method = try MethodSignature.parse(text)
        #expect(method.selector == selector)
        #expect(method.requirementDeclaration == requirement)
        #expect(method.isThrowing == isThrowing)
        #expect(method.returnsValue == returnsValue)
        #expect(method.isGeneric == isGeneric)
    }

    @Test(arguments: [
        ("Bool", "false"), ("Int", "0"), ("Swift.Int", "0"), ("UInt8", "0"), ("Double", "0"), ("CGFloat", "0"),
        ("Decimal", "0"),
        ("TimeInterval", "0"), ("String", "\"\""), ("Substring", "\"\""), ("[Int]", "[]"), ("[String: Int]", "[:]"),
        ("Int?", "nil"),
        ("String!", "nil"), ("((Int) -> Void)?", "nil"), ("Set<Int>", "[]"), ("Array<Int>", "[]"),
        ("Dictionary<String, Int>", "[:]"),
        ("Optional<Int>", "nil"), ("Data", "Data()"), ("Foundation.Data", "Data()"), ("(Int, String)", "(0, \"\")"),
        ("(count: Int, flags: [Bool])", "(0, [])"), ("(Int)", "0")
    ])
    func defaultReturnExpression(returnType: String, expected: String) throws {
        #expect(try MethodSignature.parse("f() -> \(returnType)").defaultReturnExpression == expected)
    }

    @Test(arguments: [
        "Void", "()", "Date", "URL", "UUID", "T", "any Error", "Never", "TaskItem", "Int.Type", "(Int, URL)",
        "(Int) -> Void", "Character"
    ])
    func noDefaultReturnExpression(returnType: String) throws {
        #expect(try MethodSignature.parse("f<T>() -> \(returnType)").defaultReturnExpression == nil)
    }

    @Test func erasesGenericParametersForMockStorage() throws {
        let method = try MethodSignature.parse(
            """
            load<T: Decodable, U>(_ type: T.Type, items: [T], pair: (T, U), url: URL, \
            map: @escaping @Sendable (T) -> String, done: @escaping (Int) -> Void) async throws -> T
            """)
        #expect(method.genericParameterNames == ["T", "U"])
        #expect(
            method.parameters.map(method.storageType(of:)) == [
                "Any.Type", "[Any]", "(Any, Any)", "URL", "Any", "(Int) -> Void"
            ])
        #expect(method.canRecordArguments)
        #expect(try !MethodSignature.parse("run(_ work: () -> Void, id: Int)").canRecordArguments)
        #expect(try !MethodSignature.parse("packs<each T>(_ values: repeat each T)").canRecordArguments)
    }

    @Test(arguments: [
        ("Int", "Int?"), ("Int?", "Int?"), ("Int!", "Int?"), ("(Int) -> Void", "((Int) -> Void)?"),
        ("any Error", "(any Error)?"),
        ("A & B", "(A & B)?"), ("[Int]", "[Int]?"), ("@Sendable () -> Void", "(@Sendable () -> Void)?"),
        ("((Int) -> Void)?", "((Int) -> Void)?")
    ])
    func optionalType(type: String, expected: String) {
        #expect(MethodSignature.optionalType(TypeSyntax(stringLiteral: type)).text == expected)
    }

    private static let unknownTypeCases: [(String, [String])] = [
        ("[String: Date?]", []), ("Result<TaskItem, NetworkError>", ["NetworkError"]), ("Foundation.Date", []),
        ("Foo.Bar<Baz>", ["Foo", "Baz"]), ("(Int) -> Widget", ["Widget"]), ("some View", []), ("any P & Q", ["P", "Q"]),
        ("UIViewController", []), ("AnyPublisher<[TaskItem], any Error>", []), ("[Widget: Widget]", ["Widget"]),
        ("Swift.Result<Gadget, Error>", ["Gadget"])
    ]

    @Test(arguments: unknownTypeCases)
    func unknownTypeNames(type: String, expected: [String]) {
        #expect(SwiftKnownTypes.unknownNames(in: [TypeSyntax(stringLiteral: type)], declared: ["TaskItem"]) == expected)
    }

    @Test func unknownTypeNamesOfASignature() throws {
        let method = try MethodSignature.parse(
            "load<T: Decodable & Cacheable>(_ type: T.Type, from url: Endpoint) throws(APIError) -> Page<T> where T: Widget"
        )
        #expect(method.unknownTypeNames(declared: ["Page"]) == ["Cacheable", "Endpoint", "APIError", "Widget"])
        #expect(SwiftKnownTypes.isKnown("[String: Date?]"))
        #expect(SwiftKnownTypes.isKnown("UIView"))
        #expect(!SwiftKnownTypes.isKnown("TaskItem"))
        #expect(throws: SignatureError.self) { try TypeSyntax.parse("[[") }
    }

    // MARK: - Robustness

    @Test func survivesPathologicalInputs() {
        let huge = 100_000
        let inputs = [
            "f(x: " + String(repeating: "(", count: huge),
            "f(x: " + String(repeating: "[", count: huge),
            "f(x: " + String(repeating: "some ", count: huge) + "P)",
            "f(x: " + String(repeating: "@a ", count: huge) + "() -> Void)",
            "f(x: Int = " + String(repeating: "(", count: huge) + ")",
            "f(x: String = " + String(repeating: "\"\\(", count: huge) + ")",
            "f<" + String(repeating: "T: P<", count: huge),
            String(repeating: " ", count: huge) + "f(" + String(repeating: " ", count: huge),
            "f() -> Int" + String(repeating: "?", count: huge),
            String(repeating: "`", count: huge),
            String(repeating: "f", count: huge) + "()"
        ]
        for input in inputs {
            switch Result(catching: { () throws(SignatureError) in try MethodSignature.parse(input) }) {
            case .success(let method): #expect(!method.declaration.isEmpty)
            case .failure(let error): #expect((1...input.count + 1).contains(error.column))
            }
            _ = try? FieldDeclaration.parse(input)
        }
    }

    /// Random entries built from signature fragments: parsing never crashes, errors point
    /// inside the entry, and whatever parses round-trips through its declaration.
    @Test func fuzzedEntriesRoundTripOrFailCleanly() {
        let fragments = [
            "f", "fetch", "(", ")", "[", "]", "<", ">", ":", ",", " ", "_", "x", "id", "Int", "String", "?", "!", "->",
            "...", "=",
            "async", "throws", "rethrows", "inout", "some", "any", "@escaping", "@Sendable", "&", ".", "Type", "where",
            "T", "\"",
            "\\(", "{", "}", "`", "1", "#", "==", "each", "repeat", "sending", "default", "é", "\u{0}", "\t", "\n", "@"
        ]
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<20_000 {
            var text = ["f(", "x(_ a: ", "g() -> ", "h<T>(", "", "y: "].randomElement(using: &generator) ?? ""
            for _ in 0..<Int.random(in: 1...14, using: &generator) {
                text += fragments.randomElement(using: &generator) ?? ""
            }
            check(text)
        }
    }

    private func check(_ text: String) {
        do {
            let method = try MethodSignature.parse(text)
            #expect(try MethodSignature.parse(method.declaration) == method, "round trip of \(text.debugDescription)")
            _ = (
                method.selector, method.defaultReturnExpression, method.unknownTypeNames(declared: []),
                MockNaming.stems(for: [method, method])
            )
            _ = method.parameters.map {
                (
                    $0.storageType, MethodSignature.optionalType($0.storageType), $0.callArgument,
                    method.storageType(of: $0)
                )
            }
        } catch {
            #expect((1...text.count + 1).contains(error.column), "column of \(text.debugDescription)")
            #expect(!error.reason.isEmpty)
        }
        do {
            let field = try FieldDeclaration.parse(text)
            #expect(try FieldDeclaration.parse(field.declaration) == field, "round trip of \(text.debugDescription)")
        } catch {
            #expect((1...text.count + 1).contains(error.column), "column of \(text.debugDescription)")
        }
    }
}
