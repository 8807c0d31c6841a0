import Foundation
import Testing

@testable import SwiftSource

/// `FunctionComplexity` against lizard's own output, committed next to the fixtures as
/// `lizard.csv` (lizard 1.24.3: `cd FOLDER && python3 -m lizard --csv -l swift *.swift > lizard.csv`,
/// or `.` for a tree). A function matches when file, line, name, CCN and NLOC are equal.
struct LizardAgreementTests {
    struct Row: Hashable {
        let file: String, line: Int, name: String, ccn: Int, nloc: Int
    }

    /// Rows of lizard's `--csv` output (NLOC, CCN, token, PARAM, length, location, file, function,
    /// long_name, start, end).
    static func parse(_ csv: String) -> [Row] {
        csv.split(whereSeparator: \.isNewline).compactMap { line in
            var fields: [String] = []
            var field = ""
            var quoted = false
            for character in line {
                if character == "\"" {
                    quoted.toggle()
                } else if character == ",", !quoted {
                    fields.append(field)
                    field = ""
                } else {
                    field.append(character)
                }
            }
            fields.append(field)
            guard fields.count >= 11, let nloc = Int(fields[0]), let ccn = Int(fields[1]), let start = Int(fields[9])
            else { return nil }
            var file = fields[6]
            if file.hasPrefix("./") { file.removeFirst(2) }
            return Row(file: file, line: start, name: fields[7], ccn: ccn, nloc: nloc)
        }
    }

    /// Agreement over every `lizard.csv` under `folder`: (matching, lizard's count, mismatches).
    static func agreement(under folder: URL) -> (matching: Int, total: Int, mismatches: [String]) {
        var matching = 0
        var total = 0
        var mismatches: [String] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.lastPathComponent == "lizard.csv", let csv = try? String(contentsOf: url, encoding: .utf8) else {
                continue
            }
            let base = url.deletingLastPathComponent()
            let expected = parse(csv)
            total += expected.count
            var ours = Set<Row>()
            for file in Set(expected.map(\.file)) {
                for f in FunctionComplexity.measure(TestFiles.bytes(base.appendingPathComponent(file))) {
                    ours.insert(Row(file: file, line: f.line, name: f.name, ccn: f.ccn, nloc: f.nloc))
                }
            }
            for row in expected {
                if ours.contains(row) { matching += 1 } else { mismatches.append("\(row)") }
            }
        }
        return (matching, total, mismatches)
    }

    @Test func ownFixturesAgreeCompletely() {
        let result = Self.agreement(under: TestFiles.testsFolder.appendingPathComponent("Fixtures/lizard"))
        #expect(result.total >= 50)
        #expect(result.mismatches.isEmpty, "\(result.mismatches)")
    }

    @Test func fixtureFunctionSetIsLizards() throws {
        let folder = TestFiles.testsFolder.appendingPathComponent("Fixtures/lizard")
        let expected = Self.parse(try String(contentsOf: folder.appendingPathComponent("lizard.csv"), encoding: .utf8))
        for file in Set(expected.map(\.file)) {
            let ours = FunctionComplexity.measure(TestFiles.bytes(folder.appendingPathComponent(file)))
            #expect(ours.count == expected.filter { $0.file == file }.count, "\(file)")
        }
    }

    /// Real apps' sources, when a `lizard.csv` has been committed beside them.
    @Test func assessCorpusAgreesOnAtLeast95Percent() {
        let result = Self.agreement(under: TestFiles.repository.appendingPathComponent("Tests/Fixtures/AssessCorpus"))
        guard result.total > 0 else { return }
        #expect(
            Double(result.matching) >= 0.95 * Double(result.total),
            "\(result.matching)/\(result.total): \(result.mismatches.prefix(20))")
    }

    @Test func lizardRulesInBrief() {
        let source = """
            func f(_ a: Int?) -> Int {
                let b = a ?? 0          // ?? is not a condition
                let c = a?.hashValue    // nor a postfix ?
                return b > 0 && c != nil ? 1 : 0   // && and the ternary are
            }
            """
        // Cognitive complexity: one for the `&&` sequence, one for the ternary; `??` is free.
        #expect(
            FunctionComplexity.measure(Array(source.utf8)) == [
                FunctionComplexity(name: "f", line: 1, endLine: 5, ccn: 3, nloc: 5, cognitive: 2)
            ])
    }
}
