import TextSupport
import ViperGenKit

/// A first word that is almost a command (`gen`, `generat`, `Init`, `Assess`) is refused rather
/// than taken as a module name: `viper-gen Init` making a module named like a command, or `gen`
/// making a module `Gen`, is almost never what the user meant. The rare module of such a name
/// is generated with `viper-gen generate NAME`.
enum CommandLookalike {
    /// The command `word` resembles: equal to its name ignoring case; or, for a word that does not
    /// start with a capital (module names do), within one edit of it or (three letters or more)
    /// the start of exactly one command's name. Nil when `word` is a command itself or resembles
    /// none. (`Assets`, `Template` and `Unit` are screens, not typos of `assess`, `templates`, `init`.)
    static func command(resembling word: String) -> String? {
        let names = CommandCatalog.commandNames
        guard !names.contains(word), !word.hasPrefix("-") else { return nil }
        let lowered = word.lowercased()
        if let same = names.first(where: { $0 == lowered }) { return same }
        guard word.first?.isUppercase != true else { return nil }
        if let near = names.first(where: { Suggestion.editDistance($0, word) <= 1 }) { return near }
        let starts = names.filter { $0.hasPrefix(word) }
        if word.count >= 3, starts.count == 1 { return starts[0] }
        return nil
    }

    /// The refusal: what the word looks like, and how to name a module that way on purpose.
    static func diagnostic(word: String, command: String) -> Diagnostic {
        let moduleHint =
            word.first?.isUppercase == true
            ? "To generate a module named \(word), write 'viper-gen generate \(word)'. " : ""
        return Diagnostic(
            message: "'\(word)' looks like the command '\(command)'; did you mean 'viper-gen \(command)'?",
            suggestion: command,
            note: moduleHint + "See 'viper-gen --help'.")
    }
}
