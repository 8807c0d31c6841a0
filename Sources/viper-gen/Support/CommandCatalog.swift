import ViperGenKit

/// Every command, subcommand and option of `viper-gen` in one table: the one declaration that
/// parsing (`Arguments`), `--help`, "did you mean" suggestions, shell completions and the man
/// page are all made from. A command file holds its catalog entry's prose (usage, epilogue),
/// the request it builds from the parsed arguments, and how it prints the outcome.
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
        /// Left out of `--help`, completions and the man page (helpers for the completion scripts).
        var hidden = false
        /// What it does, as `--help` shows it: one entry per line.
        var help: [String] = []

        /// A flag: an option without a value.
        static func flag(_ name: String, short: String? = nil, hidden: Bool = false, _ help: String...) -> Option {
            Option(name: name, short: short, value: nil, hidden: hidden, help: help)
        }

        /// An option that takes a value.
        static func valued(
            _ name: String, _ kind: ValueKind, _ placeholder: String, repeatable: Bool = false,
            hidden: Bool = false, _ help: String...
        ) -> Option {
            Option(
                name: name, value: kind, placeholder: placeholder, repeatable: repeatable, hidden: hidden, help: help)
        }

        /// Every spelling: the long name and the short one.
        var spellings: [String] { [name] + (short.map { [$0] } ?? []) }

        /// How `--help` writes it: `-q, --quiet`, `--pattern viper|mvp|mvvm|mvc`.
        var syntax: String {
            (short.map { "\($0), " } ?? "") + name + (placeholder.isEmpty ? "" : " " + placeholder)
        }

        /// The description on one line (the man page, completions).
        var summary: String { help.joined(separator: " ") }
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
        /// `--help` before the options: usage and what the command does; nil: no help of its own.
        var preamble: String?
        /// `--help` after the options (examples, notes), starting with its blank line.
        var epilogue: String = ""
        /// The column descriptions start at in `--help`'s OPTIONS.
        var column = 37
        /// What runs it with the words after its name; nil for a subcommand (its parent runs it).
        var run: (@Sendable ([String], Console) -> ExitCode)?

        /// The options that `--help`, completions and the man page show.
        var visibleOptions: [Option] { options.filter { !$0.hidden } }

        /// The option spelled `word` (`--pattern` or `-h`), if any.
        func option(_ word: String) -> Option? {
            options.first { $0.name == word || $0.short == word }
        }

        /// The `--help` text: the preamble, `OPTIONS:` made from the catalog, the epilogue.
        var help: String? {
            guard let preamble else { return nil }
            return preamble + "\nOPTIONS:\n" + HelpText.options(helpOptions, column: column) + epilogue
        }

        /// The options `--help` lists: a command with subcommands lists theirs, each labelled
        /// with the subcommands that take it (`list, show: ...`), then its own.
        private var helpOptions: [Option] {
            guard !subcommands.isEmpty else { return visibleOptions }
            var merged: [Option] = []
            for sub in subcommands {
                for option in sub.visibleOptions where !merged.contains(where: { $0.name == option.name }) {
                    let takers = subcommands.filter { $0.option(option.name) != nil }.map(\.name)
                    var labelled = option
                    labelled.help = option.help.enumerated().map {
                        $0 == 0 ? takers.joined(separator: ", ") + ": " + $1 : $1
                    }
                    merged.append(labelled)
                }
            }
            return merged + visibleOptions
        }
    }

    static let help = Option.flag("--help", short: "-h", "show this help")

    /// What a conflict does, for the commands that generate (`generate`, `add`).
    static let conflictOptions: [Option] = [
        .valued(
            "--conflict", .choice(ViperGen.Generate.ConflictStyle.allCases.map(\.rawValue)), "stop|markers",
            "what a conflict does: stop (default: print the hunks, write",
            "nothing) or markers (write the file with git's conflict",
            "markers for your editor; the run then exits 1)"),
        .flag(
            "--force", "take the spec's side in overlapping hunks only; every other",
            "edit of yours is kept (git merge -X theirs)"),
        .flag("--overwrite", "replace conflicting files whole, saving each first as", "FILE.orig beside it"),
        .flag(
            "--skip-existing", "keep existing files, create only missing ones; a kept file",
            "viper-gen.lock does not list is recorded as your edit")
    ]
    static let patterns = ValueKind.choice(Pattern.allCases.map(\.rawValue))
    static func format(_ values: [String], _ help: String...) -> Option {
        Option(name: "--format", value: .choice(values), placeholder: values.joined(separator: "|"), help: help)
    }
    static func pattern(_ help: String) -> Option { .valued("--pattern", patterns, "viper|mvp|mvvm|mvc", help) }
    static func ui(_ help: String...) -> Option {
        Option(
            name: "--ui", value: .choice(UIFlavor.allCases.map(\.rawValue)),
            placeholder: "uikit|swiftui|swiftui-hosted", help: help)
    }
    static func binding(_ help: String) -> Option {
        .valued("--binding", .choice(Binding.allCases.map(\.rawValue)), "closures|combine|observation", help)
    }
    static func tests(_ help: String) -> Option {
        .valued("--tests", .choice(TestFramework.allCases.map(\.rawValue)), "xctest|swift-testing|none", help)
    }
    /// `xcodeproj`'s `--target`, the same for its three subcommands.
    static let xcodeTarget = Option.valued(
        "--target", .name, "NAME", repeatable: true,
        "the target that builds the files (add, remove: repeatable,",
        "none: only referenced; list: one, whose files are listed)")
    /// The shells `viper-gen completions` writes scripts for.
    static let shells = ["bash", "zsh", "fish"]

    /// Every command, in the order `--help` and the man page list them.
    static let commands: [Command] = [
        Command(
            name: "generate", summary: "generate modules (the default: viper-gen Login is viper-gen generate Login)",
            positional: .module,
            options: [
                pattern("architecture pattern (default: viper)"),
                ui(
                    "UI (default: uikit): UIKit; pure SwiftUI (NavigationStack,",
                    "iOS 16+); or SwiftUI views hosted in UIKit navigation"),
                binding("how an MVVM view observes its view model (default: closures)"),
                tests("test framework of the generated tests (default: xctest)"),
                .valued(
                    "--layout", .choice(Layout.allCases.map(\.rawValue)), "module|type|domain",
                    "folder layout (default: module)"),
                .valued(
                    "--ios", .name, "VERSION", "the iOS version the app supports, 15.0 or later (default: 17.0);",
                    "below 17, SwiftUI state is an ObservableObject"),
                .valued("--domain", .name, "NAME", "feature domain for --layout domain"),
                .valued("--output", .directory, "DIR", "where sources go (default: App/Modules)"),
                .valued("--tests-output", .directory, "DIR", "where tests go (default: AppTests/Modules)"),
                .valued(
                    "--testable-import", .name, "NAME",
                    "module under test in generated tests (default: the one the app target builds, with --xcodeproj; else App)"
                ),
                .valued("--xcodeproj", .directory, "PATH", "also add the files to this Xcode project (App.xcodeproj)"),
                .valued(
                    "--target", .name, "NAME", repeatable: true,
                    "target that compiles the sources (repeatable; default: the",
                    "project's only app target)"),
                .valued(
                    "--test-target", .name, "NAME", repeatable: true,
                    "target that compiles the tests (repeatable; default: the",
                    "project's only unit-test target)"),
                .valued("--templates", .directory, "DIR", "user templates, searched before the built-in ones"),
                .valued("--spec", .file, "FILE", "module spec (default: nearest viper-gen.json)"),
                .flag("--dry-run", "print the plan, write nothing"),
                .flag(
                    "--check", "like --dry-run; exit 1 if the files are out of date with the",
                    "spec (your own edits of generated files do not count)"),
                .flag("--diff", "with --dry-run or --check: print unified diffs of the changes"),
                .flag(
                    "--prune", "delete orphans (files no longer generated) still as generated,",
                    "forget deleted ones, tidy the Xcode project (never a module made by name)")
            ] + conflictOptions + [
                .valued(
                    "--wait", .integer, "SECONDS", "how long to wait for another run on the same spec (default: 10)"),
                format(
                    ViperGen.Generate.Format.allCases.map(\.rawValue),
                    "report format (default: text); with json, errors are JSON too;",
                    "github: errors, warnings and drifted files as GitHub Actions annotations"),
                .flag("--quiet", short: "-q", "print only the summary line (and warnings and errors)"),
                .flag("--verbose", "also print the spec, templates, lock and timing used (stderr)"),
                help
            ],
            preamble: ViperGen.Generate.usage, epilogue: ViperGen.Generate.epilogue, run: ViperGen.Generate.run),
        Command(
            name: "add", summary: "add a module to viper-gen.json and generate it", positional: .module,
            options: [
                pattern("architecture pattern (default: the spec's, else viper)"),
                ui("UI (default: the spec's, else uikit)"),
                binding("how an MVVM view observes its view model"),
                tests("test framework of the generated tests"),
                .valued("--layout", .choice(Layout.allCases.map(\.rawValue)), "module|type|domain", "folder layout"),
                .valued("--ios", .name, "VERSION", "the iOS version the module supports, 15.0 or later"),
                .valued("--domain", .name, "NAME", "feature domain for --layout domain"),
                .valued("--xcodeproj", .directory, "PATH", "the Xcode project the module's files go into"),
                .valued("--target", .name, "NAME", repeatable: true, "target that compiles the sources (repeatable)"),
                .valued(
                    "--test-target", .name, "NAME", repeatable: true, "target that compiles the tests (repeatable)"),
                .valued(
                    "--spec", .file, "FILE", "the spec to add to (default: nearest viper-gen.json, else a new one here)"
                ),
                .valued(
                    "--wait", .integer, "SECONDS", "how long to wait for another run on the same spec (default: 10)")
            ] + conflictOptions + [
                .flag("--dry-run", "print what would be written, write nothing"),
                .flag("--diff", "with --dry-run: print unified diffs of the changes"),
                format(ViperGen.Generate.Format.allCases.map(\.rawValue), "report format (default: text)"),
                .flag("--quiet", short: "-q", "print only the summary line (and warnings and errors)"),
                help
            ],
            preamble: ViperGen.Add.usage, epilogue: ViperGen.Add.epilogue, run: ViperGen.Add.run),
        Command(
            name: "adopt",
            summary: "record existing files in viper-gen.lock as your edits, so spec changes merge into them",
            positional: .module,
            options: [
                .valued("--spec", .file, "FILE", "module spec (default: nearest viper-gen.json)"),
                .flag("--dry-run", "print what would be recorded, write nothing"),
                format(ViperGen.Generate.Format.allCases.map(\.rawValue), "report format (default: text)"),
                .flag("--quiet", short: "-q", "print only the summary line (and warnings and errors)"),
                help
            ],
            preamble: ViperGen.Adopt.usage, epilogue: ViperGen.Adopt.epilogue, run: ViperGen.Adopt.run),
        Command(
            name: "init", summary: "write a starter viper-gen.json (never overwrites one)", positional: nil,
            options: [
                pattern("the default pattern (default: viper)"),
                ui(
                    "the default UI (default: uikit); swiftui is pure SwiftUI,",
                    "swiftui-hosted SwiftUI views in UIKit navigation"),
                binding("how MVVM views observe their view models (default: closures)"),
                tests("the test framework (default: xctest)"),
                .valued("--output", .directory, "DIR", "where sources go (default: App/Modules)"),
                .valued("--tests-output", .directory, "DIR", "where tests go (default: AppTests/Modules)"),
                .valued(
                    "--testable-import", .name, "NAME",
                    "the module under test (default: the one the app target of the project builds; else App)"),
                .flag("--minimal", "the defaults and one module (Login)"),
                help
            ],
            preamble: ViperGen.Init.usage, epilogue: ViperGen.Init.epilogue, run: ViperGen.Init.run),
        Command(
            name: "templates",
            summary: "list, show and export the built-in templates; render a Mustache file; print a context",
            positional: nil, options: [help],
            subcommands: [
                Command(
                    name: "list", summary: "the template sets, their files and output paths, and the partials",
                    positional: nil,
                    options: [
                        .valued("--templates", .directory, "DIR", "user templates, searched before the built-in ones")
                    ]),
                Command(
                    name: "show", summary: "print a set's template.json or one template", positional: .template,
                    options: [
                        .valued("--templates", .directory, "DIR", "user templates, searched before the built-in ones")
                    ]),
                Command(
                    name: "export", summary: "write the built-in templates (or Xcode file templates) to a folder",
                    positional: .directory,
                    options: [
                        .flag("--force", "overwrite files in DIR that differ"),
                        .flag("--xcode", "write Xcode file templates (sources only) instead")
                    ]),
                Command(
                    name: "render", summary: "render any Mustache file with a JSON context", positional: .file,
                    options: [
                        .valued("--context", .file, "JSON_FILE", "the JSON context to render with"),
                        .valued("--partials", .directory, "DIR", "the folder partials and parents are read from"),
                        .flag("--no-escape", "{{x}} renders raw, as viper-gen's generator does"),
                        .flag("--strict", "a missing name is an error")
                    ]),
                Command(
                    name: "context", summary: "print the JSON context templates receive for a module",
                    positional: .module,
                    options: [.valued("--spec", .file, "FILE", "the spec (default: nearest viper-gen.json)")])
            ],
            preamble: ViperGen.Templates.usage, column: 25, run: ViperGen.Templates.run),
        Command(
            name: "recommend", summary: "which pattern suits a team and project, with its reasons", positional: nil,
            options: [
                .valued("--team-size", .integer, "N", "people on the team, an integer >= 1 (1-5 with --method sum)"),
                .valued("--complexity", .integer, "1-5", "project complexity"),
                .valued("--testing", .integer, "1-5", "how much automated testing matters"),
                .valued("--maintenance", .integer, "1-5", "how much long-term maintenance matters"),
                .valued("--speed", .integer, "1-5", "how much development speed matters"),
                .valued(
                    "--screens", .integer, "N", "screens in the app (>= 0): adds the articles' suitability bands",
                    "(MVC < 20, MVP 20-49, MVVM 50-100, VIPER > 100; team 1-3 MVC,",
                    "4-5 MVP, > 5 VIPER) and says where they disagree"),
                .valued(
                    "--current", patterns, "PATTERN", "the pattern used today: adds the evolution steps to the",
                    "recommendation (MVC -> MVP -> MVVM -> VIPER)"),
                .flag(
                    "--explain", "adds the recommended pattern's strengths, weaknesses and",
                    "anti-patterns to watch for"),
                format(ViperGen.Recommend.Format.allCases.map(\.rawValue), "output format (default text)"),
                .valued(
                    "--method", .choice(ViperGen.Recommend.Method.allCases.map(\.rawValue)), "score|sum",
                    "score: the ArchitectureEvaluator (default); sum: the",
                    "ArchitectureComplexityAnalyzer (total <= 6 MVC, <= 9 MVP,",
                    "<= 12 MVVM, else VIPER)"),
                .valued("--project-size", .integer, "1-5", "project size, for --method sum"),
                .valued(
                    "--project", .directory, "PATH",
                    "derive --current, --screens, --complexity, --testing and (in a git",
                    "repository) --team-size from the Swift code under PATH, as",
                    "'viper-gen assess' measures it; flags given win; the answer",
                    "says where each input came from"),
                .valued(
                    "--queries", .file, "FILE|-", "JSON Lines queries from FILE or standard input, one object per",
                    #"line ({"teamSize":8,"complexity":5,"testing":5,"maintenance":5,"#,
                    #""speed":2}, optional "screens" and "current"); one JSON answer"#,
                    #"per line, {"line":N,"error":"..."} for a bad line; blank lines"#,
                    "are skipped; exit 1 if any line failed"),
                help
            ],
            preamble: ViperGen.Recommend.usage, epilogue: ViperGen.Recommend.epilogue, column: 23,
            run: ViperGen.Recommend.run),
        Command(
            name: "assess",
            summary: "measure existing Swift code: its pattern, complexity, coupling and quality scores",
            positional: .directory,
            options: [
                format(
                    ViperGen.Assess.Format.allCases.map(\.rawValue),
                    "report format (default: text); sarif for GitHub code scanning;",
                    "github: the text report after one GitHub Actions annotation per finding"),
                .flag("--functions", "list every function in the text report, not only the worst ten"),
                .valued("--fail-under", .integer, "N", "exit 1 when the maintainability index is below N (0-100)"),
                .valued(
                    "--baseline", .file, "FILE", "compare with an earlier --format json report; exit 1 only on",
                    "regressions (new violations, lower scores)"),
                .valued(
                    "--max-file-size", .name, "BYTES",
                    "skip (and name on stderr) Swift files larger than this (default: 4M);",
                    "files that are not regular (pipes, devices, /proc) are always skipped"),
                .valued(
                    "--spec", .file, "FILE", "also check the code against the architecture this spec declares:",
                    "modules and their roles, routes, outputs held weakly, services",
                    "through protocols, each pattern's layer rules"),
                .valued(
                    "--fail-on", .choice(ViperGen.Assess.FailOn.allCases.map(\.rawValue)), "drift",
                    "with --spec: exit 1 when the code departs from the spec"),
                help
            ],
            preamble: ViperGen.Assess.usage, epilogue: ViperGen.Assess.epilogue, run: ViperGen.Assess.run),
        Command(
            name: "evolve", summary: "the steps from one pattern to another", positional: nil,
            options: [
                .valued("--from", patterns, "PATTERN", "the pattern used today"),
                .valued("--to", patterns, "PATTERN", "the pattern to reach"),
                format(
                    ViperGen.Recommend.Format.allCases.map(\.rawValue), "output format (default text); JSON:",
                    #"{"from":"MVC","to":"VIPER","direction":"forward","steps":["MVP","MVVM","VIPER"]}"#),
                help
            ],
            preamble: ViperGen.Evolve.usage, epilogue: ViperGen.Evolve.epilogue, column: 23, run: ViperGen.Evolve.run),
        Command(
            name: "graph", summary: "draw the modules and routes of the spec (Mermaid, DOT or JSON)", positional: nil,
            options: [
                .valued("--spec", .file, "FILE", "the spec (default: nearest viper-gen.json)"),
                format(
                    AppGraphRenderer.Format.allCases.map(\.rawValue),
                    "Mermaid flowchart (default; renders in GitHub and most wikis),",
                    #"Graphviz DOT, or JSON {"modules": [...], "routes": [...]}"#),
                help
            ],
            preamble: ViperGen.Graph.usage, epilogue: ViperGen.Graph.epilogue, column: 31, run: ViperGen.Graph.run),
        Command(
            name: "patterns", summary: "the comparison tables of the four patterns", positional: nil,
            options: [format(ViperGen.Recommend.Format.allCases.map(\.rawValue), "output format (default text)"), help],
            preamble: ViperGen.Patterns.usage, column: 23, run: ViperGen.Patterns.run),
        Command(
            name: "xcodeproj", summary: "add any files to an Xcode project, remove them, list what a target builds",
            positional: nil, options: [help],
            subcommands: [
                Command(
                    name: "add", summary: "reference files (groups mirroring folders) and build them in targets",
                    positional: .file,
                    options: [
                        .valued("--project", .directory, "PATH", "the .xcodeproj folder"),
                        xcodeTarget,
                        .valued(
                            "--group", .name, "GROUP", "navigator path of the group the folders are mirrored under"),
                        .flag("--dry-run", "print what would change, write nothing"),
                        format(ViperGen.Xcodeproj.Format.allCases.map(\.rawValue), "report format (default: text)")
                    ]),
                Command(
                    name: "remove", summary: "remove files from the project, or with --target from those targets only",
                    positional: .file,
                    options: [
                        .valued("--project", .directory, "PATH", "the .xcodeproj folder"),
                        xcodeTarget,
                        .flag("--dry-run", "print what would change, write nothing"),
                        format(ViperGen.Xcodeproj.Format.allCases.map(\.rawValue), "report format (default: text)")
                    ]),
                Command(
                    name: "list", summary: "what a target builds: sources, resources, synchronized folders",
                    positional: nil,
                    options: [
                        .valued("--project", .directory, "PATH", "the .xcodeproj folder"),
                        xcodeTarget,
                        format(ViperGen.Xcodeproj.Format.allCases.map(\.rawValue), "report format (default: text)")
                    ])
            ],
            preamble: ViperGen.Xcodeproj.usage, epilogue: ViperGen.Xcodeproj.epilogue, column: 25,
            run: ViperGen.Xcodeproj.run),
        Command(
            name: "mcp", summary: "serve viper-gen's tools to coding agents (Model Context Protocol over stdio)",
            positional: nil,
            options: [
                .valued(
                    "--root", .directory, "DIR", "the workspace root: every path a tool is given must lie in it",
                    "(default: the current folder)"),
                help
            ],
            preamble: ViperGen.MCP.usage, epilogue: ViperGen.MCP.epilogue, column: 23, run: ViperGen.MCP.run),
        Command(
            name: "completions", summary: "print a shell completion script (bash, zsh or fish)",
            positional: .choice(shells),
            options: [
                .flag("--modules", hidden: true, "print the module names of the nearest viper-gen.json"),
                .flag("--template-names", hidden: true, "print the names 'templates show' accepts"),
                .valued("--spec", .file, "FILE", hidden: true, "with --modules: the spec to read"),
                help
            ],
            preamble: ViperGen.Completions.usage, column: 15, run: ViperGen.Completions.run),
        Command(
            name: "help", summary: "show help for viper-gen or a command; --man prints the man page",
            positional: .choice(commandNames),
            options: [.flag("--man", "print the manual page (roff) to standard output"), help], run: ViperGen.Help.run),
        Command(name: "version", summary: "print the version", positional: nil, options: [])
    ]

    /// Every command's name, in the catalog's order.
    static let commandNames = [
        "generate", "add", "adopt", "init", "templates", "recommend", "assess", "evolve", "graph", "patterns",
        "xcodeproj", "mcp", "completions", "help", "version"
    ]

    /// The options accepted before any command (`viper-gen --version`).
    static let rootOptions: [Option] = [help, .flag("--version", short: "-v", "print the version")]

    /// The command named `name`, if any.
    static func command(_ name: String) -> Command? {
        commands.first { $0.name == name }
    }

    /// The subcommand `name` of `templates`.
    static func templates(_ name: String) -> Command? {
        command("templates")?.subcommands.first { $0.name == name }
    }
}

extension String {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
