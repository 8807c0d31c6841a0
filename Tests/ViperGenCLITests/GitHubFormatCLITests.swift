import Foundation
import TestSupport
import Testing

/// `--format github`: GitHub Actions annotations for `generate --check` and `assess`, so a
/// workflow shows drift and findings on the files themselves.
@Suite struct GitHubFormatCLITests {
    @Test func checkAnnotatesEachDriftedFileAndTheSummary() throws {
        let directory = try TemporaryDirectory()
        #expect(try CLIRunner.run(["Login", "-q"], in: directory.url).status == 0)
        try #"{"modules": [{"name": "Login", "presenter": ["didTapLogin()"]}]}"#.write(
            to: directory.url.appendingPathComponent("viper-gen.json"), atomically: true, encoding: .utf8)
        let run = try CLIRunner.run(["generate", "--check", "--format", "github"], in: directory.url)
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                "::error file=App/Modules/Login/LoginPresenter.swift::out of date with the spec: would update\n"))
        #expect(
            run.stdout.hasSuffix(
                "::error::4 files out of date with the spec; run 'viper-gen generate' to update them.\n"))
        #expect(
            run.stdout.contains("update     App/Modules/Login/LoginProtocols.swift\n"), "the text report is there too")
        #expect(run.stderr.isEmpty)
    }

    @Test func specErrorsBecomePositionedAnnotations() throws {
        let directory = try TemporaryDirectory()
        try #"{"modules": [{"name": "Login", "patern": "mvvm"}]}"#.write(
            to: directory.url.appendingPathComponent("viper-gen.json"), atomically: true, encoding: .utf8)
        let run = try CLIRunner.run(["generate", "--check", "--format", "github"], in: directory.url)
        #expect(run.status == 1)
        #expect(
            run.stdout
                == "::error file=viper-gen.json,line=1,col=32::modules[0].patern: unknown key \"patern\"; did you mean \"pattern\"?\n"
        )
        #expect(run.stderr == "viper-gen.json: 1 error; nothing was generated.\n")
    }

    @Test func assessAnnotatesFindingsAtTheirLines() throws {
        let directory = try TemporaryDirectory()
        let source = directory.url.appendingPathComponent("Code")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        let branches = (1...12).map { "    if x == \($0) { return \($0) }" }.joined(separator: "\n")
        try "func pick(_ x: Int) -> Int {\n\(branches)\n    return 0\n}\n".write(
            to: source.appendingPathComponent("Pick.swift"), atomically: true, encoding: .utf8)
        let run = try CLIRunner.run(["assess", "Code", "--format", "github"], in: directory.url)
        #expect(run.status == 0)
        #expect(
            run.stdout.hasPrefix(
                "::notice file=Code/Pick.swift,line=1::complex-function: pick has a cyclomatic complexity of 13"))
    }
}
