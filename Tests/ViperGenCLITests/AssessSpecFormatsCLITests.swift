import Foundation
import TestSupport
import Testing

/// `assess --spec` in every output format, `--fail-on drift`'s exit status, and bad input: a
/// missing or invalid spec, `--fail-on` without `--spec`.
@Suite struct AssessSpecFormatsCLITests {
    /// The app with its Login presenter holding its output strongly.
    static func drifted() throws -> TemporaryDirectory {
        let app = try AssessSpecCLITests.app()
        let path = "App/Modules/Login/LoginPresenter.swift"
        try app.write(
            path, try #require(app.read(path)).replacingOccurrences(of: "weak var output:", with: "var output:"))
        return app
    }

    static func line(of marker: String, in text: String) -> Int {
        (text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(marker) } ?? -1) + 1
    }

    @Test func failOnDriftDecidesTheExitStatus() throws {
        let app = try Self.drifted()
        let plain = try CLIRunner.run(["assess", "App", "--spec", "viper-gen.json"], in: app.url)
        #expect(plain.status == 0, "\(plain.stderr)")
        let line = Self.line(of: "var output:", in: app.read("App/Modules/Login/LoginPresenter.swift") ?? "")
        #expect(
            plain.stdout.contains(
                "\nSpec conformance (1 finding)\n  Modules/Login/LoginPresenter.swift:\(line):5: spec-strong-output: "
                    + "LoginPresenter.output holds a LoginModuleOutput strongly: the caller owns this module, so the two keep each other alive; "
                    + "declare it weak (modules[0].output)\n"))
        let failing = try CLIRunner.run(
            ["assess", "App", "--spec", "viper-gen.json", "--fail-on", "drift"], in: app.url)
        #expect(failing.status == 1)
    }

    @Test func githubAnnotationsAndSARIFCarryThePositionAndKeyPath() throws {
        let app = try Self.drifted()
        try FileManager.default.removeItem(
            at: app.url.appendingPathComponent("App/Modules/TaskDetail/TaskDetailPresenter.swift"))
        let line = Self.line(of: "var output:", in: app.read("App/Modules/Login/LoginPresenter.swift") ?? "")
        let github = try CLIRunner.run(["assess", "App", "--spec", "viper-gen.json", "--format", "github"], in: app.url)
        #expect(
            github.stdout.contains(
                "::error file=viper-gen.json,line=10,col=5::modules[2]: spec-missing-role: module TaskDetail (MVP) "
                    + "declares no TaskDetailPresenter, which its pattern generates in TaskDetailPresenter.swift; "))
        #expect(
            github.stdout.contains(
                "::error file=App/Modules/Login/LoginPresenter.swift,line=\(line),col=5::modules[0].output: spec-strong-output: "
            ))
        let sarif = try CLIRunner.run(["assess", "App", "--spec", "viper-gen.json", "--format", "sarif"], in: app.url)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        let results = try #require(run["results"] as? [[String: Any]]).filter {
            ($0["ruleId"] as? String)?.hasPrefix("spec-") == true
        }
        #expect(results.map { $0["ruleId"] as? String } == ["spec-missing-role", "spec-strong-output"])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        let location = (results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        #expect(
            (location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "Modules/Login/LoginPresenter.swift"
        )
        #expect((location?["region"] as? [String: Any])?["startColumn"] as? Int == 5)
        #expect((results[1]["properties"] as? [String: Any])?["keyPath"] as? String == "modules[0].output")
        // Without --spec the driver lists only the code's rules, as before.
        let plain = try CLIRunner.run(["assess", "App", "--format", "sarif"], in: app.url)
        #expect(!plain.stdout.contains("spec-missing-role"))
    }

    @Test func aMissingSpecIsAUsageError() throws {
        let app = try AssessSpecCLITests.app()
        let run = try CLIRunner.run(["assess", "App", "--spec", "nowhere.json"], in: app.url)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: spec file 'nowhere.json' does not exist; check --spec, or run 'viper-gen init' to create one\n"
        )
        #expect(run.stdout.isEmpty)
    }

    @Test func anInvalidSpecGetsPositionedDiagnosticsAndNoReport() throws {
        let app = try AssessSpecCLITests.app()
        try app.write("broken.json", "{\n  \"modules\": [{ \"name\": \"Login\", \"pattern\": \"vipr\" }]\n}\n")
        let run = try CLIRunner.run(["assess", "App", "--spec", "broken.json"], in: app.url)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr.hasPrefix(
                "broken.json:2:45: error: modules[0].pattern: \"vipr\" is not a valid pattern; did you mean \"viper\"?")
        )
        #expect(run.stderr.hasSuffix("broken.json: 1 error; nothing was assessed.\n"))
    }

    @Test func failOnNeedsASpecAndAKnownValue() throws {
        let app = try AssessSpecCLITests.app()
        let alone = try CLIRunner.run(["assess", "App", "--fail-on", "drift"], in: app.url)
        #expect(alone.status == 2)
        #expect(
            alone.stderr.hasPrefix(
                "error: --fail-on drift needs --spec FILE: drift is the code departing from a spec\n"))
        let unknown = try CLIRunner.run(
            ["assess", "App", "--spec", "viper-gen.json", "--fail-on", "drfit"], in: app.url)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("drift"))
    }
}
