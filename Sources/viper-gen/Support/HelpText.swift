/// The OPTIONS section of `--help`, made from the command catalog: each option's syntax, then
/// its description at the command's column; a syntax too long for the column stands on its
/// own line, its description on the lines below.
enum HelpText {
    static func options(_ options: [CommandCatalog.Option], column: Int) -> String {
        var text = ""
        let indent = String(repeating: " ", count: column)
        for option in options {
            let head = "  " + option.syntax
            var lines = option.help
            if head.count + 2 <= column, !lines.isEmpty {
                text += head + String(repeating: " ", count: column - head.count) + lines.removeFirst() + "\n"
            } else {
                text += head + "\n"
            }
            for line in lines { text += indent + line + "\n" }
        }
        return text
    }
}
