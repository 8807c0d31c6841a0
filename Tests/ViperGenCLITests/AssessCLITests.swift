import Foundation
import TestSupport
import Testing

/// `viper-gen assess` and `recommend --project`, on code viper-gen itself generates: one module of
/// each pattern, then a retain cycle put in by hand.
@Suite struct AssessCLITests {
    /// A folder with a VIPER, an MVVM, an MVC and an MVP module.
    static func codebase() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for arguments in [
            ["Login"], ["Settings", "--pattern", "mvvm"], ["Home", "--pattern", "mvc"], ["Profile", "--pattern", "mvp"]
        ] {
            let run = try CLIRunner.run(arguments, in: directory.url)
            #expect(run.status == 0, "\(run.stderr)")
        }
        return directory
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func eachGeneratedModuleIsRecognisedWithItsPattern() throws {
        let directory = try Self.codebase()
        let run = try CLIRunner.run(["assess", "--format", "json"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        let report = try Self.json(run.stdout)
        #expect(report["version"] as? Int == 1)
        #expect(report["root"] as? String == ".")
        #expect(report["pattern"] as? String == "viper")
        let modules = try #require(report["modules"] as? [[String: Any]])
        let patterns = Dictionary(
            uniqueKeysWithValues: modules.map { ($0["name"] as? String ?? "", $0["pattern"] as? String ?? "") })
        #expect(patterns == ["Login": "viper", "Settings": "mvvm", "Home": "mvc", "Profile": "mvp"])
        let metrics = try #require(report["metrics"] as? [String: [String: Any]])
        #expect(Set(metrics.keys) == ["coupling", "cohesion", "complexity", "testability", "maintainability"])
        #expect(metrics["coupling"]?["threshold"] as? Int == 80)
        #expect(metrics["complexity"]?["threshold"] as? Int == 70)
        let files = try #require(report["files"] as? [[String: Any]])
        #expect(
            files.contains {
                ($0["path"] as? String) == "App/Modules/Login/LoginPresenter.swift"
                    && ($0["functions"] as? [Any]) != nil
            })
        // The seeds' maintainability index: the four scores' integer mean.
        let four = ["coupling", "cohesion", "complexity", "testability"].compactMap { metrics[$0]?["score"] as? Int }
        #expect(report["maintainabilityIndex"] as? Int == four.reduce(0, +) / 4)
    }

    @Test func aStrongBackReferenceIsAViolationInEveryFormat() throws {
        let directory = try Self.codebase()
        let presenter = "App/Modules/Login/LoginPresenter.swift"
        let text = try #require(directory.read(presenter))
        #expect(text.contains("    weak var view: (any LoginViewInterface)?\n"))
        let baseline = try CLIRunner.run(["assess", "--format", "json"], in: directory.url)
        try directory.write("baseline.json", baseline.stdout)
        try directory.write(
            presenter,
            text.replacingOccurrences(
                of: "    weak var view: (any LoginViewInterface)?\n", with: "    var view: (any LoginViewInterface)?\n")
        )

        let textReport = try CLIRunner.run(["assess"], in: directory.url)
        #expect(textReport.status == 0)
        #expect(textReport.stdout.contains("\(presenter):8: "), "\(textReport.stdout)")

        let sarif = try Self.json(try CLIRunner.run(["assess", "--format", "sarif"], in: directory.url).stdout)
        #expect(sarif["version"] as? String == "2.1.0")
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let locations = results.compactMap {
            ($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        }
        #expect(
            locations.contains {
                (($0["artifactLocation"] as? [String: Any])?["uri"] as? String) == presenter
                    && (($0["region"] as? [String: Any])?["startLine"] as? Int) == 8
            })

        // Against the baseline the new violation is a regression: exit 1, named on stderr.
        let compared = try CLIRunner.run(["assess", "--baseline", "baseline.json"], in: directory.url)
        #expect(compared.status == 1)
        #expect(compared.stderr.contains("regression: "))
        #expect(compared.stderr.contains(presenter))
        #expect(compared.stderr.hasSuffix("against the baseline\n"))
        // The baseline against itself: no regression.
        try directory.write(presenter, text)
        let same = try CLIRunner.run(["assess", "--baseline", "baseline.json"], in: directory.url)
        #expect(same.status == 0, "\(same.stderr)")
    }

    @Test func failUnderComparesTheMaintainabilityIndex() throws {
        let directory = try Self.codebase()
        let report = try Self.json(try CLIRunner.run(["assess", "--format", "json"], in: directory.url).stdout)
        let index = try #require(report["maintainabilityIndex"] as? Int)
        #expect(try CLIRunner.run(["assess", "--fail-under", String(index)], in: directory.url).status == 0)
        let failing = try CLIRunner.run(["assess", "--fail-under", String(index + 1)], in: directory.url)
        #expect(failing.status == 1)
        #expect(failing.stderr == "error: the maintainability index is \(index), below --fail-under \(index + 1)\n")
    }

    @Test(arguments: [
        (["assess", "Nope"], "error: 'Nope' does not exist; give the folder of the Swift code to assess"),
        (
            ["assess", "--fail-under", "101"],
            "error: --fail-under must be an integer from 0 to 100 (a maintainability index); got '101'"
        ),
        (
            ["assess", "--format", "xml"],
            "error: invalid value 'xml' for --format; valid values: text, json, sarif, github"
        ),
        (
            ["assess", "--baseline", "missing.json"],
            "error: cannot read --baseline 'missing.json'; give a file written by 'viper-gen assess --format json'"
        )
    ])
    func mistakesAreUsageErrors(arguments: [String], message: String) throws {
        let directory = try TemporaryDirectory()
        let run = try CLIRunner.run(arguments, in: directory.url)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix(message + "\n"), "\(run.stderr)")
    }

    @Test func aFolderWithoutSwiftFilesIsSaidSo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Pods/Lib/Lib.swift", "final class Lib {}\n")
        try directory.write("Gen.swift", "// @generated by a tool\nstruct Gen {}\n")
        let run = try CLIRunner.run(["assess"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == "error: no Swift files to assess under '.' (1 generated file skipped); vendored folders (Pods, Carthage, .build, DerivedData) and generated files are skipped\n"
        )
    }

    /// A named pipe called `.swift`, or a link to one, is not read (opening it would wait for a
    /// writer forever) and not counted; the real files are assessed as usual.
    @Test func aNamedPipeCalledSwiftIsSkippedNotWaitedFor() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Login.swift", "final class LoginViewController: UIViewController {}\n")
        let pipe = directory.url.appendingPathComponent("App/Pipe.swift").path
        #expect(mkfifo(pipe, 0o644) == 0)
        #expect(symlink(pipe, directory.url.appendingPathComponent("App/Link.swift").path) == 0)
        let run = try CLIRunner.run(["assess", "--format", "json"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        let files = try #require(try Self.json(run.stdout)["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["App/Login.swift"])
    }

    @Test func aBaselineThatIsNotAReportIsRefused() throws {
        let directory = try Self.codebase()
        try directory.write("baseline.json", "[1, 2]")
        let run = try CLIRunner.run(["assess", "--baseline", "baseline.json"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: --baseline: the baseline is not"))
    }

    // MARK: - recommend --project

    @Test func recommendDerivesWhatTheCodeShowsAndSaysWhere() throws {
        let directory = try Self.codebase()
        let run = try CLIRunner.run(
            [
                "recommend", "--project", ".", "--maintenance", "4", "--speed", "3", "--team-size", "2", "--format",
                "json"
            ],
            in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        let answer = try Self.json(run.stdout)
        let inputs = try #require(answer["inputs"] as? [String: [String: Any]])
        #expect(inputs["current"]?["value"] as? String == "VIPER")
        #expect((inputs["current"]?["source"] as? String)?.hasPrefix("dominant pattern: ") == true)
        #expect(inputs["teamSize"]?["source"] as? String == "given as --team-size")
        #expect(inputs["screens"]?["value"] as? Int != nil)
        #expect(inputs["complexity"]?["value"] as? Int == 1, "a small codebase")
        #expect(answer["recommendation"] as? String != nil)
        // The evaluator's answer stays; the verdict for this codebase weighs it against VIPER.
        let codebase = try #require(answer["codebase"] as? [String: Any])
        let recommended = try #require(answer["recommendation"] as? String)
        #expect(
            codebase["decision"] as? String == "keep" && codebase["pattern"] as? String == "VIPER",
            "a VIPER codebase keeps VIPER whatever comes before it on the path (recommended: \(recommended))")
        #expect((codebase["text"] as? String)?.hasPrefix("Keep VIPER") == true)
        let text = try CLIRunner.run(
            ["recommend", "--project", ".", "--maintenance", "4", "--speed", "3", "--team-size", "2"], in: directory.url
        )
        #expect(text.stdout.contains("\nFor this codebase:\n  Keep VIPER"), "\(text.stdout)")
    }

    @Test func whatTheCodeCannotTellMustBeGiven() throws {
        let directory = try Self.codebase()
        let run = try CLIRunner.run(["recommend", "--project", "."], in: directory.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: missing --maintenance"))
        #expect(run.stderr.contains("(--project cannot tell --team-size, --maintenance, --speed: give them as flags)"))
    }
}
