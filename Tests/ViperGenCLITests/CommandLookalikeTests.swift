import Foundation
import TestSupport
import Testing

/// A first word that is almost a command is refused, not generated as a module (issue 25).
@Suite struct CommandLookalikeTests {
    @Test(arguments: [
        ("gen", "generate", false), ("generat", "generate", false), ("genrate", "generate", false),
        ("Init", "init", true), ("Assess", "assess", true), ("Graph", "graph", true), ("rec", "recommend", false),
        ("Templates", "templates", true)
    ])
    func aWordLikeACommandIsRefused(word: String, command: String, capitalized: Bool) throws {
        let directory = try TemporaryDirectory()
        let run = try CLIRunner.run([word], in: directory.url)
        #expect(run.status == 2)
        let hint = capitalized ? "To generate a module named \(word), write 'viper-gen generate \(word)'. " : ""
        #expect(
            run.stderr
                == "error: '\(word)' looks like the command '\(command)'; did you mean 'viper-gen \(command)'?\n\(hint)See 'viper-gen --help'.\n"
        )
        #expect(directory.files().isEmpty, "nothing was written")
    }

    @Test func aModuleNamedLikeACommandIsGeneratedThroughGenerate() throws {
        let directory = try TemporaryDirectory()
        let run = try CLIRunner.run(["generate", "Graph", "-q"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(directory.files().contains("App/Modules/Graph/GraphPresenter.swift"))
    }

    @Test(arguments: [
        "Login", "Feed", "Generator", "Settings", "Assessment", "Assets", "Template", "Unit", "Ads", "Patterns2"
    ])
    func ordinaryModuleNamesAreNotCommands(name: String) throws {
        let directory = try TemporaryDirectory()
        let run = try CLIRunner.run([name, "--dry-run", "-q"], in: directory.url)
        #expect(run.status == 0, "\(name): \(run.stderr)")
    }
}

/// `assess` names the files it could not read, with why, and goes on (issue 30).
@Suite struct AssessSkippedFilesTests {
    @Test func largeAndNonRegularFilesAreNamedOnStandardError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Code/Small.swift", "struct Small { let a: Int }\n")
        try directory.write("Code/Big.swift", "struct Big {}\n" + String(repeating: "// padding line\n", count: 200))
        #expect(mkfifo(directory.url.appendingPathComponent("Code/Pipe.swift").path, 0o644) == 0)
        let run = try CLIRunner.run(["assess", "Code", "--max-file-size", "1K", "--format", "json"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("Code/Big.swift: warning: not assessed: too large (3214 bytes)\n"))
        #expect(run.stderr.contains("Code/Pipe.swift: warning: not assessed: not a regular file\n"))
        #expect(run.stdout.contains("\"path\": \"Small.swift\""))
        #expect(!run.stdout.contains("Big.swift"))
        let bad = try CLIRunner.run(["assess", "Code", "--max-file-size", "lots"], in: directory.url)
        #expect(bad.status == 2)
        #expect(
            bad.stderr
                == "error: --max-file-size must be a size in bytes, such as 4194304, 512K or 8M; got 'lots'\nSee 'viper-gen assess --help'.\n"
        )
    }
}
