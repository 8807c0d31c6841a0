/// The manual page `viper-gen.1` (roff, `man` macros), printed by `viper-gen help --man` and
/// installed by `make install`.
///
/// Built from `CommandCatalog` (every command and option, the same table completions use) and
/// from each command's `--help` text (its description and option descriptions), so the manual
/// cannot list an option the tool does not parse, or describe it differently from `--help`.
enum ManPage {
    /// The whole page.
    static func text() -> String {
        var page = Roff()
        page.raw(".TH VIPER-GEN 1 \"\" \"viper-gen \(ViperGen.version)\" \"User Commands\"")
        page.section("NAME")
        page.raw(
            "viper-gen \\- architecture scaffolding for iOS: VIPER, MVP, MVVM and MVC modules with mocks and tests")
        synopsis(&page)
        description(&page)
        options(&page)
        closing(&page)
        return page.text
    }

    /// SYNOPSIS: one line per command.
    static func synopsis(_ page: inout Roff) {
        page.section("SYNOPSIS")
        page.synopsis("viper-gen", "ModuleName...", "[options]")
        for command in CommandCatalog.commands {
            page.synopsis(
                "viper-gen \(command.name)", placeholder(command.positional, subcommands: command.subcommands),
                command.visibleOptions.isEmpty ? "" : "[options]")
        }
    }

    /// DESCRIPTION and COMMANDS.
    static func description(_ page: inout Roff) {
        page.section("DESCRIPTION")
        page.paragraph(
            """
            viper-gen writes complete, compiling iOS modules (VIPER, MVP, MVVM or MVC; UIKit or SwiftUI) with their \
            mocks and tests, from templates carried inside the binary that can be exported and overridden. A \
            viper-gen.json spec describes whole projects for CI: runs are deterministic and idempotent, files edited \
            by the team are merged with the spec's changes, and nothing is written when a file would conflict. \
            viper-gen recommend scores the four patterns for a team and project profile.
            """)
        page.paragraph(
            "A first word that is not a command is a module name: viper-gen Login is viper-gen generate Login.")

        page.section("COMMANDS")
        for command in CommandCatalog.commands {
            page.item(bold: command.name, text: command.summary)
        }
    }

    /// OPTIONS: those before any command, then each command's with its help text's prose.
    static func options(_ page: inout Roff) {
        page.section("OPTIONS")
        page.paragraph("Before any command:")
        for option in CommandCatalog.rootOptions {
            page.option(option, description: option.summary)
        }
        for command in CommandCatalog.commands { options(of: command, on: &page) }
    }

    /// One command's subsection: its description, options and subcommands with theirs.
    static func options(of command: CommandCatalog.Command, on page: inout Roff) {
        page.subsection("viper-gen \(command.name)")
        if let help = command.help, command.subcommands.isEmpty || command.name == "templates" {
            for block in prose(of: help) { page.block(block) }
        } else {
            page.paragraph(command.summary.prefix(1).uppercased() + command.summary.dropFirst() + ".")
        }
        for option in command.visibleOptions {
            page.option(option, description: option.summary)
        }
        for sub in command.subcommands {
            page.item(
                bold: "\(command.name) \(sub.name)", italic: placeholder(sub.positional, subcommands: []),
                text: sub.summary)
            for option in sub.visibleOptions {
                page.option(option, description: option.summary, indented: true)
            }
        }
    }

    /// EXIT STATUS, EXAMPLES, FILES and SEE ALSO.
    static func closing(_ page: inout Roff) {
        page.section("EXIT STATUS")
        page.item(bold: "0", text: "success")
        page.item(
            bold: "1",
            text: "failure: an invalid spec, a conflict, drift found by --check, a failed write, a bad query line")
        page.item(bold: "2", text: "usage error: an unknown option, a bad value, an invalid module name")
        page.paragraph("A run stopped by SIGINT or SIGTERM removes what it wrote and ends by that signal.")

        page.section("EXAMPLES")
        page.example([
            "viper-gen Login",
            "viper-gen Settings --pattern mvvm --ui swiftui --binding observation",
            "viper-gen Profile --pattern mvp --tests swift-testing --output Sources/Features",
            "viper-gen generate --spec ci/viper-gen.json --check",
            "viper-gen generate --dry-run --diff",
            "viper-gen recommend --team-size 8 --complexity 5 --testing 5 --maintenance 5 --speed 2",
            "viper-gen templates export Templates/Custom",
            "viper-gen templates export XcodeTemplates --xcode",
            "viper-gen completions bash > ~/.local/share/bash-completion/completions/viper-gen"
        ])
        files(&page)
    }

    /// FILES and SEE ALSO.
    static func files(_ page: inout Roff) {
        page.section("FILES")
        page.item(
            italic: "viper-gen.json",
            text: """
                The module spec: defaults and modules. Found in the current directory or the nearest parent, \
                stopping at the repository root (the directory holding .git) or the home directory; or given with --spec.
                """)
        page.item(
            italic: "viper-gen.lock",
            text: """
                Beside the spec (in the current directory without one): every generated file with the hash of the text \
                generated, and what renders it again, so that later runs merge the team's edits. Commit it.
                """)

        page.section("SEE ALSO")
        page.raw(".BR swift (1),")
        page.raw(".BR xcodebuild (1)")
        page.paragraph("README.md in the viper-gen repository.")
    }

    /// `ModuleName...`, `DIR`, `bash|zsh|fish`, `list|show|export|render` for a synopsis.
    static func placeholder(_ kind: CommandCatalog.ValueKind?, subcommands: [CommandCatalog.Command]) -> String {
        if case .choice(let words) = kind, words == ViperGen.commandNames { return "[command]" }
        if !subcommands.isEmpty { return subcommands.map(\.name).joined(separator: "|") }
        return kind.map(operand) ?? ""
    }

    /// How a synopsis names a value of this kind.
    static func operand(_ kind: CommandCatalog.ValueKind) -> String {
        switch kind {
        case .choice(let words): words.joined(separator: "|")
        case .file: "FILE"
        case .directory: "DIR"
        case .module: "[ModuleName...]"
        case .template, .name: "NAME"
        case .integer: "N"
        }
    }

    /// The description paragraphs of a help text: every block but USAGE and the OPTIONS and
    /// EXAMPLES lists.
    static func prose(of help: String) -> [[String]] {
        var blocks: [[String]] = [[]]
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy({ $0 == " " }) {
                if !(blocks.last ?? []).isEmpty { blocks.append([]) }
            } else {
                blocks[blocks.count - 1].append(String(line))
            }
        }
        return blocks.filter { block in
            guard let first = block.first, !first.hasPrefix(" ") else { return false }
            let head = first.prefix { $0 != " " && $0 != ":" }
            return !(first.dropFirst(head.count).hasPrefix(":") && head.allSatisfy { $0.isUppercase })
        }
    }
}

extension ManPage {
    /// A roff document being written: escapes text and emits `man` macros.
    struct Roff {
        private(set) var text = ""

        /// A line written as is.
        mutating func raw(_ line: String) {
            text += line + "\n"
        }

        mutating func section(_ name: String) {
            raw(".SH \(name)")
        }

        mutating func subsection(_ name: String) {
            raw(".SS \(Roff.escape(name))")
        }

        /// A filled paragraph.
        mutating func paragraph(_ words: String) {
            raw(".PP")
            raw(Roff.escape(words))
        }

        /// A block of a help text: filled when it is prose, kept line by line when it has columns.
        mutating func block(_ lines: [String]) {
            if lines.contains(where: { $0.trimmingSpaces.contains("  ") }) {
                raw(".PP")
                raw(".nf")
                for line in lines { raw(Roff.escape(line)) }
                raw(".fi")
            } else {
                paragraph(lines.map(\.trimmingSpaces).joined(separator: " "))
            }
        }

        /// One line of the synopsis.
        mutating func synopsis(_ command: String, _ operand: String, _ rest: String) {
            raw(".br")
            raw(".B \(Roff.escape(command))")
            let words = [operand, rest].filter { !$0.isEmpty }.map(Roff.escape)
            if !words.isEmpty { raw(".I \"\(words.joined(separator: " "))\"") }
        }

        /// A tagged paragraph: a bold (and italic) tag, then the text indented.
        mutating func item(bold: String = "", italic: String = "", text: String) {
            raw(".TP")
            switch (bold.isEmpty, italic.isEmpty) {
            case (false, false): raw(".BI \"\(Roff.escape(bold))\" \" \(Roff.escape(italic))\"")
            case (false, true): raw(".B \(Roff.escape(bold))")
            default: raw(".I \(Roff.escape(italic))")
            }
            raw(Roff.escape(text))
        }

        /// An option: `-h, --help` or `--pattern viper|mvp|mvvm|mvc`, then its description.
        mutating func option(_ option: CommandCatalog.Option, description: String, indented: Bool = false) {
            if indented { raw(".RS") }
            let names = ([option.short].compactMap { $0 } + [option.name]).map(Roff.escape).joined(separator: ", ")
            raw(".TP")
            raw(option.value == nil ? ".B \(names)" : ".BI \"\(names)\" \" \(Roff.escape(option.placeholder))\"")
            raw(
                Roff.escape(description)
                    + (option.repeatable && !description.contains("repeatable") ? " (repeatable)" : ""))
            if indented { raw(".RE") }
        }

        /// Command lines shown as typed.
        mutating func example(_ lines: [String]) {
            raw(".PP")
            raw(".nf")
            raw(".RS 4")
            for line in lines { raw(Roff.escape("$ " + line)) }
            raw(".RE")
            raw(".fi")
        }

        /// `text` safe in roff: backslashes and hyphens escaped, non-ASCII characters as `\[uXXXX]`,
        /// double quotes as `\(dq`, and a leading `.` or `'` protected.
        static func escape(_ text: String) -> String {
            var result = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\\": result += "\\e"
                case "-": result += "\\-"
                case "\"": result += "\\(dq"
                // A break point after a comma inside a long word (`{"from":"MVC","to":...}`).
                case ",": result += ",\\:"
                case _ where !scalar.isASCII:
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
                default: result.unicodeScalars.append(scalar)
                }
            }
            if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
            return result
        }
    }
}
