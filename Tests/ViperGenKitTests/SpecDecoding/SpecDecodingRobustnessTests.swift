import Foundation
import TestSupport
import Testing
import TextSupport
import ViperGenKit

/// Closest-match suggestions, and the decoder on damaged input: it must always answer with
/// diagnostics, never crash or hang.
@Suite struct SpecDecodingRobustnessTests {
    // MARK: - Suggestion

    @Test(arguments: [
        ("patern", "pattern", 1), ("ptatern", "pattern", 1), ("mvvc", "mvvm", 1), ("", "abc", 3), ("abc", "", 3),
        ("VIPER", "viper", 0), ("kitten", "sitting", 3), ("名前", "名前s", 1)
    ])
    func editDistance(a: String, b: String, expected: Int) {
        #expect(Suggestion.editDistance(a, b) == expected)
        #expect(Suggestion.editDistance(b, a) == expected)
    }

    @Test func closestMatchPrefersTheFirstOfEquallyCloseCandidates() {
        let patterns = ["viper", "mvp", "mvvm", "mvc"]
        #expect(Suggestion.closest(to: "mvvc", among: patterns) == "mvvm")
        #expect(Suggestion.closest(to: "VIPR", among: patterns) == "viper")
        #expect(Suggestion.closest(to: "redux", among: patterns) == nil)
        #expect(
            Suggestion.closest(to: "interactorOuput", among: ["interactor", "interactorOutput"]) == "interactorOutput")
        #expect(Suggestion.closest(to: "x", among: []) == nil)
        #expect(Suggestion.closest(to: String(repeating: "p", count: 1_000_000), among: patterns) == nil)
    }

    // MARK: - Damaged input

    @Test func everyTruncationOfTheContractExampleIsReportedNotCrashed() {
        let bytes = Array(SpecDecodingHarness.contractExample.utf8)
        for length in 0..<bytes.count {
            let diagnostics = SpecDecodingHarness.diagnostics(data: Data(bytes[..<length]))
            #expect(diagnostics.count == 1, "prefix of \(length) bytes")
            #expect(diagnostics.first?.contains(": error: ") == true)
        }
    }

    @Test func randomByteMutationsAlwaysGetAnAnswer() {
        let original = Array(SpecDecodingHarness.contractExample.utf8)
        let interesting: [UInt8] =
            Array("{}[],:\"\\ /*#'0-eE.tfn\u{7F}".utf8) + [0x00, 0x0A, 0x80, 0xC3, 0xE2, 0xF0, 0xFF]
        var random = SplitMix64(seed: 0x5EED)
        for _ in 0..<2_000 {
            var bytes = original
            for _ in 0..<(1 + random.below(4)) {
                let position = random.below(bytes.count)
                switch random.below(3) {
                case 0: bytes[position] = interesting[random.below(interesting.count)]
                case 1: bytes.remove(at: position)
                default: bytes.insert(interesting[random.below(interesting.count)], at: position)
                }
            }
            do {
                _ = try SpecDecoder.decode(Data(bytes), file: "f.json", generatedTypes: .builtIn)
            } catch {
                #expect(!error.errors.isEmpty)
                for diagnostic in error.diagnostics {
                    #expect((diagnostic.line ?? 0) >= 1 && (diagnostic.column ?? 0) >= 1)
                    #expect(!diagnostic.message.unicodeScalars.contains { $0.value < 0x20 })
                }
            }
        }
    }

    @Test func positionsStayExactOnALongMinifiedLineWithMultibyteText() throws {
        var json = "{\"modules\":["
        var expected: [String] = []
        for index in 0..<2_000 {
            json += (index > 0 ? "," : "") + "{\"name\":\"Module\(index)\",\"domain\":\"Dé日本\",\"view\":"
            // The column of the `1` that follows, counted by String itself.
            expected.append(
                "viper-gen.json:1:\(json.count + 1): error: modules[\(index)].view: expected an array of strings, "
                    + "found a number; write [\"viewDidLoad()\"]")
            json += "1,\"x👨‍👩‍👧\":2}"
        }
        json += "]}"
        let diagnostics = SpecDecodingHarness.diagnostics(json).filter { $0.contains(".view:") }
        #expect(diagnostics == expected)
    }
}
