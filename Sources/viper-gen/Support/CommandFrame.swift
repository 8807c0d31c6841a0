import ViperGenKit

extension ViperGen {
    /// The frame every command runs in: its words parsed with the catalog's options, `--help`
    /// answered with the catalog's help text, the body run (build the request, run it, render
    /// the outcome), and a usage error printed as every one is, with exit status 2.
    ///
    /// A command without help text of its own (`help`) sees `--help` in its arguments instead.
    static func runCommand(_ name: String, _ arguments: [String], console: Console,
                           _ body: (Arguments) throws(UsageError) -> ExitCode) -> ExitCode {
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
    func refuseArguments(_ command: String, _ message: (String) -> String = { "unexpected argument '\($0)'" }) throws(UsageError) {
        if let extra = positional.first { throw UsageError(message(extra), help: command) }
    }

    /// Whether `--quiet` or `-q` was given.
    var isQuiet: Bool { has("--quiet") || has("-q") }
}
