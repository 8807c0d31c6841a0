import Foundation
import TestSupport
import Testing

@testable import viper_gen

/// `viper-gen help --man`, `viper-gen help COMMAND`, `viper-gen version` and `-v`.
@Suite struct ManPageTests {
    /// The page as roff and as words: roff's `\-` read as `-`.
    func page() throws -> (roff: String, text: String) {
        let result = try CLIRunner.run(["help", "--man"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        return (result.stdout, result.stdout.replacing("\\-", with: "-").replacing("\\:", with: ""))
    }

    @Test func theManPageListsEveryCommandAndOptionOfTheCatalog() throws {
        let (roff, text) = try page()
        #expect(roff.hasPrefix(".TH VIPER-GEN 1 "))
        for section in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "EXIT STATUS", "EXAMPLES", "FILES", "SEE ALSO"
        ] {
            #expect(roff.contains("\n.SH \(section)\n"), "no \(section) section")
        }
        for command in CommandCatalog.commands {
            #expect(text.contains(".SS viper-gen \(command.name)\n"), "\(command.name) has no OPTIONS subsection")
            #expect(text.contains(".B \(command.name)\n"), "\(command.name) is not in COMMANDS")
            for option in command.visibleOptions {
                #expect(text.contains(option.name), "\(command.name) \(option.name)")
            }
            for sub in command.subcommands {
                #expect(text.contains("\(command.name) \(sub.name)"), "\(command.name) \(sub.name)")
                for option in sub.visibleOptions {
                    #expect(text.contains(option.name), "\(command.name) \(sub.name) \(option.name)")
                }
            }
        }
        for file in ["viper-gen.json", "viper-gen.lock"] { #expect(text.contains(".I \(file)\n")) }
        #expect(!text.contains("--modules"), "a hidden helper is documented")
    }

    /// The option descriptions are the `--help` texts' own.
    @Test func optionDescriptionsComeFromTheHelpTexts() throws {
        let (_, text) = try page()
        #expect(text.contains(".BI \"--pattern\" \" viper|mvp|mvvm|mvc\"\narchitecture pattern (default: viper)\n"))
        #expect(text.contains(".BI \"--from\" \" PATTERN\"\nthe pattern used today\n"))
        #expect(text.contains(".B --xcode\nwrite Xcode file templates (sources only) instead\n"))
    }

    @Test(
        .enabled(
            if: CLIRunner.tool(named: "groff") != nil || CLIRunner.tool(named: "mandoc") != nil,
            "neither groff nor mandoc is installed"))
    func theManPageRendersWithoutWarnings() throws {
        let directory = try TemporaryDirectory()
        try directory.write("viper-gen.1", try page().roff)
        if let groff = CLIRunner.tool(named: "groff") {
            let result = try CLIRunner.run(["-man", "-ww", "-Tutf8", "viper-gen.1"], in: directory.url, binary: groff)
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty, "groff: \(result.stderr)")
            #expect(result.stdout.contains("viper-gen generate"))
        }
        if let mandoc = CLIRunner.tool(named: "mandoc") {
            let result = try CLIRunner.run(["-Tlint", "-Wwarning", "viper-gen.1"], in: directory.url, binary: mandoc)
            #expect(result.stdout.isEmpty && result.stderr.isEmpty, "mandoc: \(result.stdout)\(result.stderr)")
        }
    }

    @Test func versionAndHelpAreCommandsNotModuleNames() throws {
        for spelling in [["version"], ["-v"], ["--version"]] {
            let result = try CLIRunner.run(spelling)
            #expect(result.status == 0)
            #expect(result.stdout == ViperGen.version + "\n", "\(spelling)")
        }
        let help = try CLIRunner.run(["help"])
        #expect(help.status == 0)
        #expect(help.stdout == ViperGen.help)
        let generate = try CLIRunner.run(["help", "generate"])
        #expect(generate.stdout == ViperGen.Generate.help)
        let completions = try CLIRunner.run(["help", "completions"])
        #expect(completions.stdout == ViperGen.Completions.help)
        let unknown = try CLIRunner.run(["help", "generat"])
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr
                == "error: unknown command 'generat'; did you mean 'generate'? (commands: \(ViperGen.commandNames.joined(separator: ", ")))\n"
        )
        let extra = try CLIRunner.run(["help", "--man", "generate"])
        #expect(extra.status == 2)
        #expect(
            extra.stderr
                == "error: unexpected argument 'generate': 'help --man' prints the whole manual\nSee 'viper-gen help --help'.\n"
        )
        // Nothing was generated for a module called "version" or "help".
        let directory = try TemporaryDirectory()
        _ = try CLIRunner.run(["version"], in: directory.url)
        _ = try CLIRunner.run(["help"], in: directory.url)
        #expect(directory.files().isEmpty)
    }
}
