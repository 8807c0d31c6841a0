import Foundation
import Testing

@testable import ViperGenKit

/// Streaming: answers do not depend on how the input is cut into chunks, line numbers count
/// physical lines, blank lines are skipped, and an overlong line is refused without buffering.
@Suite struct EvaluationQueryStreamTests {
    static let input = [
        #"{"teamSize":8,"complexity":5,"testing":5,"maintenance":5,"speed":2}"#,
        "",
        "   ",
        #"{"teamSize":3,"complexity":3,"testing":3,"maintenance":3,"speed":3,"screens":60,"current":"mvc"}"# + "\r",
        #"{"teamSize":"3"}"#,
        #"{"teamSize":1,"complexity":1,"testing":1,"maintenance":1,"speed":5}"#
    ].joined(separator: "\n")

    static let expected = [
        #"{"recommendation":"VIPER","scores":{"MVC":0,"MVP":3,"MVVM":5,"VIPER":6},"tie":[],"reasons":{"MVC":[],"MVP":["testing >= 3 (+2)","complexity >= 3 (+1)"],"MVVM":["testing >= 4 (+2)","maintenance >= 4 (+2)","complexity >= 4 (+1)"],"VIPER":["teamSize >= 5 (+2)","complexity >= 4 (+2)","maintenance >= 4 (+1)","testing >= 4 (+1)"]},"input":{"teamSize":8,"complexity":5,"testing":5,"maintenance":5,"speed":2}}"#,
        #"{"recommendation":"MVC","scores":{"MVC":4,"MVP":4,"MVVM":0,"VIPER":0},"tie":["MVC","MVP"],"reasons":{"MVC":["teamSize <= 3 (+2)","complexity <= 3 (+2)"],"MVP":["teamSize <= 5 (+1)","testing >= 3 (+2)","complexity >= 3 (+1)"],"MVVM":[],"VIPER":[]},"input":{"teamSize":3,"complexity":3,"testing":3,"maintenance":3,"speed":3,"screens":60,"current":"MVC"},"suitability":{"screens":{"count":60,"pattern":"MVVM","band":"50-100 screens"},"teamSize":{"count":3,"pattern":"MVC","band":"1-3 people"},"agrees":false,"disagreements":["screens"]},"evolution":{"from":"MVC","to":"MVC","direction":"same","steps":[]}}"#,
        #"{"line":5,"error":"teamSize must be an integer >= 1; got \"3\"; missing complexity (an integer from 1 to 5); missing testing (an integer from 1 to 5); missing maintenance (an integer from 1 to 5); missing speed (an integer from 1 to 5)"}"#,
        #"{"recommendation":"MVC","scores":{"MVC":6,"MVP":1,"MVVM":0,"VIPER":0},"tie":[],"reasons":{"MVC":["teamSize <= 3 (+2)","complexity <= 3 (+2)","speed >= 4 (+2)"],"MVP":["teamSize <= 5 (+1)"],"MVVM":[],"VIPER":[]},"input":{"teamSize":1,"complexity":1,"testing":1,"maintenance":1,"speed":5}}"#
    ].map { $0 + "\n" }.joined()

    static func run(_ input: [UInt8], chunk: Int, explain: Bool = false) -> (String, QueryStream) {
        var stream = QueryStream(explain: explain)
        var output: [UInt8] = []
        var start = 0
        while start < input.count {
            let end = min(start + chunk, input.count)
            stream.consume(Array(input[start..<end]), into: &output)
            start = end
        }
        stream.finish(into: &output)
        return (String(decoding: output, as: UTF8.self), stream)
    }

    @Test(arguments: [1, 2, 3, 7, 64, 1 << 16])
    func chunkingDoesNotChangeAnswers(chunk: Int) {
        let (output, stream) = Self.run(Array(Self.input.utf8), chunk: chunk)
        #expect(output == Self.expected)
        #expect(stream.lineNumber == 6)
        #expect(stream.answers == 3)
        #expect(stream.failures == 1)
    }

    @Test func trailingNewlineAndByteOrderMark() {
        let (output, stream) = Self.run([0xEF, 0xBB, 0xBF] + Array((Self.input + "\n\n").utf8), chunk: 5)
        #expect(output == Self.expected)
        #expect(stream.lineNumber == 7)
    }

    @Test func explainAddsTheKnowledgeOfTheRecommendation() throws {
        let (output, _) = Self.run(
            Array(#"{"teamSize":8,"complexity":5,"testing":5,"maintenance":5,"speed":2}"#.utf8), chunk: 100,
            explain: true)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let explain = try #require(object["explain"] as? [String: Any])
        #expect(explain["pattern"] as? String == "VIPER")
        #expect(explain["antiPatterns"] as? [String] == PatternKnowledge.of(.viper).antiPatterns)
        #expect(output.contains(#"},"explain":{"pattern":"VIPER","strengths":["#))
    }

    @Test(arguments: [1000, 4096, 1 << 16])
    func overlongLineIsAnErrorAndTheRestRuns(chunk: Int) {
        let valid = #"{"teamSize":1,"complexity":1,"testing":1,"maintenance":1,"speed":5}"#
        // Exactly the limit is accepted (padding is JSON whitespace); one byte more is not.
        let atLimit = valid + String(repeating: " ", count: QueryStream.maximumLineLength - valid.utf8.count)
        let overLimit = atLimit + " "
        let input = [overLimit, valid, atLimit, String(repeating: "x", count: 200_000)].joined(separator: "\n")
        let (output, stream) = Self.run(Array(input.utf8), chunk: chunk)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0] == #"{"line":1,"error":"line is longer than 65536 bytes"}"#)
        #expect(lines[1].hasPrefix(#"{"recommendation":"MVC""#))
        #expect(lines[2] == lines[1])
        #expect(lines[3] == #"{"line":4,"error":"line is longer than 65536 bytes"}"#)
        #expect(stream.failures == 2)
    }

    @Test func emptyInputHasNoAnswers() {
        let (output, stream) = Self.run([], chunk: 10)
        #expect(output.isEmpty)
        #expect(stream.lineNumber == 0)
    }
}
