import ViperGenKit

/// A mistake in the command line itself: exit status 2. Printed as its diagnostics (`error:
/// MESSAGE`), the last followed by the `--help` hint of the command whose options were wrong.
struct UsageError: DiagnosticsConvertible {
    /// One per problem; never empty.
    var problems: [Diagnostic]
    /// The command whose `--help` the user should read, if any (`viper-gen recommend --help`).
    var helpCommand: String?

    init(_ message: String, help helpCommand: String? = nil, suggestion: String? = nil) {
        self.init([Diagnostic(message: message, suggestion: suggestion)], help: helpCommand)
    }

    init(_ problems: [Diagnostic], help helpCommand: String? = nil) {
        self.problems = problems
        self.helpCommand = helpCommand
    }

    /// The hint printed after the problems: `See 'viper-gen generate --help'.`
    var hint: String? {
        helpCommand.map { "See 'viper-gen \($0) --help'." }
    }

    /// The problems, the last with the `--help` hint as its note.
    var diagnostics: [Diagnostic] {
        guard let last = problems.last else { return [] }
        return problems.dropLast() + [last.noting(hint.map { note in last.note.map { $0 + "\n" + note } ?? note })]
    }
}
