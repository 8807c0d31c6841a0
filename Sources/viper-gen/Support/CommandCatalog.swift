import ViperGenKit

/// Every command, subcommand and option of `viper-gen` in one table, with what each option's
/// value is: the one description that shell completions and the man page are generated from.
///
/// The commands parse with their own `flags`/`options` sets; `CompletionsTests` checks that
/// this table and those sets agree, so a new option cannot be parsed without being completed
/// and documented. Option descriptions come from each command's `--help` text (its OPTIONS
/// section), so the man page says what `--help` says; `summary` is used only where a help text
/// has no OPTIONS line for the option.
enum CommandCatalog {
    /// What an option's value (or a command's positional argument) is, for completion.
    enum ValueKind: Equatable, Sendable {
        /// One of these words.
        case choice([String])
        /// A path to a file.
        case file
        /// A path to a folder.
        case directory
        /// A name the user makes up (a domain, a target, a Swift module): nothing to complete.
        case name
        /// A module name: completed from the nearest viper-gen.json's `"name"` values.
        case module
        /// A built-in template or set name (`viper/Presenter.swift`).
        case template
        /// A whole number.
        case integer
    }

    /// One option of a command.
    struct Option: Sendable {
        /// The long name, `--pattern`.
        var name: String
        /// The one-letter alias, `-h`, if any.
        var short: String?
        /// What the value is; nil for a flag that takes none.
        var value: ValueKind?
        /// The value's name in usage text (`DIR`, `viper|mvp|mvvm|mvc`).
        var placeholder: String = ""
        /// Whether it may be given several times (`--target A --target B`).
        var repeatable = false
        /// Left out of completions and the man page (helpers for the completion scripts).
        var hidden = false
        /// The description used when the command's help text has none for this option.
        var summary: String?

        /// A flag: an option without a value.
        static func flag(_ name: String, short: String? = nil, hidden: Bool = false, summary: String? = nil) -> Option {
            Option(name: name, short: short, value: nil, hidden: hidden, summary: summary)
        }

        /// An option that takes a value.
        static func valued(_ name: String, _ kind: ValueKind, _ placeholder: String, repeatable: Bool = false,
                           hidden: Bool = false, summary: String? = nil) -> Option {
            Option(name: name, value: kind, placeholder: placeholder, repeatable: repeatable, hidden: hidden, summary: summary)
        }

        /// Every spelling: the long name and the short one.
        var spellings: [String] { [name] + (short.map { [$0] } ?? []) }
    }

    /// One command (or a subcommand of `templates`).
    struct Command: Sendable {
        var name: String
        /// One line for the command list.
        var summary: String
        /// What the words that are not options are.
        var positional: ValueKind?
        var options: [Option]
        var subcommands: [Command] = []
        /// The command's `--help` text, the source of option descriptions.
        var help: String?

        /// The options that completions and the man page show.
        var visibleOptions: [Option] { options.filter { !$0.hidden } }

        /// The option spelled `word` (`--pattern` or `-h`), if any.
        func option(_ word: String) -> Option? {
            options.first { $0.name == word || $0.short == word }
        }
    }

    static let help = Option.flag("--help", short: "-h", summary: "show this help")
    static let format = Option.valued("--format", .choice(ViperGen.Recommend.Format.allCases.map(\.rawValue)), "text|json")
    static let patterns = ValueKind.choice(Pattern.allCases.map(\.rawValue))
    /// The options `generate` and `init` share: the module defaults.
    static let moduleDefaults: [Option] = [
        .valued("--pattern", patterns, "viper|mvp|mvvm|mvc"),
        .valued("--ui", .choice(UIFlavor.allCases.map(\.rawValue)), "uikit|swiftui|swiftui-hosted"),
        .valued("--binding", .choice(Binding.allCases.map(\.rawValue)), "closures|combine|observation"),
        .valued("--tests", .choice(TestFramework.allCases.map(\.rawValue)), "xctest|swift-testing|none"),
    ]
    static let outputs: [Option] = [
        .valued("--output", .directory, "DIR"),
        .valued("--tests-output", .directory, "DIR"),
        .valued("--testable-import", .name, "NAME"),
    ]
    /// The shells `viper-gen completions` writes scripts for.
    static let shells = ["bash", "zsh", "fish"]

    /// Every command, in the order `--help` and the man page list them.
    static let commands: [Command] = [
        Command(
            name: "generate", summary: "generate modules (the default: viper-gen Login is viper-gen generate Login)",
            positional: .module,
            options: moduleDefaults + [
                .valued("--layout", .choice(Layout.allCases.map(\.rawValue)), "module|type|domain"),
                .valued("--domain", .name, "NAME"),
                .valued("--ios", .name, "VERSION"),
            ] + outputs + [
                .valued("--xcodeproj", .directory, "PATH"),
                .valued("--target", .name, "NAME", repeatable: true),
                .valued("--test-target", .name, "NAME", repeatable: true),
                .valued("--templates", .directory, "DIR"),
                .valued("--spec", .file, "FILE"),
                .flag("--dry-run"), .flag("--check"), .flag("--diff"), .flag("--prune"), .flag("--force"),
                .flag("--skip-existing"), .flag("--quiet", short: "-q"), .flag("--verbose"),
                .valued("--format", .choice(["text", "json", "github"]), "text|json|github"),
                help,
            ],
            help: ViperGen.Generate.help),
        Command(
            name: "init", summary: "write a starter viper-gen.json (never overwrites one)", positional: nil,
            options: moduleDefaults + outputs + [.flag("--minimal"), help], help: ViperGen.Init.help),
        Command(
            name: "templates", summary: "list, show and export the built-in templates; render a Mustache file; print a context",
            positional: nil, options: [help],
            subcommands: [
                Command(name: "list", summary: "the template sets, their files and output paths, and the partials", positional: nil,
                        options: [.valued("--templates", .directory, "DIR")], help: ViperGen.Templates.help),
                Command(name: "show", summary: "print a set's template.json or one template", positional: .template,
                        options: [.valued("--templates", .directory, "DIR")], help: ViperGen.Templates.help),
                Command(name: "export", summary: "write the built-in templates (or Xcode file templates) to a folder",
                        positional: .directory, options: [.flag("--force"), .flag("--xcode")], help: ViperGen.Templates.help),
                Command(name: "render", summary: "render any Mustache file with a JSON context", positional: .file,
                        options: [
                            .valued("--context", .file, "JSON_FILE"), .valued("--partials", .directory, "DIR"),
                            .flag("--no-escape"), .flag("--strict"),
                        ],
                        help: ViperGen.Templates.help),
                Command(name: "context", summary: "print the JSON context templates receive for a module", positional: .module,
                        options: [.valued("--spec", .file, "FILE")], help: ViperGen.Templates.help),
            ],
            help: ViperGen.Templates.help),
        Command(
            name: "recommend", summary: "which pattern suits a team and project, with its reasons", positional: nil,
            options: [
                .valued("--team-size", .integer, "N"),
                .valued("--complexity", .integer, "1-5"),
                .valued("--testing", .integer, "1-5"),
                .valued("--maintenance", .integer, "1-5"),
                .valued("--speed", .integer, "1-5"),
                .valued("--screens", .integer, "N"),
                .valued("--current", patterns, "PATTERN"),
                .flag("--explain"),
                format,
                .valued("--method", .choice(ViperGen.Recommend.Method.allCases.map(\.rawValue)), "score|sum"),
                .valued("--project-size", .integer, "1-5"),
                .valued("--queries", .file, "FILE|-"),
                .valued("--project", .directory, "PATH"),
                help,
            ],
            help: ViperGen.Recommend.help),
        Command(
            name: "assess", summary: "measure existing Swift code: its pattern, complexity, coupling and quality scores",
            positional: .directory,
            options: [
                .valued("--format", .choice(ViperGen.Assess.Format.allCases.map(\.rawValue)), "text|json|sarif|github"),
                .flag("--functions"),
                .valued("--fail-under", .integer, "N"),
                .valued("--baseline", .file, "FILE"),
                help,
            ],
            help: ViperGen.Assess.help),
        Command(
            name: "evolve", summary: "the steps from one pattern to another", positional: nil,
            options: [.valued("--from", patterns, "PATTERN"), .valued("--to", patterns, "PATTERN"), format, help],
            help: ViperGen.Evolve.help),
        Command(
            name: "graph", summary: "draw the modules and routes of the spec (Mermaid, DOT or JSON)", positional: nil,
            options: [.valued("--spec", .file, "FILE"), .valued("--format", .choice(AppGraphRenderer.Format.allCases.map(\.rawValue)), "mermaid|dot|json"), help],
            help: ViperGen.Graph.help),
        Command(
            name: "patterns", summary: "the comparison tables of the four patterns", positional: nil,
            options: [format, help], help: ViperGen.Patterns.help),
        Command(
            name: "completions", summary: "print a shell completion script (bash, zsh or fish)", positional: .choice(shells),
            options: [
                .flag("--modules", hidden: true, summary: "print the module names of the nearest viper-gen.json"),
                .flag("--template-names", hidden: true, summary: "print the names 'templates show' accepts"),
                .valued("--spec", .file, "FILE", hidden: true, summary: "with --modules: the spec to read"),
                help,
            ],
            help: ViperGen.Completions.help),
        Command(
            name: "help", summary: "show help for viper-gen or a command; --man prints the man page", positional: .choice(ViperGen.commandNames),
            options: [.flag("--man", summary: "print the manual page (roff) to standard output"), help], help: nil),
        Command(name: "version", summary: "print the version", positional: nil, options: [], help: nil),
    ]

    /// The options accepted before any command (`viper-gen --version`).
    static let rootOptions: [Option] = [help, .flag("--version", short: "-v", summary: "print the version")]

    /// The command named `name`, if any.
    static func command(_ name: String) -> Command? {
        commands.first { $0.name == name }
    }

    /// The description of `option` in `command`: its line in the command's help text, else the
    /// catalog's summary.
    static func description(of option: Option, in command: Command) -> String? {
        guard let help = command.help, var text = optionDescriptions(inHelp: help)[option.name] else { return option.summary }
        // A help text shared by subcommands labels each line with them ("list, show: ...").
        if let colon = text.firstRange(of: ": ") {
            let labels = text[..<colon.lowerBound].split(separator: ",").map { String($0).trimmingSpaces }
            if labels.contains(command.name), labels.allSatisfy({ $0.allSatisfy(\.isLowercase) }) {
                text = String(text[colon.upperBound...])
            }
        }
        return text
    }

    /// The descriptions of the OPTIONS section of a help text, by long option name. A line
    /// `  --name VALUE   description` starts an option; deeper-indented lines continue it.
    static func optionDescriptions(inHelp help: String) -> [String: String] {
        var result: [String: String] = [:]
        var inOptions = false
        var current: (names: [String], indent: Int, text: String)?
        func finish() {
            if let current, !current.text.isEmpty {
                for name in current.names where result[name] == nil { result[name] = current.text }
            }
            current = nil
        }
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            if trimmed.isEmpty { finish(); continue }
            if indent == 0 {
                finish()
                inOptions = trimmed.hasPrefix("OPTIONS")
                continue
            }
            guard inOptions else { continue }
            if trimmed.hasPrefix("-") {
                finish()
                // The names and value before the first run of two spaces; the description after.
                let text = String(trimmed)
                let split = text.firstRange(of: "  ")
                let syntax = split.map { String(text[..<$0.lowerBound]) } ?? text
                let description = split.map { String(text[$0.upperBound...]).trimmingSpaces } ?? ""
                let names = syntax.split(separator: " ").map { $0.hasSuffix(",") ? String($0.dropLast()) : String($0) }
                    .filter { $0.hasPrefix("-") }
                current = (names, indent, description)
            } else if var open = current, indent > open.indent {
                open.text += (open.text.isEmpty ? "" : " ") + String(trimmed).trimmingSpaces
                current = open
            } else {
                finish()
            }
        }
        finish()
        return result
    }
}

extension String {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
