import Foundation
import TestSupport
import Testing

/// `viper-gen evolve` end to end.
@Suite struct EvolveCLITests {
    @Test func forwardText() throws {
        let result = try CLIRunner.run(["evolve", "--from", "mvc", "--to", "Viper"])
        #expect(result.status == 0)
        #expect(result.stdout == "Evolution plan: MVC -> VIPER\n  Step 1: MVP\n  Step 2: MVVM\n  Step 3: VIPER\n")
        #expect(result.stderr == "")
    }

    @Test func sameAndBackwardSayThereAreNoSteps() throws {
        let same = try CLIRunner.run(["evolve", "--from", "MVVM", "--to", "mvvm"])
        #expect(same.status == 0)
        #expect(same.stdout == "No evolution steps: the project is already on MVVM.\n")
        let backward = try CLIRunner.run(["evolve", "--from", "viper", "--to", "mvp"])
        #expect(backward.status == 0)
        #expect(
            backward.stdout
                == "No evolution steps from VIPER to MVP: MVP comes before VIPER.\nThe path MVC -> MVP -> MVVM -> VIPER only goes forward.\n"
        )
    }

    @Test func everyPairAsJSON() throws {
        let path = ["MVC", "MVP", "MVVM", "VIPER"]
        for (i, from) in path.enumerated() {
            for (j, to) in path.enumerated() {
                let result = try CLIRunner.run(["evolve", "--from", from.lowercased(), "--to", to, "--format", "json"])
                let steps = j > i ? path[(i + 1)...j].map { "\"\($0)\"" }.joined(separator: ",") : ""
                let direction = j > i ? "forward" : j == i ? "same" : "backward"
                #expect(result.status == 0)
                #expect(
                    result.stdout
                        == #"{"from":"\#(from)","to":"\#(to)","direction":"\#(direction)","steps":[\#(steps)]}"# + "\n")
            }
        }
    }

    @Test(arguments: [
        (["--from", "clean", "--to", "viper"], "error: --from must be one of MVC, MVP, MVVM, VIPER; got 'clean'"),
        (["--from", "mvc"], "error: missing --to (one of MVC, MVP, MVVM, VIPER)"),
        (
            [],
            "error: missing --from (one of MVC, MVP, MVVM, VIPER)\nerror: missing --to (one of MVC, MVP, MVVM, VIPER)"
        ),
        (["--from", "mvc", "--to", ""], "error: --to must be one of MVC, MVP, MVVM, VIPER; got ''"),
        (["--from", "mvc", "--from", "mvp", "--to", "viper"], "error: --from is given more than once"),
        (
            ["--from", "mvc", "--to", "viper", "--format", "yaml"],
            "error: invalid value 'yaml' for --format; valid values: text, json"
        ),
        (["--from", "mvc", "--to", "viper", "now"], "error: unexpected argument 'now'"),
        (["--fron", "mvc"], "error: unknown option '--fron'; did you mean '--from'?")
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try CLIRunner.run(["evolve"] + arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == message + "\nSee 'viper-gen evolve --help'.\n")
    }

    @Test func help() throws {
        let result = try CLIRunner.run(["evolve", "--help"])
        #expect(result.status == 0)
        #expect(
            result.stdout.hasPrefix("USAGE:\n  viper-gen evolve --from PATTERN --to PATTERN [--format text|json]\n"))
    }
}
