import TextSupport
import ViperGenKit

extension ViperGen {
    /// `viper-gen help [<command>]` and `viper-gen help --man`: the usage of viper-gen or of
    /// one command, or the manual page.
    enum Help {
        static func run(_ arguments: [String], console: Console) -> ExitCode {
            ViperGen.runCommand("help", arguments, console: console) { parsed throws(UsageError) in
                if parsed.has("--man") {
                    try parsed.refuseArguments("help") {
                        "unexpected argument '\($0)': 'help --man' prints the whole manual"
                    }
                    console.write(ManPage.text())
                    return .success
                }
                guard let name = parsed.positional.first, !["help", "version"].contains(name) else {
                    console.write(ViperGen.help)
                    return .success
                }
                if let extra = parsed.positional.dropFirst().first {
                    throw UsageError("unexpected argument '\(extra)'", help: "help")
                }
                guard let command = command(named: name) else { throw unknownCommand(name) }
                return command(["--help"], console)
            }
        }

        /// `help NAME` for a command that does not exist, with the closest one.
        static func unknownCommand(_ name: String) -> UsageError {
            var message = "unknown command '\(name)'"
            let close = Suggestion.closest(to: name, among: commandNames)
            if let close { message += "; did you mean '\(close)'?" }
            return UsageError(message + " (commands: \(commandNames.joined(separator: ", ")))", suggestion: close)
        }
    }
}
