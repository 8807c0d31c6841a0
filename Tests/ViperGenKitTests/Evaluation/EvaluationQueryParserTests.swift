import Foundation
import TestSupport
import Testing

@testable import ViperGenKit

/// JSON Lines queries: what parses, and the exact message for everything that does not.
@Suite struct EvaluationQueryParserTests {
    static let base = #""teamSize":8,"complexity":5,"testing":5,"maintenance":5,"speed":2"#

    @Test(arguments: [
        (
            #"{"teamSize":8,"complexity":5,"testing":5,"maintenance":5,"speed":2}"#,
            EvaluationInput(teamSize: 8, complexity: 5, testing: 5, maintenance: 5, speed: 2)
        ),
        (
            #"  { "speed" : 2 , "maintenance":5,"testing":5,"complexity":5,"teamSize":8 }  "#,
            EvaluationInput(teamSize: 8, complexity: 5, testing: 5, maintenance: 5, speed: 2)
        ),
        (
            "{\t\"teamSize\":1,\"complexity\":1,\"testing\":1,\"maintenance\":1,\"speed\":1,\"screens\":0,\"current\":\"vIpEr\"}",
            EvaluationInput(
                teamSize: 1, complexity: 1, testing: 1, maintenance: 1, speed: 1, screens: 0, current: .viper)
        ),
        (
            #"{"teamSize":9223372036854775807,"complexity":5,"testing":5,"maintenance":5,"speed":5,"screens":9223372036854775807}"#,
            EvaluationInput(teamSize: Int.max, complexity: 5, testing: 5, maintenance: 5, speed: 5, screens: Int.max)
        ),
        (
            #"{"team\u0053ize":2,"complexity":1,"testing":1,"maintenance":1,"speed":1,"current":"\u004dvp"}"#,
            EvaluationInput(teamSize: 2, complexity: 1, testing: 1, maintenance: 1, speed: 1, current: .mvp)
        )
    ])
    func validLines(line: String, expected: EvaluationInput) {
        #expect(QueryParser.parse(line) == .success(expected))
    }

    @Test(arguments: [
        ("", "not a flat JSON object: expected '{', found the end of the line"),
        ("[]", "not a flat JSON object: expected '{' at column 1"),
        ("3", "not a flat JSON object: expected '{' at column 1"),
        ("{", "not a flat JSON object: expected a field name in double quotes at column 2"),
        (#"{"teamSize":1,}"#, "not a flat JSON object: expected a field name in double quotes at column 15"),
        (#"{"teamSize" 1}"#, "not a flat JSON object: expected ':' after teamSize at column 13"),
        (#"{"teamSize":}"#, "not a flat JSON object: expected a value for teamSize at column 13"),
        (#"{"teamSize":"#, "not a flat JSON object: expected a value for teamSize at column 13"),
        (#"{"teamSize":"3}"#, "not a flat JSON object: malformed value for teamSize starting at column 13"),
        (#"{"teamSize":[1,2}"#, "not a flat JSON object: malformed value for teamSize starting at column 13"),
        (#"{"teamSize":[1,2"#, "not a flat JSON object: malformed value for teamSize starting at column 13"),
        (#"{"teamSize"#, "not a flat JSON object: unterminated string starting at column 2"),
        (#"{"teamSize":1 "speed":2}"#, "not a flat JSON object: expected ',' or '}' at column 15"),
        (#"{"teamSize":1"#, "not a flat JSON object: expected ',' or '}', found the end of the line"),
        (#"{} {}"#, "not a flat JSON object: unexpected text after the object at column 4"),
        (
            #"{"teamsize":3}"#,
            #"unknown field "teamsize"; did you mean "teamSize"? (valid fields: teamSize, complexity, testing, maintenance, speed, screens, current)"#
        ),
        (
            #"{"team_size":3}"#,
            #"unknown field "team_size"; did you mean "teamSize"? (valid fields: teamSize, complexity, testing, maintenance, speed, screens, current)"#
        ),
        (
            #"{"colour":"red"}"#,
            #"unknown field "colour" (valid fields: teamSize, complexity, testing, maintenance, speed, screens, current)"#
        ),
        (#"{"speed":1,"speed":2}"#, #"field "speed" is given more than once"#),
        (
            "{}",
            "missing teamSize (an integer >= 1); missing complexity (an integer from 1 to 5); missing testing (an integer from 1 to 5); missing maintenance (an integer from 1 to 5); missing speed (an integer from 1 to 5)"
        ),
        (#"{"teamSize":8,"complexity":5,"testing":5,"maintenance":5}"#, "missing speed (an integer from 1 to 5)"),
        (
            #"{"speed":9,"teamSize":0,"complexity":5,"testing":5,"maintenance":5}"#,
            "teamSize must be an integer >= 1; got 0; speed must be an integer from 1 to 5; got 9"
        ),
        (
            #"{"teamSize":3.5,"complexity":"3","testing":true,"maintenance":null,"speed":[1]}"#,
            #"teamSize must be an integer >= 1; got 3.5; complexity must be an integer from 1 to 5; got "3"; testing must be an integer from 1 to 5; got true; maintenance must be an integer from 1 to 5; got null; speed must be an integer from 1 to 5; got [1]"#
        ),
        (
            #"{"teamSize":-3,"complexity":01,"testing":3e0,"maintenance":-0,"speed":+1}"#,
            "teamSize must be an integer >= 1; got -3; complexity must be an integer from 1 to 5; got 01; testing must be an integer from 1 to 5; got 3e0; maintenance must be an integer from 1 to 5; got -0; speed must be an integer from 1 to 5; got +1"
        ),
        (
            #"{"teamSize":99999999999999999999999,"complexity":5,"testing":5,"maintenance":5,"speed":5}"#,
            "teamSize must be an integer >= 1; got 99999999999999999999999"
        ),
        (
            #"{"teamSize":8,"complexity":5,"testing":5,"maintenance":5,"speed":2,"screens":-1,"current":"Clean"}"#,
            #"screens must be an integer >= 0; got -1; current must be one of MVC, MVP, MVVM, VIPER; got "Clean""#
        ),
        (
            #"{"teamSize":8,"complexity":5,"testing":5,"maintenance":5,"speed":2,"current":3}"#,
            "current must be one of MVC, MVP, MVVM, VIPER; got 3"
        ),
        (
            #"{"teamSize":{"a":"}"},"complexity":5,"testing":5,"maintenance":5,"speed":2}"#,
            #"teamSize must be an integer >= 1; got {"a":"}"}"#
        ),
        (
            #"{"teamSize":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","complexity":5,"testing":5,"maintenance":5,"speed":2}"#,
            #"teamSize must be an integer >= 1; got "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa..."#
        )
    ])
    func invalidLines(line: String, message: String) {
        guard case .failure(let errors) = QueryParser.parse(line) else {
            Issue.record("\(line) parsed")
            return
        }
        #expect(errors.message(naming: .jsonKey) == message)
    }

    /// Random bytes, truncations and mutations of a valid line: always an answer, never a trap.
    @Test func arbitraryBytesNeverCrash() {
        var generator = SplitMix64(seed: 42)
        let valid = Array(
            #"{"teamSize":8,"complexity":5,"testing":5,"maintenance":5,"speed":2,"screens":3,"current":"mvc"}"#.utf8)
        let alphabet = Array(#"{}[]",:\ -0123456789.eEtrunlfasTSM"#.utf8) + [0, 0xFF, 0xC3, 0x0D]
        for round in 0..<20_000 {
            var line = valid
            switch round % 3 {
            case 0: line = Array(valid.prefix(Int(generator.next() % UInt64(valid.count + 1))))
            case 1:
                for _ in 0..<(1 + generator.next() % 4) {
                    line[Int(generator.next() % UInt64(line.count))] =
                        alphabet[Int(generator.next() % UInt64(alphabet.count))]
                }
            default:
                line = (0..<(generator.next() % 40)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))]
                }
            }
            let result = line.withUnsafeBufferPointer { QueryParser.parse($0) }
            if case .failure(let errors) = result {
                #expect(!errors.errors.isEmpty)
                var bytes: [UInt8] = []
                AnswerEncoder.appendError(line: 1, message: errors.message(naming: .jsonKey), to: &bytes)
                #expect(
                    (try? JSONSerialization.jsonObject(with: Data(bytes))) != nil,
                    "\(String(decoding: bytes, as: UTF8.self))")
            }
        }
    }

    @Test func commandLineValues() {
        #expect(InputField.parseInteger("42") == 42)
        #expect(InputField.parseInteger("-7") == -7)
        for bad in ["", "-", "3.5", "+3", " 3", "3 ", "0x10", "99999999999999999999", "３"] {
            #expect(InputField.parseInteger(bad) == nil, "\(bad)")
        }
        let result = EvaluationInput.validated(flags: [
            .teamSize: "0", .complexity: "3.5", .testing: "6", .speed: "x", .screens: "-1", .current: "clean"
        ])
        guard case .failure(let errors) = result else {
            Issue.record("expected failure")
            return
        }
        #expect(
            errors.errors.map { $0.message(naming: .flag) } == [
                "--team-size must be an integer >= 1; got '0'",
                "--complexity must be an integer from 1 to 5; got '3.5'",
                "--testing must be an integer from 1 to 5; got '6'",
                "missing --maintenance (an integer from 1 to 5)",
                "--speed must be an integer from 1 to 5; got 'x'",
                "--screens must be an integer >= 0; got '-1'",
                "--current must be one of MVC, MVP, MVVM, VIPER; got 'clean'"
            ])
        #expect(
            EvaluationInput.validated(flags: [
                .teamSize: "12", .complexity: "1", .testing: "5", .maintenance: "2", .speed: "4", .current: "mvvm"
            ])
                == .success(
                    EvaluationInput(teamSize: 12, complexity: 1, testing: 5, maintenance: 2, speed: 4, current: .mvvm)))
    }
}
