import Foundation
import Testing

@testable import SwiftSource

/// The declaration reader against ``DeclarationCensus``, an independent and simpler count of
/// the bindings in each type body and of each initializer's parameter clause (issue 27: a reader
/// that loses its place drops every later property and parameter without a word).
struct ReaderConsistencyTests {
    /// Every Swift file under the folders, recursively, in path order.
    static func swiftFiles(under folders: [String]) -> [URL] {
        folders.flatMap { folder -> [URL] in
            let root = TestFiles.repository.appendingPathComponent(folder)
            let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            return paths.filter { $0.hasSuffix(".swift") || folder.hasPrefix("fuzz/") && !$0.contains("/") }.sorted()
                .map { root.appendingPathComponent($0) }
        }
    }

    @Test func readerAndCensusAgreeOnEveryFixtureAndSeed() {
        let files = Self.swiftFiles(under: [
            "Tests/SwiftSourceTests/Fixtures", "fuzz/corpus/swiftsource", "fuzz/regressions/swiftsource",
            "Tests/Fixtures"
        ])
        #expect(files.count >= 16)
        var differences: [String] = []
        var (bindings, clauses, unchecked) = (0, 0, 0)
        for url in files {
            let bytes = TestFiles.bytes(url)
            let file = SourceFile.read(bytes)
            let census = bytes.withUnsafeBufferPointer(DeclarationCensus.take)
            guard file.warnings.isEmpty, census.isComparable else {
                unchecked += 1
                continue
            }
            bindings += census.bindingsByBody.values.reduce(0, +)
            clauses += census.initializerClauses.count
            if let problem = SourceInvariants.censusProblem(bytes, file) {
                differences.append("\(url.path.dropFirst(TestFiles.repository.path.count + 1)): \(problem)")
            }
        }
        print(
            "reader consistency: \(files.count) files, \(unchecked) unchecked (warnings, or outside the census's grammar), \(bindings) bindings, \(clauses) initializer clauses, \(differences.count) differences"
        )
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        #expect(bindings > 100 && clauses > 10)
    }

    /// The three reader bugs the census found in Tests/Fixtures, beyond issue 27's.
    @Test func whatTheCensusFound() {
        let file = SourceFile.read(
            Array(
                """
                final class Box {
                    init<C>(_ canceller: C) where C: Cancellable {}
                    public init?<T>(exactly source: T) where T: BinaryInteger {}
                    private let dispatcher = Dispatcher<Void, Never>(keepsLatest: false), other = 1
                    func f() {
                        struct Row { let title: String; var count = 0 }
                        let local = 1
                    }
                }
                """.utf8))
        #expect(
            file.functions.filter { $0.kind == .initializer }.map(\.parameters) == [
                [Parameter(label: nil, name: "canceller", type: .named([.init(name: "C")]))],
                [Parameter(label: "exactly", name: "source", type: .named([.init(name: "T")]))]
            ])
        #expect(file.properties.map(\.name) == ["dispatcher", "other", "title", "count"])
        #expect(file.properties[0].initialValueIdentifiers == ["Dispatcher", "Void", "Never"])
        #expect(file.properties.map(\.parentType) == [0, 0, 1, 1])
        #expect(file.types.map(\.name) == ["Box", "Row"])
    }

    /// A force unwrap or optional mark ending a line is postfix: the next line's declaration is
    /// read (found by the census on three real apps: Bark, HRLApp, TOTPAuth); an operator with a
    /// space before it still continues the expression onto the next line.
    @Test func aPostfixOperatorEndsTheLine() {
        let file = SourceFile.read(
            Array(
                """
                enum Grey {
                    static let base = UIColor(named: "grey_base")!
                    static let light = UIColor(named: "grey_light")?
                        .withAlphaComponent(0.5)
                    static let sum = 1 +
                        2
                    fileprivate let store: Store
                }
                """.utf8))
        #expect(file.properties.map(\.name) == ["base", "light", "sum", "store"])
    }

    @Test func theCensusCountsWhatItShould() {
        let source = """
            struct S<T>: P where T: Q {
                let a: Dictionary<String, Int>, b = f<A, B>(x, y)
                var c: Int { let local = 1; return local }
                var (d, e) = (1, 2)
                var f: Result<A, B>? = nil { didSet { } }
                init?(x: Int, y: @escaping (Int) -> Void = { _ in }) { let z = x }
                func g() { struct Local { var h = 1 } }
                class Nested { static let i = 0; init() {} }
            }
            extension S { var j: Int { 0 } }
            let top = 1
            """
        let census = Array(source.utf8).withUnsafeBufferPointer(DeclarationCensus.take)
        let offsets = [source.utf8.firstIndex(of: UInt8(ascii: "{"))!]
        #expect(census.bindingsByBody.values.sorted() == [1, 1, 1, 4])
        #expect(census.bindingsByBody[source.utf8.distance(from: source.utf8.startIndex, to: offsets[0])] == 4)
        #expect(
            census.initializerClauses.map { String(decoding: Array(source.utf8)[$0], as: UTF8.self) } == [
                "(x: Int, y: @escaping (Int) -> Void = { _ in })", "()"
            ])
        #expect(census.isComparable)
        for outside in ["struct S { init(} }", "struct S { r let i }", "struct S { var e: var\n I }", "struct S {"] {
            #expect(!Array(outside.utf8).withUnsafeBufferPointer(DeclarationCensus.take).isComparable, "\(outside)")
        }
    }
}
