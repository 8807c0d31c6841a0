import Foundation
import Testing

@testable import ViperGenKit

/// The generated text of every pattern × UI × binding × test framework, and of the project
/// contract's spec example (`SpecDecodingHarness.contractExample`), compared byte for byte with
/// the files in `Tests/Fixtures/Golden`.
///
/// `RECORD=1 swift test --filter GoldenTests` rewrites the goldens and fails, so that a
/// recording is never mistaken for a pass; review the diff, then run again without RECORD.
@Suite struct GoldenTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Golden")

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var modules: [ModuleSpec]
        var options: GenerationOptions
        var description: String { name }
    }

    static let cases: [Case] = {
        var cases: [Case] = []
        for pattern in Pattern.allCases {
            for ui in UIFlavor.allCases where ui.problem(with: pattern) == nil {
                for binding in pattern == .mvvm ? Binding.allCases : [Binding.closures] {
                    for tests in [TestFramework.xctest, .swiftTesting] {
                        let name = [
                            pattern.rawValue, ui.rawValue, pattern == .mvvm ? binding.rawValue : nil, tests.rawValue
                        ]
                        .compactMap { $0 }.joined(separator: "-")
                        cases.append(
                            Case(
                                name: name, modules: [ModuleSpec(name: "Login")],
                                options: GenerationOptions(pattern: pattern, ui: ui, binding: binding, tests: tests)))
                    }
                }
            }
        }
        if let decoded = try? SpecDecoder.decode(
            Data(SpecDecodingHarness.contractExample.utf8), file: "viper-gen.json", generatedTypes: .builtIn)
        {
            cases.append(Case(name: "contract-spec", modules: decoded.spec.modules, options: decoded.spec.defaults))
        }
        // A module's requests (docs/generated-code.md) in each pattern that takes them, in both
        // test frameworks.
        for (pattern, example) in Self.requestExamples {
            guard
                let decoded = try? SpecDecoder.decode(
                    Data(example.utf8), file: "viper-gen.json", generatedTypes: .builtIn)
            else { continue }
            for tests in [TestFramework.xctest, .swiftTesting] {
                cases.append(
                    Case(
                        name: "requests-\(pattern)-\(tests.rawValue)", modules: decoded.spec.modules,
                        options: GenerationOptions(tests: tests)))
            }
        }
        return cases
    }()

    /// The request examples by pattern.
    static let requestExamples = [
        ("viper", requestsExample), ("mvvm", requestsMVVMExample), ("mvp", requestsMVPExample),
        ("mvc", requestsMVCExample)
    ]

    /// An MVP module (UIKit) with the same service, requests, view and events: the presenter
    /// runs the requests and keeps their outcomes.
    static let requestsMVPExample = """
        {"modules": [{"name": "Feed", "pattern": "mvp", "presenter": ["viewDidLoad()", "didPullToRefresh()"],
          "view": ["showTitles(_ titles: [String])", "showError(_ message: String)"],
          "services": [{"name": "FeedClient", "methods": ["fetchTitles(page: Int) async throws -> [String]", "signOut() async throws", "unreadCount() async -> Int"]}],
          "requests": ["FeedClient.fetchTitles", "FeedClient.signOut", "FeedClient.unreadCount"]}]}
        """

    /// An MVC module (UIKit) with the same service and requests: the controller runs them and
    /// keeps their outcomes.
    static let requestsMVCExample = """
        {"modules": [{"name": "Feed", "pattern": "mvc", "controller": ["didPullToRefresh()"],
          "services": [{"name": "FeedClient", "methods": ["fetchTitles(page: Int) async throws -> [String]", "signOut() async throws", "unreadCount() async -> Int"]}],
          "requests": ["FeedClient.fetchTitles", "FeedClient.signOut", "FeedClient.unreadCount"]}]}
        """

    /// An MVVM module (UIKit, closures) with the same service and requests, a declared state
    /// member and event: the requests add their loading, error and result members after it.
    static let requestsMVVMExample = """
        {"modules": [{"name": "Feed", "pattern": "mvvm", "viewModel": ["onAppear()", "didPullToRefresh()"],
          "state": ["title: String"],
          "services": [{"name": "FeedClient", "methods": ["fetchTitles(page: Int) async throws -> [String]", "signOut() async throws", "unreadCount() async -> Int"]}],
          "requests": ["FeedClient.fetchTitles", "FeedClient.signOut", "FeedClient.unreadCount"]}]}
        """

    /// A VIPER module with a service of its own and three requests: a result and an error, an
    /// error alone, a result alone.
    static let requestsExample = """
        {"modules": [{"name": "Feed", "presenter": ["viewDidLoad()", "didPullToRefresh()"],
          "view": ["showTitles(_ titles: [String])", "showError(_ message: String)"],
          "services": [{"name": "FeedClient", "methods": ["fetchTitles(page: Int) async throws -> [String]", "signOut() async throws", "unreadCount() async -> Int"]}],
          "requests": ["FeedClient.fetchTitles", "FeedClient.signOut", "FeedClient.unreadCount"]}]}
        """

    /// README: a generated test is `async` only when it awaits and `throws` only when it tries.
    @Test func goldenTestsAreAsyncOrThrowingOnlyWhenTheyNeedTo() throws {
        var checked = 0
        let files = FileManager.default.enumerator(at: Self.root, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.lastPathComponent.hasSuffix("Tests.swift") else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            // Each test function's text runs to the next one (or the end of the file).
            let parts = text.components(separatedBy: "func test").dropFirst()
            for part in parts {
                let header = part.prefix { $0 != "{" }
                let body = part.dropFirst(header.count)
                let name = "\(file.lastPathComponent): test\(header.prefix { $0 != "(" })"
                #expect(header.contains("async") == body.contains("await"), "\(name): async only when it awaits")
                #expect(header.contains("throws") == body.contains("try "), "\(name): throws only when it tries")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test func everyCombinationTheContractExampleAndTheRequestsHaveGoldens() {
        // VIPER, MVP: 3 UIs; MVVM: 3 UIs × 3 bindings; MVC: UIKit and hosted SwiftUI; each with 2
        // test frameworks.
        #expect(
            Self.cases.count == (3 + 3 + 9 + 2) * 2 + 1 + 2 * Self.requestExamples.count,
            "34 combinations, the spec example of docs/spec.md and the requests of each pattern that takes them in two test frameworks"
        )
    }

    @Test(arguments: cases)
    func matchesGolden(_ testCase: Case) throws {
        let resolved = testCase.modules.map { ResolvedModule($0, options: testCase.options) }
        let plan = try Planner(library: TemplateLibrary()).plan(
            resolved, builder: ContextBuilder(modules: testCase.modules))
        let directory = Self.root.appendingPathComponent(testCase.name)
        if ProcessInfo.processInfo.environment["RECORD"] == "1" {
            try? FileManager.default.removeItem(at: directory)
            for file in plan.files {
                let url = directory.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
            Issue.record("recorded \(plan.files.count) goldens for \(testCase.name); run again without RECORD=1")
            return
        }
        let expected = Self.files(below: directory)
        #expect(
            plan.files.map(\.path).sorted() == expected.sorted(),
            "the set of generated files changed for \(testCase.name)")
        for file in plan.files {
            guard let golden = FileManager.default.contents(atPath: directory.appendingPathComponent(file.path).path)
            else { continue }
            let difference = Self.firstDifference(String(decoding: golden, as: UTF8.self), file.contents)
            #expect(difference == nil, "\(testCase.name)/\(file.path) differs from its golden:\n\(difference ?? "")")
        }
    }

    /// Every regular file below `directory`, relative to it.
    static func files(below directory: URL) -> [String] {
        var result: [String] = []
        guard let walker = FileManager.default.enumerator(atPath: directory.path) else { return result }
        while let path = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(
                atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue
            {
                result.append(path)
            }
        }
        return result
    }

    /// The first differing line with two lines of context, or nil when the texts are equal.
    static func firstDifference(_ expected: String, _ actual: String) -> String? {
        guard expected != actual else { return nil }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        var lines: [String] = []
        for line in max(0, index - 2)..<index { lines.append("  \(line + 1)  \(old[line])") }
        lines.append("- \(index + 1)  \(index < old.count ? String(old[index]) : "<end of file>")")
        lines.append("+ \(index + 1)  \(index < new.count ? String(new[index]) : "<end of file>")")
        return lines.joined(separator: "\n")
    }
}
