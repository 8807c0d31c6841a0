import ViperGenKit

/// A parsed command line for one command: positional arguments, boolean flags and valued options.
///
/// Accepts `--name value` and `--name=value`; `--` ends option parsing. An unknown option is a
/// usage error that suggests the closest known one.
struct Arguments {
    private(set) var positional: [String] = []
    private var flags: Set<String> = []
    private var values: [String: String] = [:]
    private var lists: [String: [String]] = [:]

    /// Parses `arguments` with the options `command` declares in the catalog.
    /// - Parameter helpName: the command whose `--help` errors point to (`templates` for its
    ///   subcommands).
    init(_ arguments: [String], command: CommandCatalog.Command, helpName: String? = nil) throws(UsageError) {
        let options = command.options
        try self.init(arguments, flags: Set(options.filter { $0.value == nil }.flatMap(\.spellings)),
                      options: Set(options.filter { $0.value != nil && !$0.repeatable }.map(\.name)),
                      repeatable: Set(options.filter(\.repeatable).map(\.name)), command: helpName ?? command.name)
    }

    /// Parses `arguments` with the options of the catalog's command `name`.
    init(_ arguments: [String], for name: String) throws(UsageError) {
        guard let command = CommandCatalog.command(name) else { throw UsageError("unknown command '\(name)'") }
        try self.init(arguments, command: command)
    }

    /// Parses `arguments` with the options of `templates`' subcommand `name`.
    init(_ arguments: [String], templates name: String) throws(UsageError) {
        guard let command = CommandCatalog.templates(name) else { throw UsageError("unknown templates command '\(name)'") }
        try self.init(arguments, command: command, helpName: "templates")
    }

    /// - Parameters:
    ///   - arguments: the words after the command name.
    ///   - flags: the boolean options this command accepts (`--dry-run`).
    ///   - options: the options that take a value (`--output`).
    ///   - repeatable: options that may be given several times (`--target A --target B`).
    ///   - command: the command name, for the `--help` hint in errors.
    private init(_ arguments: [String], flags knownFlags: Set<String>, options knownOptions: Set<String>, repeatable: Set<String> = [],
                 command: String) throws(UsageError) {
        let knownOptions = knownOptions.union(repeatable)
        var index = 0
        var onlyPositional = false
        var seen: Set<String> = []
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if onlyPositional || !word.hasPrefix("-") || word == "-" {
                positional.append(word)
                continue
            }
            if word == "--" {
                onlyPositional = true
                continue
            }
            var name = word
            var inlineValue: String?
            if let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            if knownFlags.contains(name) || knownOptions.contains(name), seen.contains(name), !repeatable.contains(name) {
                // `--speed 2 --speed 5` must not silently mean 5.
                throw UsageError("\(name) is given more than once", help: command)
            }
            seen.insert(name)
            if knownFlags.contains(name) {
                if inlineValue != nil {
                    throw UsageError("\(name) does not take a value", help: command)
                }
                flags.insert(name)
            } else if knownOptions.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("\(name) needs a value", help: command)
                }
                values[name] = value
                lists[name, default: []].append(value)
            } else {
                let known = (knownFlags.union(knownOptions)).sorted()
                var message = "unknown option '\(name)'"
                let close = Suggestion.closest(to: name, among: known)
                if let close { message += "; did you mean '\(close)'?" }
                throw UsageError(message, help: command, suggestion: close)
            }
        }
    }

    /// Whether the boolean flag was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The value of an option, if given.
    func value(_ option: String) -> String? { values[option] }

    /// Every value of a repeatable option, in order (empty when not given).
    func values(_ option: String) -> [String] { lists[option] ?? [] }

    /// The value of an option parsed as one of an enumeration's raw values, case-insensitively.
    func choice<T: RawRepresentable & CaseIterable>(_ option: String, as type: T.Type, command: String) throws(UsageError) -> T? where T.RawValue == String {
        guard let raw = values[option] else { return nil }
        if let match = T.allCases.first(where: { $0.rawValue.lowercased() == raw.lowercased() }) {
            return match
        }
        let valid = T.allCases.map(\.rawValue)
        throw UsageError("invalid value '\(raw)' for \(option); valid values: \(valid.joined(separator: ", "))", help: command)
    }
}
