import TextSupport
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
        try self.init(
            arguments, flags: Set(options.filter { $0.value == nil }.flatMap(\.spellings)),
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
        guard let command = CommandCatalog.templates(name) else {
            throw UsageError("unknown templates command '\(name)'")
        }
        try self.init(arguments, command: command, helpName: "templates")
    }

    /// Parses `arguments` with the options of the catalog command `parent`'s subcommand `name`.
    init(_ arguments: [String], subcommand name: String, of parent: String) throws(UsageError) {
        guard let command = CommandCatalog.command(parent)?.subcommands.first(where: { $0.name == name }) else {
            throw UsageError("unknown \(parent) command '\(name)'")
        }
        try self.init(arguments, command: command, helpName: parent)
    }

    /// What a command accepts: its flags, valued options and repeatable ones.
    private struct Vocabulary {
        var flags: Set<String>
        var options: Set<String>
        var repeatable: Set<String>
        /// The command whose `--help` errors point to.
        var command: String

        /// A second `--speed 2 --speed 5` must not silently mean 5.
        func checkOnce(_ name: String, seen: inout Set<String>) throws(UsageError) {
            if flags.contains(name) || options.contains(name), seen.contains(name), !repeatable.contains(name) {
                throw UsageError("\(name) is given more than once", help: command)
            }
            seen.insert(name)
        }

        /// An option this command does not have, with the closest one it has.
        func unknown(_ name: String) -> UsageError {
            let close = Suggestion.closest(to: name, among: flags.union(options).sorted())
            return UsageError(
                "unknown option '\(name)'" + (close.map { "; did you mean '\($0)'?" } ?? ""), help: command,
                suggestion: close)
        }
    }

    /// - Parameters:
    ///   - arguments: the words after the command name.
    ///   - flags: the boolean options this command accepts (`--dry-run`).
    ///   - options: the options that take a value (`--output`).
    ///   - repeatable: options that may be given several times (`--target A --target B`).
    ///   - command: the command name, for the `--help` hint in errors.
    private init(
        _ arguments: [String], flags knownFlags: Set<String>, options knownOptions: Set<String>,
        repeatable: Set<String> = [],
        command: String
    ) throws(UsageError) {
        let vocabulary = Vocabulary(
            flags: knownFlags, options: knownOptions.union(repeatable), repeatable: repeatable, command: command)
        var words = arguments[...]
        var onlyPositional = false
        var seen: Set<String> = []
        while let word = words.popFirst() {
            if onlyPositional || !word.hasPrefix("-") || word == "-" {
                positional.append(word)
            } else if word == "--" {
                onlyPositional = true
            } else {
                let (name, inlineValue) = Self.split(word)
                try vocabulary.checkOnce(name, seen: &seen)
                try take(name, inlineValue: inlineValue, from: &words, vocabulary)
            }
        }
    }

    /// `--name=value` as its name and value; `--name` alone has no value.
    private static func split(_ word: String) -> (name: String, value: String?) {
        guard let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// Records the option `name`, taking its value from `inlineValue` or the next word.
    private mutating func take(
        _ name: String, inlineValue: String?, from words: inout ArraySlice<String>,
        _ vocabulary: Vocabulary
    ) throws(UsageError) {
        if vocabulary.flags.contains(name) {
            guard inlineValue == nil else {
                throw UsageError("\(name) does not take a value", help: vocabulary.command)
            }
            flags.insert(name)
            return
        }
        guard vocabulary.options.contains(name) else { throw vocabulary.unknown(name) }
        guard let value = inlineValue ?? words.popFirst() else {
            throw UsageError("\(name) needs a value", help: vocabulary.command)
        }
        values[name] = value
        lists[name, default: []].append(value)
    }

    /// Whether the boolean flag was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The value of an option, if given.
    func value(_ option: String) -> String? { values[option] }

    /// Every value of a repeatable option, in order (empty when not given).
    func values(_ option: String) -> [String] { lists[option] ?? [] }

    /// The value of an option parsed as one of an enumeration's raw values, case-insensitively.
    func choice<T: RawRepresentable & CaseIterable>(_ option: String, as type: T.Type, command: String)
        throws(UsageError) -> T? where T.RawValue == String
    {
        guard let raw = values[option] else { return nil }
        if let match = T.allCases.first(where: { $0.rawValue.lowercased() == raw.lowercased() }) {
            return match
        }
        let valid = T.allCases.map(\.rawValue)
        throw UsageError(
            "invalid value '\(raw)' for \(option); valid values: \(valid.joined(separator: ", "))", help: command)
    }
}
