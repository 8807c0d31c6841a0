/// Whether a command line asks for JSON (`--format json` or `--format=json`), looked for before
/// parsing so that a parse error is reported in the format asked for.
enum RequestedFormat {
    static func isJSON(_ arguments: [String]) -> Bool {
        for (index, word) in arguments.enumerated() {
            if word == "--" { return false }
            if word == "--format=json" { return true }
            if word == "--format", index + 1 < arguments.count, arguments[index + 1] == "json" { return true }
        }
        return false
    }
}
