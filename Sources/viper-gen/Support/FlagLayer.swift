import ViperGenKit

/// The generation options given on the command line (`generate`, `add`): the flag layer of the
/// options, each value checked where the user typed it, so a mistake is a usage error naming
/// the flag.
struct FlagLayer {
    let parsed: Arguments
    /// The command whose `--help` errors point to.
    let command: String

    /// The options the flags give (nil where a flag is absent).
    func options() throws(UsageError) -> GenerationOptions {
        var options = try choices()
        options.domain = try domain()
        options.output = try directory("--output")
        options.testsOutput = try directory("--tests-output")
        options.testableImport = try testableImport()
        options.templates = parsed.value("--templates")
        options.xcodeproj = try xcodeproj()
        options.targets = try targets("--target")
        options.testTargets = try targets("--test-target")
        options.ios = try ios()
        return options
    }

    private func choices() throws(UsageError) -> GenerationOptions {
        var options = GenerationOptions()
        options.pattern = try parsed.choice("--pattern", as: Pattern.self, command: command)
        options.ui = try parsed.choice("--ui", as: UIFlavor.self, command: command)
        options.binding = try parsed.choice("--binding", as: Binding.self, command: command)
        options.tests = try parsed.choice("--tests", as: TestFramework.self, command: command)
        options.layout = try parsed.choice("--layout", as: Layout.self, command: command)
        return options
    }

    private func ios() throws(UsageError) -> DeploymentTarget? {
        guard let ios = parsed.value("--ios") else { return nil }
        if let problem = DeploymentTarget.problem(ios) { throw UsageError("invalid --ios: \(problem)", help: command) }
        return DeploymentTarget(ios)
    }

    private func xcodeproj() throws(UsageError) -> String? {
        guard let given = parsed.value("--xcodeproj") else { return nil }
        let project = given.hasSuffix("/") ? String(given.dropLast()) : given
        guard project.hasSuffix(".xcodeproj"), !project.contains("\0") else {
            throw UsageError(
                "--xcodeproj '\(project)' is not an Xcode project; give the path of the folder ending in .xcodeproj",
                help: command)
        }
        return project
    }

    private func targets(_ flag: String) throws(UsageError) -> [String]? {
        let names = parsed.values(flag)
        if names.contains(where: { $0.isEmpty || $0.contains("\0") }) {
            throw UsageError("\(flag) needs a target name", help: command)
        }
        if let twice = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw UsageError("\(flag) '\(twice)' is given more than once", help: command)
        }
        return names.isEmpty ? nil : names
    }

    private func directory(_ flag: String) throws(UsageError) -> String? {
        guard let value = parsed.value(flag) else { return nil }
        guard !value.isEmpty, !value.contains("\0") else {
            throw UsageError("\(flag) needs a directory path", help: command)
        }
        return value
    }

    private func domain() throws(UsageError) -> String? {
        guard let domain = parsed.value("--domain") else { return nil }
        if let problem = Identifier.typeNameProblem(domain) {
            throw UsageError(
                "invalid --domain '\(domain)': \(problem.reason)"
                    + (problem.suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                help: command, suggestion: problem.suggestion)
        }
        return domain
    }

    private func testableImport() throws(UsageError) -> String? {
        guard let name = parsed.value("--testable-import") else { return nil }
        guard !Self.isModuleIdentifier(name) else { return name }
        // `my-app` → `my_app`: Xcode turns the same characters into underscores.
        var fixed = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        if fixed.first?.isNumber == true { fixed = "_" + fixed }
        let suggestion = Self.isModuleIdentifier(fixed) && fixed != name ? fixed : nil
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError(
            "invalid --testable-import '\(name)': it must be a Swift module name (letters, digits, underscores)\(hint)",
            help: command, suggestion: suggestion)
    }

    static func isModuleIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic)
        else { return false }
        return name.unicodeScalars.allSatisfy {
            $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        }
    }
}
