import TextSupport
import ViperGenKit

extension ViperGen {
    /// The frame every command runs in: its words parsed with the catalog's options, `--help`
    /// answered with the catalog's help text, the body run (build the request, run it, render
    /// the outcome), and a usage error printed as every one is, with exit status 2.
    ///
    /// A command without help text of its own (`help`) sees `--help` in its arguments instead.
    static func runCommand(
        _ name: String, _ arguments: [String], console: Console,
        _ body: (Arguments) throws(UsageError) -> ExitCode
    ) -> ExitCode {
        do throws(UsageError) {
            let parsed = try Arguments(arguments, for: name)
            if parsed.has("--help") || parsed.has("-h"), let help = CommandCatalog.command(name)?.help {
                console.write(help)
                return .success
            }
            return try body(parsed)
        } catch {
            return fail(error, console: console)
        }
    }

    /// The frame of a command with subcommands (`templates list`, `xcodeproj add`): no word or
    /// `help` prints the command's help (exit 2 when nothing was given), `--help` anywhere after
    /// the subcommand prints it too, a word that names no subcommand is refused with the closest
    /// one, and `body` gets the subcommand and the words after it.
    static func runSubcommand(
        of command: String, _ arguments: [String], names: [String], help: String, console: Console,
        _ body: (String, [String]) throws(UsageError) -> ExitCode
    ) -> ExitCode {
        guard let sub = arguments.first, !["--help", "-h", "help"].contains(sub) else {
            console.write(help)
            return arguments.isEmpty ? .usage : .success
        }
        let rest = Array(arguments.dropFirst())
        // `templates context --help`: the command's help, as `<command> --help` promises.
        if rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
            console.write(help)
            return .success
        }
        return runCatching(console: console) { () throws(UsageError) -> ExitCode in
            guard names.contains(sub) else {
                let close = Suggestion.closest(to: sub, among: names)
                throw UsageError(
                    "unknown \(command) command '\(sub)'" + (close.map { "; did you mean '\($0)'?" } ?? ""),
                    help: command, suggestion: close)
            }
            return try body(sub, rest)
        }
    }

    /// Runs `body`, printing a usage error it throws as every one is (exit status 2).
    static func runCatching(console: Console, _ body: () throws(UsageError) -> ExitCode) -> ExitCode {
        do throws(UsageError) {
            return try body()
        } catch {
            return fail(error, console: console)
        }
    }
}

extension Arguments {
    /// A usage error when words that are not options were given to a command that takes none.
    func refuseArguments(_ command: String, _ message: (String) -> String = { "unexpected argument '\($0)'" })
        throws(UsageError)
    {
        if let extra = positional.first { throw UsageError(message(extra), help: command) }
    }

    /// Whether `--quiet` or `-q` was given.
    var isQuiet: Bool { has("--quiet") || has("-q") }
}
