import TextSupport
import ViperGenKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ViperGen {
    /// `viper-gen completions bash|zsh|fish`: a completion script generated from
    /// `CommandCatalog`, so it completes exactly the commands and options the tool parses.
    ///
    /// The scripts call `viper-gen completions --modules` (the nearest spec's module names, one
    /// per line, nothing on error) and `--template-names` for the values only a run can know.
    enum Completions {
        static func run(_ arguments: [String], console: Console) -> ExitCode {
            ViperGen.runCommand("completions", arguments, console: console) { parsed throws(UsageError) in
                if let names = helperNames(parsed) {
                    for name in names { console.line(name) }
                } else {
                    console.write(try script(parsed))
                }
                return .success
            }
        }

        /// What the scripts' hidden options ask for: the module names (`--modules`) or the
        /// template names (`--template-names`); nil when neither is asked for.
        static func helperNames(_ parsed: Arguments) -> [String]? {
            if parsed.has("--modules") { return moduleNames(spec: parsed.value("--spec")) }
            if parsed.has("--template-names") { return templateNames() }
            return nil
        }

        /// The script for the one shell named.
        static func script(_ parsed: Arguments) throws(UsageError) -> String {
            guard let shell = parsed.positional.first else {
                throw UsageError("'completions' needs a shell: bash, zsh or fish", help: "completions")
            }
            if let extra = parsed.positional.dropFirst().first {
                throw UsageError("unexpected argument '\(extra)'", help: "completions")
            }
            switch shell {
            case "bash": return bash()
            case "zsh": return zsh()
            case "fish": return fish()
            default:
                var message = "unknown shell '\(shell)'; valid: bash, zsh, fish"
                let close = Suggestion.closest(to: shell, among: CommandCatalog.shells)
                if let close { message += "; did you mean '\(close)'?" }
                throw UsageError(message, help: "completions", suggestion: close)
            }
        }

        /// The `"name"` of every module of the spec (`--spec FILE` or the nearest
        /// viper-gen.json), in file order; empty when there is none or it cannot be read.
        static func moduleNames(spec: String?) -> [String] {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            guard let url = spec.map({ URL(fileURLWithPath: $0, relativeTo: cwd) }) ?? SpecLocator.find(from: cwd),
                let data = FileManager.default.contents(atPath: url.path),
                let root = try? JSONParser.parse(Array(data)).root,
                case .object(let members) = root.value,
                let modules = members.first(where: { $0.key == "modules" }),
                case .array(let items) = modules.value.value
            else { return [] }
            return items.compactMap { item in
                guard case .object(let fields) = item.value, let name = fields.first(where: { $0.key == "name" }),
                    case .string(let text) = name.value.value, !text.isEmpty, !text.contains("\n")
                else { return nil }
                return text
            }
        }

        /// What `templates show` accepts: the set names and each file without `.mustache`.
        static func templateNames() -> [String] {
            let library = TemplateLibrary()
            let files = library.files.keys.filter { !$0.hasPrefix("builtin:") }
                .map { $0.hasSuffix(".mustache") ? String($0.dropLast(".mustache".count)) : $0 }
            return library.setNames + files.sorted()
        }

        // MARK: - The table the scripts share

        /// A command with its options as the scripts address it: `generate`, `templates export`.
        struct Entry {
            var key: String
            var command: CommandCatalog.Command
        }

        /// Every command and subcommand, keyed as the scripts see them.
        static var entries: [Entry] {
            CommandCatalog.commands.flatMap { command in
                [Entry(key: command.name, command: command)]
                    + command.subcommands.map { Entry(key: "\(command.name) \($0.name)", command: $0) }
            }
        }

        /// How one shell's script completes a value of each kind (the words after an option, or a
        /// command's positional words): the one switch over the kinds the three scripts share.
        /// `free` is for a name or a number (nothing to complete), `flag` for an option without a value.
        struct ValueActions: Sendable {
            var choice: @Sendable ([String]) -> String
            var file, directory, module, template, free, flag: String

            func callAsFunction(_ kind: CommandCatalog.ValueKind?) -> String {
                switch kind {
                case .choice(let words): choice(words)
                case .file: file
                case .directory: directory
                case .module: module
                case .template: template
                case .name, .integer: free
                case nil: flag
                }
            }
        }

        /// A value kind as the bash script encodes it: `choice:a b`, `file`, `directory`,
        /// `module`, `template`, or `none`.
        static let code = ValueActions(
            choice: { "choice:" + $0.joined(separator: " ") }, file: "file", directory: "directory",
            module: "module", template: "template", free: "none", flag: "none")

        /// A short description for a completion menu: the first sentence of the option's
        /// description, at most about 70 characters.
        static func shortDescription(_ text: String?) -> String {
            guard var text, !text.isEmpty else { return "" }
            for separator in ["; ", ". "] {
                if let range = text.firstRange(of: separator) { text = String(text[..<range.lowerBound]) }
            }
            // A parenthesis the cut left open goes, with what it opened: "sources (repeatable".
            if text.count(where: { $0 == "(" }) > text.count(where: { $0 == ")" }), let open = text.lastIndex(of: "(") {
                text = String(text[..<open]).trimmingSpaces
            }
            if text.count > 70 {
                var cut = ""
                for word in text.split(separator: " ") {
                    if cut.count + word.count + 1 > 68 { break }
                    cut += (cut.isEmpty ? "" : " ") + word
                }
                text = cut + "…"
            }
            return text
        }

        /// `--help` before OPTIONS: usage and what the command does (CommandCatalog adds the options).
        static let usage = """
            USAGE: viper-gen completions bash|zsh|fish

            Prints a completion script for the shell: commands, options, their values (patterns,
            UIs, bindings, test frameworks, layouts, formats), module names from the nearest
            viper-gen.json, and file paths where an option takes one.

              bash   viper-gen completions bash > ~/.local/share/bash-completion/completions/viper-gen
                     (or add 'source <(viper-gen completions bash)' to ~/.bashrc)
              zsh    viper-gen completions zsh > "${fpath[1]}/_viper-gen"
                     (or add 'source <(viper-gen completions zsh)' to ~/.zshrc, after compinit)
              fish   viper-gen completions fish > ~/.config/fish/completions/viper-gen.fish

            """
        static let epilogue = ""
        /// The whole `--help` text, made by the command catalog.
        static var help: String { CommandCatalog.command("completions")?.help ?? usage }
    }
}
