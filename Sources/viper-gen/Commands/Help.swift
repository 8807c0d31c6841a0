import ViperGenKit

extension ViperGen {
    /// `viper-gen help [<command>]` and `viper-gen help --man`: the usage of viper-gen or of
    /// one command, or the manual page.
    enum Help {
        static func run(_ arguments: [String], console: Console) -> ExitCode {
            do throws(UsageError) {
                let parsed = try Arguments(arguments, for: "help")
                if parsed.has("--man") {
                    if let extra = parsed.positional.first {
                        throw UsageError("unexpected argument '\(extra)': 'help --man' prints the whole manual", help: "help")
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
                guard let command = command(named: name) else {
                    var message = "unknown command '\(name)'"
                    let close = Suggestion.closest(to: name, among: commandNames)
                    if let close { message += "; did you mean '\(close)'?" }
                    throw UsageError(message + " (commands: \(commandNames.joined(separator: ", ")))", suggestion: close)
                }
                return command(["--help"], console)
            } catch {
                return ViperGen.fail(error, console: console)
            }
        }
    }
}
