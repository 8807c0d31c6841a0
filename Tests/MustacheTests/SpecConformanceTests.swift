import Foundation
import Mustache
import Testing

/// One case of the official Mustache spec suite (vendored in `Fixtures/spec`).
struct SpecCase: Sendable, CustomTestStringConvertible {
    let file: String
    let name: String
    let desc: String
    let data: Value
    let template: String
    let partials: [String: String]
    let expected: String

    var testDescription: String { "\(file): \(name)" }
}

/// Loads the spec files through `#filePath`, not `Bundle.module`.
enum SpecSuite {
    static let files = [
        "comments", "delimiters", "interpolation", "inverted", "partials", "sections",
        "~inheritance", "~dynamic-names"
    ]

    /// The expected number of cases in each file; 184 in all.
    static let expectedCounts: [String: Int] = [
        "comments": 12, "delimiters": 14, "interpolation": 42, "inverted": 22, "partials": 12,
        "sections": 34, "~inheritance": 27, "~dynamic-names": 21
    ]

    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/spec")

    private struct File: Decodable {
        let tests: [Test]
    }

    private struct Test: Decodable {
        let name: String
        let desc: String
        let data: Value
        let template: String
        let partials: [String: String]?
        let expected: String
    }

    static let loaded: Result<[SpecCase], any Error> = Result {
        var cases: [SpecCase] = []
        for file in files {
            let data = try Data(contentsOf: directory.appendingPathComponent(file + ".json"))
            let decoded = try JSONDecoder().decode(File.self, from: data)
            cases += decoded.tests.map {
                SpecCase(
                    file: file, name: $0.name, desc: $0.desc, data: $0.data, template: $0.template,
                    partials: $0.partials ?? [:], expected: $0.expected
                )
            }
        }
        return cases
    }

    static var cases: [SpecCase] { (try? loaded.get()) ?? [] }
}

@Suite("Mustache spec conformance")
struct SpecConformanceTests {
    @Test("spec case", arguments: SpecSuite.cases)
    func specCase(_ spec: SpecCase) throws {
        let template = try Template(source: spec.template, name: spec.name)
        let partials = try DictionaryPartials(sources: spec.partials)
        let output = try template.render(
            spec.data, partials: partials, options: RenderOptions(escaping: .html, strict: false)
        )
        #expect(
            output == spec.expected,
            """
            \(spec.file).json — \(spec.name): \(spec.desc)
            template: \(spec.template.debugDescription)
            expected: \(spec.expected.debugDescription)
                 got: \(output.debugDescription)
            """
        )
    }

    @Test("all 184 cases of the eight spec files are loaded and run")
    func caseCount() throws {
        let cases = try SpecSuite.loaded.get()
        #expect(cases.count == 184)
        for file in SpecSuite.files {
            #expect(cases.filter { $0.file == file }.count == SpecSuite.expectedCounts[file], "\(file).json")
        }
    }

    @Test("JSON booleans decode as .bool and integers as .int")
    func decodingKeepsBooleans() throws {
        let value = try JSONDecoder().decode(
            Value.self, from: Data(#"{"t":true,"f":false,"i":85,"d":1.21,"n":null}"#.utf8))
        #expect(value == ["t": true, "f": false, "i": 85, "d": 1.21, "n": nil])
    }
}
