import Testing

@testable import Assessment

@Suite struct FileSummaryTests {
    @Test func lcom4CountsComponents() {
        let source = """
            final class Split {
                private var a = 0
                private var b = 0
                func one() { a += 1 }
                func two() { self.a -= 1 }
                func three() { b += 1 }
                func four() { three() }
                static func helper() {}
            }
            final class Whole {
                var items: [Int] = []
                func add() { items.append(1) }
                func clear() { items = [] }
            }
            struct Single { func only() {} }
            """
        let types = Snippet.summary(source).types
        #expect(types.map(\.lcom4) == [2, 1, nil])
    }

    /// Uses and calls through `self?.`, `self!.`, and overloads (two methods of one name): all
    /// connect. A property spelled with a combining accent is another variable to Swift than one
    /// spelled precomposed, though `String` calls the two names equal: they do not connect.
    @Test func lcom4ConnectsBySelfQualifiersOverloadsAndSpelling() {
        let source = """
            final class Linked {
                var count = 0
                func start() { DispatchQueue.main.async { [weak self] in self?.count += 1 } }
                func stop() { reset(1) }
                func reset(_ value: Int) { reset() }
                func reset() { self.count = 0 }
            }
            final class Accents {
                var caf\u{E9} = 0
                var cafe\u{301} = 0
                func one() { caf\u{E9} += 1 }
                func two() { cafe\u{301} += 1 }
            }
            """
        #expect(Snippet.summary(source).types.map(\.lcom4) == [1, 2])
    }

    @Test func lcom4SeesSameFileExtensions() {
        let source = """
            class Box { var value = 0 }
            extension Box {
                func read() -> Int { value }
                func write() { value = 1 }
            }
            """
        #expect(Snippet.summary(source).types.first?.lcom4 == 1)
    }

    @Test func dependenciesFromPropertiesAndInitializers() {
        let source = """
            final class LoginPresenter {
                weak var view: LoginViewInput?
                private let service: AuthService
                let cache = ImageCache()
                var count: Int { 1 }
                static var shared: LoginPresenter?
                init(view: LoginViewInput, service: AuthService, completion: @escaping (Int) -> Void, flag: Bool = false) {
                    self.view = view
                    self.service = service
                }
            }
            """
        let dependencies = Snippet.summary(source).types[0].dependencies
        #expect(
            dependencies.map(\.name)
                == ["view", "service", "cache", "view", "service", "completion", "flag"].filter { $0 != "completion" })
        #expect(
            dependencies.map(\.typeName) == [
                "LoginViewInput", "AuthService", "ImageCache", "LoginViewInput", "AuthService", "Bool"
            ])
        #expect(dependencies.map(\.isWeak) == [true, false, false, false, false, false])
        #expect(dependencies.filter(\.isInitializerParameter).count == 3)
    }

    @Test func singletonUses() {
        let source = """
            func f() {
                let a = NetworkManager.shared
                UserDefaults.standard.set(1, forKey: "k")
                NotificationCenter.default.post(name: n, object: nil)
                let screen = UIScreen.main.bounds
                DispatchQueue.main.async {}
                let style = UIAlertAction.Style.default
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                let x = manager.shared
            }
            """
        let uses = Snippet.summary(source).singletons
        #expect(
            uses.map { "\($0.type).\($0.member)" } == [
                "NetworkManager.shared", "UserDefaults.standard", "NotificationCenter.default", "UIScreen.main"
            ])
        #expect(uses.map(\.line) == [2, 3, 4, 5])
    }

    @Test func massiveViewControllerCountsSameFileExtensions() {
        let body = String(repeating: "    let x = 1\n", count: 250)
        let source =
            "import UIKit\nfinal class FeedViewController: UIViewController {\n\(body)}\nextension FeedViewController: UITableViewDataSource {\n\(body)}\n"
        let type = Snippet.summary(source).types[0]
        #expect(type.isViewController)
        #expect(type.lines == 504)
        #expect(type.isMassiveViewController)
        let small = Snippet.summary("final class FeedViewController: UIViewController {\n\(body)}\n").types[0]
        #expect(!small.isMassiveViewController)
        let model = Snippet.summary("final class FeedModel {\n\(body)\(body)}\n").types[0]
        #expect(!model.isMassiveViewController)
    }

    @Test func screensExcludeContainersAndBases() {
        let source = """
            class BaseViewController<VM>: UIViewController {}
            class HomeViewController: BaseViewController<HomeViewModel> {}
            class SettingsController: UITableViewController {}
            class MainNavigationController: UINavigationController {}
            class TabsController: UITabBarController {}
            struct ProfileScreen: View { var body: some View { Text("") } }
            struct ListView: View { var body: some View { NavigationStack { Text("") } } }
            struct RowView: View { var body: some View { Text("") } }
            """
        let types = Snippet.summary(source).types
        #expect(
            types.filter(\.isScreen).map(\.name) == [
                "HomeViewController", "SettingsController", "ProfileScreen", "ListView"
            ])
    }

    @Test func linesAndFunctions() {
        let summary = Snippet.summary("struct A {\n  func f() {\n    if a && b { }\n  }\n}")
        #expect(summary.lines == 5)
        #expect(summary.functions == [FunctionMetric(name: "f", line: 2, endLine: 4, ccn: 3, nloc: 3, cognitive: 2)])
        #expect(summary.types[0].functions == 1)
        #expect(summary.types[0].cognitive == 2)
        #expect(FileSummary.lineCount([]) == 0)
        #expect(FileSummary.lineCount(Array("a\nb\n".utf8)) == 2)
        // Line feeds (and bytes one away from them, 0x0B, 0x09, 0x8A) at every offset of the
        // eight-byte blocks counted at once, against counting byte by byte.
        var generator = SystemRandomNumberGenerator()
        for length in 0..<40 {
            for _ in 0..<50 {
                let bytes = (0..<length).map { _ in
                    [0x0A, 0x0B, 0x09, 0x8A, 0x61, 0x00, 0xFF][Int.random(in: 0..<7, using: &generator)] as UInt8
                }
                let expected = bytes.filter { $0 == 0x0A }.count + (bytes.last.map { $0 != 0x0A ? 1 : 0 } ?? 0)
                #expect(FileSummary.lineCount(bytes) == expected, "\(bytes)")
            }
        }
    }

    /// A file's line count comes from the lexer's count of line feeds when it read no `\r`, and
    /// from a count of its own otherwise: the same number either way, whatever the line feeds
    /// are inside (strings, comments, regex literals, interpolations) and however the file ends.
    @Test func linesCountedByTheLexerAreTheFilesLineFeeds() {
        let sources = [
            "", "\n", "a", "a\n", "a\nb", "\n\n\n", "let s = \"\"\"\nx\n\"\"\"\n", "/* a\nb */ x\n// c\n",
            "let r = #/a\nb/#\n", "let s = \"a\\(\n1)\"\nlet t = \"unterminated\n", "x\r\ny\r\n", "x\ry\n",
            "let s = \"a\rb\"\n", "/* \r */\n", "`a\nb` #if X\n#endif\n\u{2028}\n"
        ]
        for source in sources {
            let bytes = Array(source.utf8)
            let summary = FileSummary.read(SourceInput(path: "A.swift", bytes: bytes))
            #expect(summary.lines == FileSummary.lineCount(bytes), "\(source.debugDescription)")
        }
    }

    @Test func hostileInputDoesNotCrash() {
        let inputs: [[UInt8]] = [
            [0xFF, 0xFE, 0x00, 0x80],
            Array(String(repeating: "{", count: 20_000).utf8),
            Array("class A: { var x: = weak init( \"unterminated".utf8),
            Array("/* /* unterminated".utf8)
        ]
        for bytes in inputs {
            _ = FileSummary.read(SourceInput(path: "A.swift", bytes: bytes))
        }
    }
}
