/// A mistake in the command line itself. Printed as `error: MESSAGE` with exit status 2.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    /// The command whose `--help` the user should read, if any (`viper-gen recommend --help`).
    var helpCommand: String?

    init(_ message: String, help helpCommand: String? = nil) {
        self.message = message
        self.helpCommand = helpCommand
    }

    var description: String {
        guard let helpCommand else { return message }
        return "\(message)\nSee 'viper-gen \(helpCommand) --help'."
    }
}
