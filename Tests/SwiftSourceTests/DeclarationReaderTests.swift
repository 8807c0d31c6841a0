import Testing

@testable import SwiftSource

/// The declaration reader on a VIPER-shaped file and on broken input.
struct DeclarationReaderTests {
    static func read(_ source: String) -> SourceFile { SourceFile.read(Array(source.utf8)) }

    static let presenter = """
        import UIKit
        @testable import App
        import struct Foo.Bar

        protocol LoginView: AnyObject {
            var title: String { get set }
            func show(error: Error)
        }

        @MainActor
        final class LoginPresenter<T: Equatable, U>: BasePresenter, LoginPresenting where T: Hashable {
            weak var view: LoginView?
            unowned(unsafe) let router: LoginRouter
            private(set) var interactor: LoginInteractorInput
            static let shared = LoginPresenter(view: nil, service: UserService.shared)
            lazy var formatter: DateFormatter = {
                let f = DateFormatter()
                return f
            }()
            var count = 0 {
                didSet { view?.title = "\\(count)" }
            }
            var isEmpty: Bool { count == 0 }
            var name: String {
                get { _name }
                set(newValue) { _name = newValue }
            }
            let a: Int, b = Config.default

            init(view: LoginView?, service: UserServicing = UserService.default) {
                self.view = view
            }

            deinit { print("bye") }

            func login(user: String) async throws -> Bool {
                guard !user.isEmpty else { return false }
                items.forEach { item in print(item) }
                #if DEBUG
                func helper() {}
                #else
                let x = Analytics.shared
                #endif
                return true
            }

            subscript(index: Int) -> Int {
                get { index }
                set { }
            }

            enum State { case idle, loading }
            struct Inner { let value: Int }
        }

        extension LoginPresenter: LoginOutput where T == Int {
            func didLogin() { view?.show(error: LoginError.bad) }
        }
        actor Cache {}
        """

    @Test func imports() {
        let file = Self.read(Self.presenter)
        #expect(file.imports.map(\.path) == ["UIKit", "App", "Foo.Bar"])
        #expect(file.imports.map(\.attributes) == [[], [Attribute(.testable)], []])
        #expect(file.imports.map(\.kind) == [nil, nil, "struct"])
        #expect(file.imports[2].module == "Foo")
    }

    @Test func typesWithNestingInheritanceAndGenerics() {
        let file = Self.read(Self.presenter)
        #expect(file.types.map(\.name) == ["LoginView", "LoginPresenter", "State", "Inner", "LoginPresenter", "Cache"])
        #expect(file.types.map(\.kind) == [.protocol, .class, .enum, .struct, .extension, .actor])
        let presenter = file.types[1]
        #expect(presenter.inheritance.map(\.description) == ["BasePresenter", "LoginPresenting"])
        #expect(presenter.genericParameters == ["T", "U"])
        #expect(presenter.attributes == [Attribute(.mainActor)])
        #expect(presenter.modifiers == [.final])
        #expect(presenter.startLine == 10 && presenter.endLine == 54)
        #expect(presenter.bodyLines == 11...54)
        #expect(file.types[2].parent == 1 && file.types[3].parent == 1 && file.types[4].parent == nil)
        #expect(file.types[4].inheritance == [.named([.init(name: "LoginOutput")])])
        #expect(file.types[0].inheritance == [.named([.init(name: "AnyObject")])])
    }

    @Test func functionsAccessorsAndClosures() {
        let file = Self.read(Self.presenter)
        let summary = file.functions.map { "\($0.kind.rawValue) \($0.name) \($0.keywordLine)-\($0.endLine)" }
        #expect(
            summary == [
                "function show 7-7", "closure closure 16-19", "accessor didSet 21-21", "accessor get 23-23",
                "accessor get 25-25", "accessor set 26-26", "initializer init 30-32", "deinitializer deinit 34-34",
                "function login 36-45", "closure closure 38-38", "function helper 40-40", "subscript subscript 47-50",
                "accessor get 48-48", "accessor set 49-49", "function didLogin 57-57"
            ])
        #expect(file.functions[0].bodyRange == nil)
        #expect(
            file.functions[6].parameters == [
                Parameter(label: "view", name: "view", type: .optional(.named([.init(name: "LoginView")]))),
                Parameter(
                    label: "service", name: "service", type: .named([.init(name: "UserServicing")]), hasDefault: true)
            ])
        #expect(file.functions[5].parameters == [Parameter(label: "newValue", name: "newValue", type: nil)])
        #expect(file.functions[10].parentFunction == 8)
        #expect(file.functions[12].parentFunction == 11)
        #expect(file.functions[14].parentType == 4)
    }

    @Test func storedAndComputedProperties() {
        let file = Self.read(Self.presenter)
        let summary = file.properties.map { p in
            "\(p.name):\(p.type?.description ?? "-"):\(p.ownership.rawValue):\(p.isComputed ? "computed" : "stored")\(p.isStatic ? ":static" : "")"
        }
        #expect(
            summary == [
                "title:String:strong:computed", "view:LoginView?:weak:stored", "router:LoginRouter:unowned:stored",
                "interactor:LoginInteractorInput:strong:stored", "shared:-:strong:stored:static",
                "formatter:DateFormatter:strong:stored", "count:-:strong:stored", "isEmpty:Bool:strong:computed",
                "name:String:strong:computed", "a:Int:strong:stored", "b:-:strong:stored", "value:Int:strong:stored"
            ])
        #expect(file.properties[4].initialValueIdentifiers == ["LoginPresenter", "UserService", "shared"])
        #expect(file.properties[10].initialValueIdentifiers == ["Config", "default"])
        #expect(file.properties[11].parentType == 3)
    }

    @Test func referencesKnowTheirQualifier() {
        let file = Self.read(Self.presenter)
        let login = file.functions[8]
        let names = file.referencedNames(in: login.referenceRange)
        #expect(names.contains("Analytics") && names.contains("items") && !names.contains("DEBUG"))
        let shared = file.references.filter { file.name(of: $0) == "shared" }
        #expect(shared.map(file.qualifier(of:)) == ["UserService", "Analytics"])
        let defaults = file.references.filter { file.name(of: $0) == "default" }
        #expect(defaults.map(file.qualifier(of:)) == ["Config", "UserService"])
        let implicitFile = Self.read("let s = Service(session: .shared)")
        let implicit = implicitFile.references.first { implicitFile.name(of: $0) == "shared" }
        #expect(implicit.flatMap(implicitFile.qualifier(of:)) == "")
    }

    @Test func everyIfBranchIsRead() {
        let file = Self.read(
            """
            #if os(iOS)
            import UIKit
            final class A: UIViewController {}
            #elseif os(macOS)
            import AppKit
            final class A: NSViewController {}
            #else
            #endif
            """)
        #expect(file.imports.map(\.path) == ["UIKit", "AppKit"])
        #expect(file.types.map { $0.inheritance.map(\.description) } == [["UIViewController"], ["NSViewController"]])
        #expect(file.warnings.isEmpty)
    }

    @Test func unbalancedBracesGiveWarningsNotFailures() {
        let extra = Self.read("class A { func f() { } } }\nclass B {}")
        #expect(extra.types.map(\.name) == ["A", "B"])
        #expect(extra.warnings.map(\.message) == ["unbalanced '}'"])
        let missing = Self.read("class A {\n  func f() {\n    if x {\n")
        #expect(missing.types.map(\.name) == ["A"] && missing.functions.map(\.name) == ["f"])
        #expect(missing.warnings.count == 1)
        #expect(SourceInvariants.declarationProblem(43, missing) == nil)
        let parens = Self.read("func f() { g(a, { x }) ) ] }\nfunc h() {}")
        #expect(parens.functions.map(\.name) == ["f", "closure", "h"])
    }

    @Test func garbageStillYieldsWhatItCan() {
        let file = Self.read("}}} ))) class ??? { var : = } struct S { let x: Int }")
        #expect(file.types.contains { $0.name == "S" })
        #expect(!file.warnings.isEmpty)
    }
}
