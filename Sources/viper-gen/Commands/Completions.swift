#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ViperGenKit

extension ViperGen {
    /// `viper-gen completions bash|zsh|fish`: a completion script generated from
    /// `CommandCatalog`, so it completes exactly the commands and options the tool parses.
    ///
    /// The scripts call `viper-gen completions --modules` (the nearest spec's module names, one
    /// per line, nothing on error) and `--template-names` for the values only a run can know.
    enum Completions {
        static func run(_ arguments: [String], console: Console) -> ExitCode {
            do throws(UsageError) {
                let parsed = try Arguments(arguments, for: "completions")
                if parsed.has("--help") || parsed.has("-h") {
                    console.write(help)
                    return .success
                }
                if parsed.has("--modules") {
                    for name in moduleNames(spec: parsed.value("--spec")) { console.line(name) }
                    return .success
                }
                if parsed.has("--template-names") {
                    for name in templateNames() { console.line(name) }
                    return .success
                }
                guard let shell = parsed.positional.first else {
                    throw UsageError("'completions' needs a shell: bash, zsh or fish", help: "completions")
                }
                if let extra = parsed.positional.dropFirst().first {
                    throw UsageError("unexpected argument '\(extra)'", help: "completions")
                }
                switch shell {
                case "bash": console.write(bash())
                case "zsh": console.write(zsh())
                case "fish": console.write(fish())
                default:
                    var message = "unknown shell '\(shell)'; valid: bash, zsh, fish"
                    let close = Suggestion.closest(to: shell, among: CommandCatalog.shells)
                    if let close { message += "; did you mean '\(close)'?" }
                    throw UsageError(message, help: "completions", suggestion: close)
                }
                return .success
            } catch {
                return ViperGen.fail(error, console: console)
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
                  case .array(let items) = modules.value.value else { return [] }
            return items.compactMap { item in
                guard case .object(let fields) = item.value, let name = fields.first(where: { $0.key == "name" }),
                      case .string(let text) = name.value.value, !text.isEmpty, !text.contains("\n") else { return nil }
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

        /// A value kind as the bash and fish scripts encode it: `choice:a b`, `file`, `directory`,
        /// `module`, `template`, or `none`.
        static func code(_ kind: CommandCatalog.ValueKind?) -> String {
            switch kind {
            case .choice(let words): "choice:" + words.joined(separator: " ")
            case .file: "file"
            case .directory: "directory"
            case .module: "module"
            case .template: "template"
            case .name, .integer, nil: "none"
            }
        }

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

        // MARK: - bash

        /// The bash script: `_viper_gen` for `complete -F`, with the catalog as `case` tables.
        static func bash() -> String {
            let names = CommandCatalog.commands.map(\.name)
            var options = "", kinds = "", repeatable = "", positional = "", subcommands = ""
            for entry in entries {
                let visible = entry.command.visibleOptions
                options += "        \"\(entry.key)\") echo \"\(visible.flatMap(\.spellings).joined(separator: " "))\" ;;\n"
                for option in visible where option.value != nil {
                    kinds += "        \"\(entry.key) \(option.name)\") echo \"\(code(option.value))\" ;;\n"
                }
                let repeated = visible.filter(\.repeatable).map(\.name)
                if !repeated.isEmpty {
                    repeatable += "        \(repeated.map { "\"\(entry.key) \($0)\"" }.joined(separator: " | ")) ) return 0 ;;\n"
                }
                let code = code(entry.command.positional)
                positional += "        \"\(entry.key)\") echo \"\(code)\" ;;\n"
                if !entry.command.subcommands.isEmpty {
                    subcommands += "        \"\(entry.key)\") echo \"\(entry.command.subcommands.map(\.name).joined(separator: " "))\" ;;\n"
                }
            }
            let root = CommandCatalog.rootOptions.filter { $0.name != "--help" }.flatMap(\.spellings).joined(separator: " ")
            return """
                # bash completion for viper-gen, generated by 'viper-gen completions bash' \(version).
                # Install:  viper-gen completions bash > ~/.local/share/bash-completion/completions/viper-gen
                # or add to ~/.bashrc:  source <(viper-gen completions bash)

                # The options of a command ("generate", "templates export").
                _viper_gen_options() {
                    case "$1" in
                \(options)    esac
                }

                # What the value of option $2 of command $1 is: choice:WORDS, file, directory, module,
                # template, none (a name or a number), or nothing for a flag.
                _viper_gen_value() {
                    case "$1 $2" in
                \(kinds)    esac
                }

                # Whether option $2 of command $1 may be given more than once.
                _viper_gen_repeatable() {
                    case "$1 $2" in
                \(repeatable)    esac
                    return 1
                }

                # What the words of command $1 that are not options are.
                _viper_gen_positional() {
                    case "$1" in
                \(positional)    esac
                }

                # The subcommands of command $1.
                _viper_gen_subcommands() {
                    case "$1" in
                \(subcommands)    esac
                }

                # Runs the viper-gen being completed (a path typed as ~/... is expanded).
                _viper_gen_run() {
                    local program="${COMP_WORDS[0]}"
                    [[ $program == "~/"* ]] && program="$HOME/${program#\\~/}"
                    "$program" "$@" 2>/dev/null
                }

                # The module names of the spec: --spec FILE on the line, or the nearest viper-gen.json.
                _viper_gen_modules() {
                    local i spec=()
                    for ((i = 1; i < ${#COMP_WORDS[@]} - 1; i++)); do
                        [[ ${COMP_WORDS[i]} == --spec ]] && spec=(--spec "${COMP_WORDS[i + 1]}")
                    done
                    _viper_gen_run completions --modules ${spec[@]+"${spec[@]}"}
                }

                # Completes $2 as a value of kind $1 into COMPREPLY.
                _viper_gen_complete_kind() {
                    local IFS=$'\\n'
                    case "$1" in
                        choice:*) IFS=$' \\n'; COMPREPLY=($(compgen -W "${1#choice:}" -- "$2")) ;;
                        file) COMPREPLY=($(compgen -f -- "$2")); compopt -o filenames 2>/dev/null ;;
                        directory) COMPREPLY=($(compgen -d -- "$2")); compopt -o filenames 2>/dev/null ;;
                        module) COMPREPLY=($(compgen -W "$(_viper_gen_modules)" -- "$2")) ;;
                        template) COMPREPLY=($(compgen -W "$(_viper_gen_run completions --template-names)" -- "$2")) ;;
                        *) COMPREPLY=() ;;
                    esac
                }

                _viper_gen() {
                    local cword=$COMP_CWORD cur="${COMP_WORDS[COMP_CWORD]}" prev="" command key start i option used
                    COMPREPLY=()
                    # bash splits `--pattern=mv` at '=' (COMP_WORDBREAKS): complete the value.
                    if [[ $cur == "=" ]]; then
                        cur="" prev="${COMP_WORDS[cword - 1]}"
                    elif ((cword >= 2)) && [[ ${COMP_WORDS[cword - 1]} == "=" ]]; then
                        prev="${COMP_WORDS[cword - 2]}"
                    elif ((cword >= 1)); then
                        prev="${COMP_WORDS[cword - 1]}"
                    fi
                    if ((cword == 1)); then
                        if [[ $cur == -* ]]; then
                            COMPREPLY=($(compgen -W "\(root) $(_viper_gen_options generate)" -- "$cur"))
                        else
                            local IFS=$'\\n'
                            COMPREPLY=($(compgen -W "$(printf '%s\\n' \(names.joined(separator: " ")); _viper_gen_modules)" -- "$cur"))
                        fi
                        return 0
                    fi
                    command="${COMP_WORDS[1]}" start=2
                    if [[ -z $(_viper_gen_positional "$command") ]]; then
                        command=generate start=1   # viper-gen Login ... is viper-gen generate Login ...
                    fi
                    key="$command"
                    local subcommands
                    subcommands="$(_viper_gen_subcommands "$command")"
                    if [[ -n $subcommands ]]; then
                        if ((cword == 2)); then
                            COMPREPLY=($(compgen -W "$subcommands $(_viper_gen_options "$command")" -- "$cur"))
                            return 0
                        fi
                        for i in $subcommands; do
                            [[ ${COMP_WORDS[2]} == "$i" ]] && key="$command $i" start=3
                        done
                    fi
                    if [[ $prev == -* ]]; then
                        local kind
                        kind="$(_viper_gen_value "$key" "$prev")"
                        if [[ -n $kind ]]; then
                            _viper_gen_complete_kind "$kind" "$cur"
                            return 0
                        fi
                    fi
                    if [[ $cur == -* ]]; then
                        local offered=()
                        for option in $(_viper_gen_options "$key"); do
                            if ! _viper_gen_repeatable "$key" "$option"; then
                                used=0
                                for ((i = start; i < cword; i++)); do
                                    [[ ${COMP_WORDS[i]} == "$option" ]] && used=1
                                done
                                ((used)) && continue
                            fi
                            offered+=("$option")
                        done
                        COMPREPLY=($(compgen -W "${offered[*]}" -- "$cur"))
                        return 0
                    fi
                    _viper_gen_complete_kind "$(_viper_gen_positional "$key")" "$cur"
                    return 0
                }

                complete -F _viper_gen viper-gen

                """
        }

        // MARK: - zsh

        /// The zsh script: `_arguments` specifications per command; works autoloaded from
        /// `fpath` (as `_viper-gen`) or sourced.
        static func zsh() -> String {
            func escaped(_ text: String) -> String {
                var result = ""
                for character in text {
                    switch character {
                    case "\\", "[", "]": result += "\\\(character)"
                    case "'": result += "'\\''"
                    default: result.append(character)
                    }
                }
                return result
            }
            func action(_ kind: CommandCatalog.ValueKind?) -> String {
                switch kind {
                case .choice(let words): "(\(words.joined(separator: " ")))"
                case .file: "_files"
                case .directory: "_files -/"
                case .module: "_viper_gen_modules"
                case .template: "_viper_gen_template_names"
                case .name, .integer, nil: " "
                }
            }
            func specs(_ command: CommandCatalog.Command, extra: [CommandCatalog.Option] = []) -> String {
                var lines: [String] = []
                for option in command.visibleOptions + extra {
                    let text = escaped(shortDescription(option.summary))
                    var spec: String
                    if let short = option.short {
                        spec = "'(\(short) \(option.name))'{\(short),\(option.name)}'[\(text)]"
                    } else {
                        // `--pattern=` takes its value as the next word or after `=`, as viper-gen does.
                        spec = "'\(option.repeatable ? "*" : "")\(option.name)\(option.value == nil ? "" : "=")[\(text)]"
                    }
                    if let value = option.value {
                        spec += ":\(escaped(option.placeholder.lowercased())):\(action(value))"
                    }
                    lines.append(spec + "'")
                }
                if let positional = command.positional {
                    let name = positional == .module ? "*:module" : ":argument"
                    lines.append("'\(name):\(action(positional))'")
                }
                return lines.map { "        \($0)" }.joined(separator: " \\\n")
            }
            func described(_ commands: [CommandCatalog.Command]) -> String {
                commands.map { "        '\($0.name):\(escaped(shortDescription($0.summary)))'" }.joined(separator: "\n")
            }
            var functions = ""
            var dispatch = ""
            for command in CommandCatalog.commands {
                let function = "_viper_gen_command_\(command.name)"
                if command.subcommands.isEmpty {
                    let extra = command.name == "generate" ? CommandCatalog.rootOptions.filter { $0.name != "--help" } : []
                    functions += "\(function)() {\n    _arguments -S \\\n\(specs(command, extra: extra))\n}\n\n"
                } else {
                    var cases = ""
                    for sub in command.subcommands {
                        functions += "\(function)_\(sub.name)() {\n    _arguments -S \\\n\(specs(sub))\n}\n\n"
                        cases += "        \(sub.name)) shift words; (( CURRENT-- )); \(function)_\(sub.name) ;;\n"
                    }
                    functions += """
                        \(function)() {
                            local -a subcommands
                            subcommands=(
                        \(described(command.subcommands))
                            )
                            if (( CURRENT == 2 )); then
                                _describe -t subcommands 'subcommand' subcommands
                                return
                            fi
                            case $words[2] in
                        \(cases)    esac
                        }


                        """
                }
                dispatch += "        \(command.name)) shift words; (( CURRENT-- )); \(function) ;;\n"
            }
            return """
                #compdef viper-gen
                # zsh completion for viper-gen, generated by 'viper-gen completions zsh' \(version).
                # Install:  viper-gen completions zsh > "${fpath[1]}/_viper-gen"   (then restart zsh)
                # or add to ~/.zshrc after compinit:  source <(viper-gen completions zsh)

                # The module names of the spec: --spec FILE on the line, or the nearest viper-gen.json.
                _viper_gen_modules() {
                    local -a modules spec
                    local i
                    for (( i = 1; i < $#words; i++ )); do
                        [[ $words[i] == --spec ]] && spec=(--spec ${(Q)words[i+1]})
                    done
                    modules=(${(f)"$(_call_program modules ${(q)_viper_gen_program} completions --modules $spec 2>/dev/null)"})
                    _describe -t modules 'module' modules
                }

                # The names 'templates show' accepts.
                _viper_gen_template_names() {
                    local -a names
                    names=(${(f)"$(_call_program templates ${(q)_viper_gen_program} completions --template-names 2>/dev/null)"})
                    _describe -t templates 'template' names
                }

                \(functions)_viper-gen() {
                    local _viper_gen_program=${words[1]/#\\~/$HOME}
                    local -a commands
                    commands=(
                \(described(CommandCatalog.commands))
                    )
                    if (( CURRENT == 2 )) && [[ $PREFIX != -* ]]; then
                        _describe -t commands 'command' commands
                        _viper_gen_modules
                        return
                    fi
                    case $words[2] in
                \(dispatch)        *) _viper_gen_command_generate ;;   # viper-gen Login ... is viper-gen generate Login ...
                    esac
                }

                if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then
                    _viper-gen "$@"
                else
                    compdef _viper-gen viper-gen
                fi

                """
        }

        // MARK: - fish

        /// The fish script: one `complete` line per command and option.
        static func fish() -> String {
            func quoted(_ text: String) -> String {
                "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
            }
            func argument(_ kind: CommandCatalog.ValueKind?) -> String {
                switch kind {
                case .choice(let words): "-x -a \(quoted(words.joined(separator: " ")))"
                case .file: "-r -F"
                case .directory: "-x -a '(__fish_complete_directories (commandline -ct))'"
                case .module: "-x -a '(__viper_gen_modules)'"
                case .template: "-x -a '(__viper_gen_run completions --template-names)'"
                case .name, .integer: "-x"
                case nil: ""
                }
            }
            var lines: [String] = []
            let atStart = "'__viper_gen_at_start'"
            for command in CommandCatalog.commands {
                lines.append("complete -c viper-gen -n \(atStart) -a \(command.name) -d \(quoted(shortDescription(command.summary)))")
            }
            lines.append("complete -c viper-gen -n \(atStart) -a '(__viper_gen_modules)' -d module")
            for option in CommandCatalog.rootOptions where option.name != "--help" {
                lines.append("complete -c viper-gen -n \(atStart) -l \(option.name.dropFirst(2))"
                             + (option.short.map { " -s \($0.dropFirst())" } ?? "") + " -d \(quoted(option.summary))")
            }
            for entry in entries {
                let condition = "-n \(quoted("__viper_gen_is \(entry.key)"))"
                lines.append("")
                lines.append("# \(entry.key)")
                if !entry.command.subcommands.isEmpty {
                    for sub in entry.command.subcommands {
                        lines.append("complete -c viper-gen \(condition) -a \(sub.name) -d \(quoted(shortDescription(sub.summary)))")
                    }
                }
                for option in entry.command.visibleOptions {
                    var line = "complete -c viper-gen \(condition) -l \(option.name.dropFirst(2))"
                    if let short = option.short { line += " -s \(short.dropFirst())" }
                    let value = argument(option.value)
                    if !value.isEmpty { line += " " + value }
                    let text = shortDescription(option.summary)
                    if !text.isEmpty { line += " -d \(quoted(text))" }
                    lines.append(line)
                }
                if let positional = entry.command.positional {
                    let value = argument(positional).replacing("-r -F", with: "-F")
                    lines.append("complete -c viper-gen \(condition) \(value)")
                }
            }
            let names = CommandCatalog.commands.map(\.name).joined(separator: " ")
            let subcommandCases = CommandCatalog.commands.filter { !$0.subcommands.isEmpty }.map { command in
                """
                        if test "$first" = \(command.name); and test (count $words) -ge 2; and contains -- $words[2] \(command.subcommands.map(\.name).joined(separator: " "))
                            echo "\(command.name) $words[2]"
                            return
                        end
                """
            }.joined(separator: "\n")
            return """
                # fish completion for viper-gen, generated by 'viper-gen completions fish' \(version).
                # Install:  viper-gen completions fish > ~/.config/fish/completions/viper-gen.fish

                # The command being completed: "generate" for viper-gen Login ..., "templates export", ...
                function __viper_gen_command
                    set -l words (commandline -opc)
                    set -e words[1]
                    set -l first $words[1]
                    if test (count $words) -eq 0
                        echo generate
                        return
                    end
                    if contains -- $first \(names)
                \(subcommandCases)
                        echo $first
                    else
                        echo generate
                    end
                end

                function __viper_gen_is
                    test (__viper_gen_command) = "$argv"
                end

                function __viper_gen_at_start
                    test (count (commandline -opc)) -eq 1
                end

                # Runs the viper-gen being completed.
                function __viper_gen_run
                    set -l program (commandline -opc)[1]
                    $program $argv 2>/dev/null
                end

                # The module names of the spec: --spec FILE on the line, or the nearest viper-gen.json.
                function __viper_gen_modules
                    set -l words (commandline -opc)
                    set -l spec
                    set -l index (contains -i -- --spec $words)
                    and test $index -lt (count $words)
                    and set spec --spec $words[(math $index + 1)]
                    __viper_gen_run completions --modules $spec
                end

                complete -c viper-gen -f
                \(lines.joined(separator: "\n"))

                """
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
