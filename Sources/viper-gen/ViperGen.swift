import TextSupport
import ViperGenKit

/// The root command: dispatches `viper-gen <command> ...` and treats any other first word as a
/// module name (`viper-gen Login` is `viper-gen generate Login`).
enum ViperGen {
    static let version = "0.1.0"

    /// The command names, for suggestions.
    static var commandNames: [String] { CommandCatalog.commandNames }

    /// The command called `name`, or nil.
    static func command(named name: String) -> (([String], Console) -> ExitCode)? {
        CommandCatalog.command(name)?.run
    }

    static func run(_ arguments: [String], console: Console) -> ExitCode {
        guard let first = arguments.first else {
            console.write(help)
            return .usage
        }
        switch first {
        case "--help", "-h":
            console.write(help)
            return .success
        case "--version", "-v", "version":
            console.line(version)
            return .success
        default:
            break
        }
        // Every command with a --format option reports a usage error in the format asked for.
        console.jsonErrors = RequestedFormat.isJSON(arguments)
        if let command = command(named: first) {
            return command(Array(arguments.dropFirst()), console)
        }
        if first.hasPrefix("-") {
            return Generate.run(arguments, console: console)
        }
        if let command = CommandLookalike.command(resembling: first) {
            // `viper-gen gen`, `viper-gen Init`: a command mistyped, not a module name.
            console.report(CommandLookalike.diagnostic(word: first, command: command))
            return .usage
        }
        if first.first?.isLowercase == true, let close = Suggestion.closest(to: first, among: commandNames),
            close != first
        {
            // `viper-gen recomend` is a typo of a command, not a module name.
            console.report(
                Diagnostic(
                    message: "unknown command '\(first)'; did you mean '\(close)'?", suggestion: close,
                    note: "See 'viper-gen --help'."))
            return .usage
        }
        return Generate.run(arguments, console: console)
    }

    /// Prints a usage error (`error: …` and the `--help` hint) and returns exit status 2.
    static func fail(_ error: UsageError, console: Console) -> ExitCode {
        console.fail(error)
        return .usage
    }

    static let help = """
        viper-gen \(version) — architecture scaffolding for iOS: VIPER, MVP, MVVM and MVC modules
        with mocks and tests, architecture recommendations, and the assessment of existing code.

        USAGE:
          viper-gen <ModuleName>... [options]        same as: viper-gen generate <ModuleName>...
          viper-gen generate [<ModuleName>...] [--spec FILE] [options]
          viper-gen adopt [<ModuleName>...] [--spec FILE] [--dry-run]   record existing files as your edits
          viper-gen recommend --team-size N --complexity 1-5 --testing 1-5 --maintenance 1-5 --speed 1-5
                              [--screens N] [--current PATTERN] [--explain] [--format text|json]
          viper-gen recommend --method sum --project-size 1-5 --team-size 1-5 --complexity 1-5
          viper-gen recommend --queries FILE|-        JSON Lines in, JSON Lines out
          viper-gen recommend --project PATH --maintenance 1-5 --speed 1-5   the rest measured from the code
          viper-gen assess [PATH] [--format text|json|sarif|github] [--functions] [--fail-under N] [--baseline FILE]
          viper-gen graph [--spec FILE] [--format mermaid|dot|json]
          viper-gen evolve --from PATTERN --to PATTERN [--format text|json]
          viper-gen patterns [--format text|json]
          viper-gen templates list | show NAME | export DIR [--xcode] | render FILE --context JSON | context MODULE
          viper-gen xcodeproj add FILE... --project P [--target T]... [--group G] | remove FILE... --project P [--target T]...
          viper-gen xcodeproj list --project P --target T [--format json]
          viper-gen mcp [--root DIR]                  Model Context Protocol server for coding agents (stdio)
          viper-gen init [--pattern P] [--ui U] [--minimal] ...
          viper-gen completions bash|zsh|fish
          viper-gen help [<command>] | help --man
          viper-gen version | -v | --version | --help | <command> --help

        Run 'viper-gen <command> --help' for the options of a command.

        """
}
