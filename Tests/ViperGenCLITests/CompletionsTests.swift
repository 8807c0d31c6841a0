import Foundation
import TestSupport
import Testing

@testable import viper_gen

/// `viper-gen completions bash|zsh|fish`, and the command catalog they are generated from.
@Suite struct CompletionsTests {
    /// Parsing is made from the catalog: every option a command declares parses, with a
    /// value when it takes one, and a word that is none of them is refused with the closest.
    @Test func everyCommandParsesExactlyTheOptionsOfItsCatalogEntry() throws {
        let commands =
            CommandCatalog.commands.filter { $0.subcommands.isEmpty } + CommandCatalog.commands.flatMap(\.subcommands)
        #expect(commands.count == 21)
        for command in commands {
            for option in command.options {
                for spelling in option.spellings {
                    let words = option.value == nil ? [spelling] : [spelling, "x"]
                    #expect(throws: Never.self, "\(command.name) \(spelling)") {
                        try Arguments(words, command: command)
                    }
                }
            }
            do {
                _ = try Arguments(["--bogus-option"], command: command)
                Issue.record("\(command.name) accepted --bogus-option")
            } catch {
                #expect(error.problems.first?.message.hasPrefix("unknown option '--bogus-option'") == true)
            }
        }
        let generate = try #require(CommandCatalog.command("generate"))
        do {
            _ = try Arguments(["--patern", "mvvm"], command: generate)
            Issue.record("--patern was accepted")
        } catch {
            #expect(error.problems.first?.suggestion == "--pattern")
            #expect(error.hint == "See 'viper-gen generate --help'.")
        }
        #expect(Set(CommandCatalog.commands.map(\.name)) == Set(ViperGen.commandNames))
        for name in ViperGen.commandNames {
            #expect(ViperGen.command(named: name) != nil || name == "version", "\(name) is not dispatched")
        }
    }

    /// `--help` is made from the catalog: every visible option is described and appears in
    /// its command's help with its syntax and first line of description.
    @Test func everyOptionIsDescribedAndInItsHelp() throws {
        for command in CommandCatalog.commands where command.preamble != nil {
            let help = try #require(command.help)
            #expect(help.contains("\nOPTIONS:\n"))
            let options =
                command.subcommands.isEmpty
                ? command.visibleOptions : command.subcommands.flatMap(\.visibleOptions) + command.visibleOptions
            for option in options {
                #expect(!option.help.isEmpty, "\(command.name) \(option.name) has no description")
                #expect(help.contains("  " + option.syntax), "\(command.name) --help lacks \(option.syntax)")
                #expect(
                    help.contains(option.help.first ?? "?"),
                    "\(command.name) --help lacks the description of \(option.name)")
            }
            let run = try CLIRunner.run([command.name, "--help"])
            #expect(run.stdout == help, "\(command.name) --help prints the catalog's text")
        }
    }

    @Test func choicesComeFromTheToolsOwnValues() {
        let generate = CommandCatalog.command("generate")
        #expect(generate?.option("--pattern")?.value == .choice(["viper", "mvp", "mvvm", "mvc"]))
        #expect(generate?.option("--ui")?.value == .choice(["uikit", "swiftui", "swiftui-hosted"]))
        #expect(generate?.option("--binding")?.value == .choice(["closures", "combine", "observation"]))
        #expect(generate?.option("--tests")?.value == .choice(["xctest", "swift-testing", "none"]))
        #expect(generate?.option("--layout")?.value == .choice(["module", "type", "domain"]))
        #expect(generate?.option("--format")?.value == .choice(["text", "json", "github"]))
        for path in ["--spec", "--templates", "--output", "--tests-output", "--xcodeproj"] {
            #expect([.file, .directory].contains(generate?.option(path)?.value), "\(path) is not a path")
        }
        #expect(CommandCatalog.command("recommend")?.option("--queries")?.value == .file)
    }

    // MARK: - bash

    /// Sources the bash script and calls `_viper_gen` with `words` (after `viper-gen`) as
    /// COMP_WORDS, the last one being completed; returns COMPREPLY.
    func complete(_ words: [String], in directory: TemporaryDirectory, script: String) throws -> [String] {
        let program = """
            source ./viper-gen.bash
            COMP_WORDS=("$@")
            COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
            _viper_gen
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try CLIRunner.run(
            ["-c", program, "_", CLIRunner.executable.path] + words, in: directory.url,
            binary: URL(fileURLWithPath: "/bin/bash"))
        #expect(result.stderr.isEmpty, "\(words): \(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func theBashScriptCompletesCommandsOptionsValuesModulesAndPaths() throws {
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { return }
        let directory = try TemporaryDirectory()
        let script = try CLIRunner.run(["completions", "bash"])
        #expect(script.status == 0)
        #expect(script.stderr.isEmpty)
        try directory.write("viper-gen.bash", script.stdout)
        try directory.write(
            "viper-gen.json", #"{"modules": [{"name": "Login"}, {"name": "TaskList", "pattern": "mvvm"}]}"#)
        try directory.write("Sources/App/.keep", "")
        try directory.write("specs/other.json", #"{"modules": [{"name": "Checkout"}]}"#)
        let syntax = try CLIRunner.run(
            ["-n", "viper-gen.bash"], in: directory.url, binary: URL(fileURLWithPath: "/bin/bash"))
        #expect(syntax.status == 0, "\(syntax.stderr)")

        #expect(try complete(["gen"], in: directory, script: script.stdout) == ["generate"])
        #expect(try complete(["generate", "--pat"], in: directory, script: script.stdout) == ["--pattern"])
        #expect(
            try complete(["generate", "--pattern", ""], in: directory, script: script.stdout) == [
                "viper", "mvp", "mvvm", "mvc"
            ])
        #expect(
            try complete(["generate", "--pattern", "=", "mv"], in: directory, script: script.stdout) == [
                "mvp", "mvvm", "mvc"
            ])
        #expect(
            try complete(["Login", "--ui", ""], in: directory, script: script.stdout) == [
                "uikit", "swiftui", "swiftui-hosted"
            ])
        #expect(try complete(["generate", "--binding", "o"], in: directory, script: script.stdout) == ["observation"])
        #expect(
            try complete(["generate", "--tests", ""], in: directory, script: script.stdout) == [
                "xctest", "swift-testing", "none"
            ])
        #expect(
            try complete(["generate", "--layout", ""], in: directory, script: script.stdout) == [
                "module", "type", "domain"
            ])
        #expect(try complete(["patterns", "--format", ""], in: directory, script: script.stdout) == ["text", "json"])
        #expect(
            try complete(["recommend", "--current", "mv"], in: directory, script: script.stdout) == [
                "mvp", "mvvm", "mvc"
            ])
        // Module names from the spec, here and with --spec.
        #expect(try complete(["generate", ""], in: directory, script: script.stdout) == ["Login", "TaskList"])
        #expect(try complete(["T"], in: directory, script: script.stdout) == ["TaskList"])
        #expect(try complete(["L"], in: directory, script: script.stdout) == ["Login"])
        #expect(
            try complete(["generate", "--spec", "specs/other.json", ""], in: directory, script: script.stdout) == [
                "Checkout"
            ])
        // Paths.
        #expect(try complete(["generate", "--output", "Sou"], in: directory, script: script.stdout) == ["Sources"])
        #expect(
            try complete(["generate", "--spec", "viper-gen.j"], in: directory, script: script.stdout) == [
                "viper-gen.json"
            ])
        #expect(try complete(["recommend", "--queries", "spe"], in: directory, script: script.stdout) == ["specs"])
        // Options already given are not offered again; repeatable ones are.
        let offered = try complete(
            ["generate", "--target", "App", "--tests", "xctest", "--t"], in: directory, script: script.stdout)
        #expect(offered == ["--tests-output", "--testable-import", "--target", "--test-target", "--templates"])
        // Subcommands and their options.
        #expect(
            try complete(["templates", ""], in: directory, script: script.stdout) == [
                "list", "show", "export", "render", "context", "--help", "-h"
            ])
        #expect(
            try complete(["templates", "export", "--"], in: directory, script: script.stdout) == ["--force", "--xcode"])
        #expect(
            try complete(["templates", "show", "viper/Rout"], in: directory, script: script.stdout)
                == ["viper/Router.swift", "viper/RouterTests.tests"])
        #expect(try complete(["completions", ""], in: directory, script: script.stdout) == ["bash", "zsh", "fish"])
        #expect(try complete(["help", "re"], in: directory, script: script.stdout) == ["recommend"])
        #expect(try complete(["--vers"], in: directory, script: script.stdout) == ["--version"])
        // The hidden helpers are never offered.
        #expect(try complete(["completions", "--"], in: directory, script: script.stdout) == ["--help"])
    }

    @Test func theModulesHelperPrintsNamesOrNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "viper-gen.json",
            #"{"defaults": {"pattern": "mvp"}, "modules": [{"name": "Login"}, {"name": "Settings"}, {"pattern": "mvc"}]}"#
        )
        try directory.write("App/Deep/.keep", "")
        let result = try CLIRunner.run(
            ["completions", "--modules"], in: directory.url.appendingPathComponent("App/Deep"))
        #expect(result.status == 0)
        #expect(result.stdout == "Login\nSettings\n")
        try directory.write("broken.json", "{\"modules\": [")
        let broken = try CLIRunner.run(["completions", "--modules", "--spec", "broken.json"], in: directory.url)
        #expect(broken.stdout.isEmpty)
        #expect(broken.stderr.isEmpty)
        let none = try CLIRunner.run(["completions", "--modules", "--spec", "missing.json"], in: directory.url)
        #expect(none.stdout.isEmpty && none.stderr.isEmpty)
    }

    @Test func usageErrorsAreExact() throws {
        let missing = try CLIRunner.run(["completions"])
        #expect(missing.status == 2)
        #expect(
            missing.stderr
                == "error: 'completions' needs a shell: bash, zsh or fish\nSee 'viper-gen completions --help'.\n")
        let typo = try CLIRunner.run(["completions", "zhs"])
        #expect(typo.status == 2)
        #expect(
            typo.stderr
                == "error: unknown shell 'zhs'; valid: bash, zsh, fish; did you mean 'zsh'?\nSee 'viper-gen completions --help'.\n"
        )
        let other = try CLIRunner.run(["completions", "tcsh"])
        #expect(
            other.stderr == "error: unknown shell 'tcsh'; valid: bash, zsh, fish\nSee 'viper-gen completions --help'.\n"
        )
        let extra = try CLIRunner.run(["completions", "bash", "zsh"])
        #expect(extra.stderr == "error: unexpected argument 'zsh'\nSee 'viper-gen completions --help'.\n")
    }

    // MARK: - zsh and fish

    /// Every command and every visible option appears in each script.
    @Test(arguments: ["bash", "zsh", "fish"])
    func everyScriptNamesEveryCommandAndOption(shell: String) throws {
        let script = try CLIRunner.run(["completions", shell]).stdout
        for command in CommandCatalog.commands {
            #expect(script.contains(command.name), "\(shell): \(command.name)")
            for sub in command.subcommands {
                #expect(script.contains(sub.name), "\(shell): \(command.name) \(sub.name)")
            }
            for option in (command.visibleOptions + command.subcommands.flatMap(\.visibleOptions)) {
                // fish spells `--pattern` as `-l pattern`.
                let spelled = shell == "fish" ? "-l \(option.name.dropFirst(2))" : option.name
                #expect(script.contains(spelled), "\(shell): \(command.name) \(option.name)")
            }
        }
        #expect(!script.contains("--modules --"), "a hidden helper is offered")
    }

    @Test(.enabled(if: CLIRunner.tool(named: "zsh") != nil, "zsh is not installed"))
    func theZshScriptIsValidZsh() throws {
        let zsh = try #require(CLIRunner.tool(named: "zsh"))
        let directory = try TemporaryDirectory()
        try directory.write("_viper-gen", try CLIRunner.run(["completions", "zsh"]).stdout)
        let result = try CLIRunner.run(["-n", "_viper-gen"], in: directory.url, binary: zsh)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(.enabled(if: CLIRunner.tool(named: "fish") != nil, "fish is not installed"))
    func theFishScriptIsValidFish() throws {
        let fish = try #require(CLIRunner.tool(named: "fish"))
        let directory = try TemporaryDirectory()
        try directory.write("viper-gen.fish", try CLIRunner.run(["completions", "fish"]).stdout)
        let result = try CLIRunner.run(["--no-execute", "viper-gen.fish"], in: directory.url, binary: fish)
        #expect(result.status == 0, "\(result.stderr)")
    }
}
