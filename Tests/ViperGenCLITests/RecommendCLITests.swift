import Foundation
import TestSupport
import Testing

/// `viper-gen recommend` end to end: the built binary, its stdout, stderr and exit status.
@Suite struct RecommendCLITests {
    static let vipersQuery = [
        "recommend", "--team-size", "8", "--complexity", "5", "--testing", "5", "--maintenance", "5", "--speed", "2"
    ]
    static let vipersJSON =
        #"{"recommendation":"VIPER","scores":{"MVC":0,"MVP":3,"MVVM":5,"VIPER":6},"tie":[],"reasons":{"MVC":[],"MVP":["testing >= 3 (+2)","complexity >= 3 (+1)"],"MVVM":["testing >= 4 (+2)","maintenance >= 4 (+2)","complexity >= 4 (+1)"],"VIPER":["teamSize >= 5 (+2)","complexity >= 4 (+2)","maintenance >= 4 (+1)","testing >= 4 (+1)"]},"input":{"teamSize":8,"complexity":5,"testing":5,"maintenance":5,"speed":2}}"#

    @Test func textForAClearWinner() throws {
        let result = try CLIRunner.run(Self.vipersQuery)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                Recommended: VIPER

                  MVC    ......  0/6  no rule fired
                  MVP    ###.    3/4  testing >= 3 (+2), complexity >= 3 (+1)
                  MVVM   #####   5/5  testing >= 4 (+2), maintenance >= 4 (+2),
                                      complexity >= 4 (+1)
                  VIPER  ######  6/6  teamSize >= 5 (+2), complexity >= 4 (+2),
                                      maintenance >= 4 (+1), testing >= 4 (+1)

                Input: teamSize 8, complexity 5, testing 5, maintenance 5, speed 2

                """)
    }

    @Test func textForATieWithSuitabilityAndEvolution() throws {
        let result = try CLIRunner.run([
            "recommend", "--team-size", "3", "--complexity", "3", "--testing", "3", "--maintenance", "3", "--speed",
            "3", "--screens", "50", "--current", "viper"
        ])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                Recommended: MVC (tied with MVP at 4 points)

                  MVC    ####..  4/6  teamSize <= 3 (+2), complexity <= 3 (+2)
                  MVP    ####    4/4  teamSize <= 5 (+1), testing >= 3 (+2),
                                      complexity >= 3 (+1)
                  MVVM   .....   0/5  no rule fired
                  VIPER  ......  0/6  no rule fired

                Input: teamSize 3, complexity 3, testing 3, maintenance 3, speed 3
                Tie at 4 points: MVC and MVP. The simplest tied pattern wins
                (MVC < MVP < MVVM < VIPER): start simple, evolve as complexity grows.

                Suitability (the articles' bands)
                  screens    50  MVVM   50-100 screens         disagrees with MVC
                  team size  3   MVC    1-3 people             agrees

                No evolution steps from VIPER to MVC: MVC comes before VIPER.
                The path MVC -> MVP -> MVVM -> VIPER only goes forward.

                """)
    }

    @Test func textEvolutionAndExplanation() throws {
        let result = try CLIRunner.run(Self.vipersQuery + ["--current", "MVC", "--explain"])
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                """
                Evolution plan: MVC -> VIPER
                  Step 1: MVP
                  Step 2: MVVM
                  Step 3: VIPER

                About VIPER
                  Strengths
                    + Very clear separation: View, Interactor, Presenter, Entity and Router each
                      have one job
                """))
        #expect(
            result.stdout.contains(
                "  Anti-patterns to watch for\n    ! Over-engineering: full VIPER for a simple feature; use MVC or MVVM there\n"
            ))
    }

    @Test func colourOnlyWhenAllowed() throws {
        // Standard output is a pipe here, so there is no colour even without NO_COLOR.
        let result = try CLIRunner.run(Self.vipersQuery, environment: ["NO_COLOR": "", "TERM": "xterm-256color"])
        #expect(!result.stdout.contains("\u{1B}["))
    }

    @Test func json() throws {
        let result = try CLIRunner.run(Self.vipersQuery + ["--format", "json"])
        #expect(result.status == 0)
        #expect(result.stdout == Self.vipersJSON + "\n")

        let tie = try CLIRunner.run([
            "recommend", "--team-size=3", "--complexity=3", "--testing=3", "--maintenance=3", "--speed=3",
            "--format=JSON"
        ])
        #expect(
            tie.stdout
                == #"{"recommendation":"MVC","scores":{"MVC":4,"MVP":4,"MVVM":0,"VIPER":0},"tie":["MVC","MVP"],"reasons":{"MVC":["teamSize <= 3 (+2)","complexity <= 3 (+2)"],"MVP":["teamSize <= 5 (+1)","testing >= 3 (+2)","complexity >= 3 (+1)"],"MVVM":[],"VIPER":[]},"input":{"teamSize":3,"complexity":3,"testing":3,"maintenance":3,"speed":3}}"#
                + "\n")
    }

    @Test func jsonExtrasOnlyWithTheirFlags() throws {
        let result = try CLIRunner.run(Self.vipersQuery + ["--format", "json", "--screens", "60", "--current", "mvc"])
        #expect(
            result.stdout
                == #"{"recommendation":"VIPER","scores":{"MVC":0,"MVP":3,"MVVM":5,"VIPER":6},"tie":[],"reasons":{"MVC":[],"MVP":["testing >= 3 (+2)","complexity >= 3 (+1)"],"MVVM":["testing >= 4 (+2)","maintenance >= 4 (+2)","complexity >= 4 (+1)"],"VIPER":["teamSize >= 5 (+2)","complexity >= 4 (+2)","maintenance >= 4 (+1)","testing >= 4 (+1)"]},"input":{"teamSize":8,"complexity":5,"testing":5,"maintenance":5,"speed":2,"screens":60,"current":"MVC"},"suitability":{"screens":{"count":60,"pattern":"MVVM","band":"50-100 screens"},"teamSize":{"count":8,"pattern":"VIPER","band":"more than 5 people"},"agrees":false,"disagreements":["screens"]},"evolution":{"from":"MVC","to":"VIPER","direction":"forward","steps":["MVP","MVVM","VIPER"]}}"#
                + "\n")

        let explained = try CLIRunner.run(Self.vipersQuery + ["--format", "json", "--explain"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(explained.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["recommendation", "scores", "tie", "reasons", "input", "explain"])
        let explain = try #require(object["explain"] as? [String: Any])
        #expect(explain["pattern"] as? String == "VIPER")
        #expect((explain["antiPatterns"] as? [String])?.count == 5)
        #expect(
            explained.stdout.hasPrefix(
                String(Self.vipersJSON.dropLast()) + #","explain":{"pattern":"VIPER","strengths":["#))
    }

    @Test func complexitySumMethod() throws {
        let json = try CLIRunner.run([
            "recommend", "--method", "sum", "--project-size", "5", "--team-size", "4", "--complexity", "4", "--format",
            "json"
        ])
        #expect(json.status == 0)
        #expect(
            json.stdout
                == #"{"method":"sum","recommendation":"VIPER","total":13,"band":"total >= 13","input":{"projectSize":5,"teamSize":4,"complexity":4}}"#
                + "\n")
        let text = try CLIRunner.run([
            "recommend", "--method", "sum", "--project-size", "3", "--team-size", "3", "--complexity", "3", "--current",
            "mvc"
        ])
        #expect(
            text.stdout == """
                Recommended: MVP (complexity-sum method)

                  projectSize 3 + teamSize 3 + complexity 3 = 9
                  MVC    total <= 6
                  MVP    total 7-9    <- 9
                  MVVM   total 10-12
                  VIPER  total >= 13

                Evolution plan: MVC -> MVP
                  Step 1: MVP

                """)
    }

    static let usageErrors: [([String], String)] = [
        (
            [],
            "error: missing --team-size (an integer >= 1)\nerror: missing --complexity (an integer from 1 to 5)\nerror: missing --testing (an integer from 1 to 5)\nerror: missing --maintenance (an integer from 1 to 5)\nerror: missing --speed (an integer from 1 to 5)"
        ),
        (
            [
                "--team-size", "0", "--complexity", "3.5", "--testing", "\"3\"", "--maintenance", "6", "--speed",
                "99999999999999999999999"
            ],
            "error: --team-size must be an integer >= 1; got '0'\nerror: --complexity must be an integer from 1 to 5; got '3.5'\nerror: --testing must be an integer from 1 to 5; got '\"3\"'\nerror: --maintenance must be an integer from 1 to 5; got '6'\nerror: --speed must be an integer from 1 to 5; got '99999999999999999999999'"
        ),
        (
            ["--team-size", "-4", "--complexity", "1", "--testing", "1", "--maintenance", "1", "--speed", ""],
            "error: --team-size must be an integer >= 1; got '-4'\nerror: --speed must be an integer from 1 to 5; got ''"
        ),
        (
            [
                "--team-size", "4", "--complexity", "1", "--testing", "1", "--maintenance", "1", "--speed", "1",
                "--screens", "-1", "--current", "clean"
            ],
            "error: --screens must be an integer >= 0; got '-1'\nerror: --current must be one of MVC, MVP, MVVM, VIPER; got 'clean'"
        ),
        (["--team-size", "3", "--team-size", "4"], "error: --team-size is given more than once"),
        (["--speed=2", "--speed", "3"], "error: --speed is given more than once"),
        (["--explain", "--explain"], "error: --explain is given more than once"),
        (["--explain=yes"], "error: --explain does not take a value"),
        (["--fromat", "json"], "error: unknown option '--fromat'; did you mean '--format'?"),
        (["--team-size"], "error: --team-size needs a value"),
        (["extra"], "error: unexpected argument 'extra'"),
        (["--format", "xml"], "error: invalid value 'xml' for --format; valid values: text, json"),
        (["--method", "avg"], "error: invalid value 'avg' for --method; valid values: score, sum"),
        (["--project-size", "3"], "error: --project-size is only used with --method sum"),
        (
            ["--method", "sum", "--testing", "3"],
            "error: --testing is not used by --method sum, which adds --project-size, --team-size and --complexity (each 1-5)"
        ),
        (
            ["--method", "sum", "--project-size", "0", "--team-size", "6", "--complexity", "3.5"],
            "error: --project-size must be an integer from 1 to 5; got '0'\nerror: --team-size must be an integer from 1 to 5; got '6'\nerror: --complexity must be an integer from 1 to 5; got '3.5'"
        ),
        (
            ["--method", "sum", "--project-size", "1", "--team-size", "1", "--complexity", "1", "--current", "x"],
            "error: --current must be one of MVC, MVP, MVVM, VIPER; got 'x'"
        ),
        (
            ["--queries", "q.jsonl", "--speed", "3"],
            "error: --queries cannot be combined with --speed: each line of the file is one query"
        ),
        (
            ["--queries", "-", "--format", "text"],
            "error: --queries writes JSON Lines; --format text is not available with it"
        ),
        (
            ["--queries", "/nonexistent/q.jsonl"],
            "error: cannot read --queries file '/nonexistent/q.jsonl': No such file or directory"
        ),
        (["--queries", "/"], "error: cannot read --queries file '/': it is a directory")
    ]

    @Test(arguments: usageErrors)
    func usageErrorsNameTheFlagAndItsRange(arguments: [String], message: String) throws {
        let result = try CLIRunner.run(["recommend"] + arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == message + "\nSee 'viper-gen recommend --help'.\n")
    }

    @Test func help() throws {
        for flag in ["--help", "-h"] {
            let result = try CLIRunner.run(["recommend", flag])
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("USAGE:\n  viper-gen recommend --team-size N"))
            for option in [
                "--team-size", "--complexity", "--testing", "--maintenance", "--speed", "--screens", "--current",
                "--explain", "--format", "--method", "--project-size", "--queries"
            ] {
                #expect(result.stdout.contains("  \(option)"), "\(option)")
            }
        }
    }

    // MARK: --queries

    @Test func queriesFromStandardInputMixGoodAndBadLines() throws {
        let input = """
            {"teamSize":8,"complexity":5,"testing":5,"maintenance":5,"speed":2}

            {"teamSize":3,"complexity":3,"testing":3,"maintenance":3,"speed":"3"}
            not json
            {"teamSize":2,"complexity":1,"testing":1,"maintenance":1,"speed":5,"colour":"red"}
            {"teamSize":1,"complexity":1,"testing":1,"maintenance":1,"speed":5}
            """
        let result = try CLIRunner.run(["recommend", "--queries", "-"], stdin: input)
        #expect(result.status == 1)
        #expect(
            result.stdout
                == [
                    Self.vipersJSON,
                    #"{"line":3,"error":"speed must be an integer from 1 to 5; got \"3\""}"#,
                    #"{"line":4,"error":"not a flat JSON object: expected '{' at column 1"}"#,
                    #"{"line":5,"error":"unknown field \"colour\" (valid fields: teamSize, complexity, testing, maintenance, speed, screens, current)"}"#,
                    #"{"recommendation":"MVC","scores":{"MVC":6,"MVP":1,"MVVM":0,"VIPER":0},"tie":[],"reasons":{"MVC":["teamSize <= 3 (+2)","complexity <= 3 (+2)","speed >= 4 (+2)"],"MVP":["teamSize <= 5 (+1)"],"MVVM":[],"VIPER":[]},"input":{"teamSize":1,"complexity":1,"testing":1,"maintenance":1,"speed":5}}"#
                ].map { $0 + "\n" }.joined())
        #expect(result.stderr == "error: 3 of 5 queries failed; see the {\"line\":N,\"error\":...} answers\n")
    }

    @Test func queriesAllGoodExitZero() throws {
        let result = try CLIRunner.run(
            ["recommend", "--queries", "-"],
            stdin: #"{"teamSize":8,"complexity":5,"testing":5,"maintenance":5,"speed":2}"#)
        #expect(result.status == 0)
        #expect(result.stdout == Self.vipersJSON + "\n")
        #expect(result.stderr == "")
        let empty = try CLIRunner.run(["recommend", "--queries", "-"], stdin: "")
        #expect(empty.status == 0)
        #expect(empty.stdout == "")
    }

    /// The seed's rules, restated here so the bulk run is checked against an independent table.
    static func expectedRecommendation(_ t: Int, _ c: Int, _ te: Int, _ m: Int, _ s: Int) -> (String, [Int]) {
        let mvc = (t <= 3 ? 2 : 0) + (c <= 3 ? 2 : 0) + (s >= 4 ? 2 : 0)
        let mvp = (t <= 5 ? 1 : 0) + (te >= 3 ? 2 : 0) + (c >= 3 ? 1 : 0)
        let mvvm = (te >= 4 ? 2 : 0) + (m >= 4 ? 2 : 0) + (c >= 4 ? 1 : 0)
        let viper = (t >= 5 ? 2 : 0) + (c >= 4 ? 2 : 0) + (m >= 4 ? 1 : 0) + (te >= 4 ? 1 : 0)
        let scores = [mvc, mvp, mvvm, viper]
        let best = scores.max() ?? 0
        let names = ["MVC", "MVP", "MVVM", "VIPER"]
        return (names[scores.firstIndex(of: best) ?? 0], scores)
    }

    @Test func tenThousandQueriesFromAFile() throws {
        var lines: [String] = []
        var expected: [(line: Int, inputs: [Int]?)] = []
        for index in 0..<10_000 {
            let t = index % 12 + 1
            let c = index / 12 % 5 + 1
            let te = index / 60 % 5 + 1
            let m = index / 300 % 5 + 1
            let s = index / 1500 % 5 + 1
            if index % 1000 == 999 {
                lines.append(
                    #"{"teamSize":\#(t),"complexity":\#(c + 5),"testing":\#(te),"maintenance":\#(m),"speed":\#(s)}"#)
                expected.append((index + 1, nil))
            } else {
                lines.append(
                    #"{"teamSize":\#(t),"complexity":\#(c),"testing":\#(te),"maintenance":\#(m),"speed":\#(s)}"#)
                expected.append((index + 1, [t, c, te, m, s]))
            }
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viper-gen-queries-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("queries.jsonl")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)

        let result = try CLIRunner.run(["recommend", "--queries", file.path])
        #expect(result.status == 1)
        #expect(result.stderr == "error: 10 of 10000 queries failed; see the {\"line\":N,\"error\":...} answers\n")
        let answers = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(answers.count == 10_000)
        var mismatches = 0
        for (answer, expectation) in zip(answers, expected) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])
            if let inputs = expectation.inputs {
                let (pattern, scores) = Self.expectedRecommendation(
                    inputs[0], inputs[1], inputs[2], inputs[3], inputs[4])
                let input = object["input"] as? [String: Int]
                let gotScores = object["scores"] as? [String: Int]
                if object["recommendation"] as? String != pattern
                    || input != [
                        "teamSize": inputs[0], "complexity": inputs[1], "testing": inputs[2], "maintenance": inputs[3],
                        "speed": inputs[4]
                    ]
                    || gotScores != ["MVC": scores[0], "MVP": scores[1], "MVVM": scores[2], "VIPER": scores[3]]
                {
                    mismatches += 1
                }
            } else {
                #expect(object["line"] as? Int == expectation.line)
                #expect(
                    (object["error"] as? String)?.hasPrefix("complexity must be an integer from 1 to 5; got ") == true)
            }
        }
        #expect(mismatches == 0)
    }
}
