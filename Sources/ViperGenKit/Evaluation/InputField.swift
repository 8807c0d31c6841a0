/// One input of the recommendation commands, named the same way on the command line
/// (`--team-size`) and in JSON (`teamSize`), with the values it accepts.
package enum InputField: String, CaseIterable, Sendable, Hashable {
    /// People on the team, an integer ≥ 1 (the seed evaluator's `teamSize`).
    case teamSize
    /// Project complexity on the seeds' 1–5 scale (`projectComplexity`).
    case complexity
    /// How much automated testing matters, 1–5 (`testingRequirement`).
    case testing
    /// How much long-term maintenance matters, 1–5 (`maintenanceRequirement`).
    case maintenance
    /// How much development speed matters, 1–5 (`developmentSpeed`).
    case speed
    /// Number of screens (pages) in the app, an integer ≥ 0; selects the suitability bands.
    case screens
    /// The pattern the project uses today; selects the evolution steps.
    case current
    /// Project size on a 1–5 scale, for the complexity-sum method only.
    case projectSize
    /// Team size on a 1–5 scale, for the complexity-sum method only.
    case sumTeamSize
    /// The starting pattern of `viper-gen evolve`.
    case from
    /// The target pattern of `viper-gen evolve`.
    case to

    /// The JSON field name (`teamSize`).
    package var jsonKey: String {
        self == .sumTeamSize ? "teamSize" : rawValue
    }

    /// The command-line flag (`--team-size`).
    package var flag: String {
        switch self {
        case .teamSize, .sumTeamSize: "--team-size"
        case .projectSize: "--project-size"
        default: "--" + rawValue
        }
    }

    /// The inclusive integer range the field accepts, or `nil` for a pattern-valued field.
    package var range: ClosedRange<Int>? {
        switch self {
        case .teamSize: 1...Int.max
        case .screens: 0...Int.max
        case .complexity, .testing, .maintenance, .speed, .projectSize, .sumTeamSize: 1...5
        case .current, .from, .to: nil
        }
    }

    /// What a valid value looks like, for error messages: `an integer from 1 to 5`.
    package var expectation: String {
        guard let range else { return "one of \(Pattern.validNames)" }
        if range.upperBound == Int.max { return "an integer >= \(range.lowerBound)" }
        return "an integer from \(range.lowerBound) to \(range.upperBound)"
    }

    /// Whether `value` is in the field's range (always false for a pattern-valued field).
    package func accepts(_ value: Int) -> Bool {
        range?.contains(value) ?? false
    }

    /// Parses a command-line value as an integer: an optional `-` and ASCII digits only, so
    /// `3.5`, `+3`, ` 3` and values beyond `Int` are refused rather than rounded or clamped.
    package static func parseInteger(_ text: some StringProtocol) -> Int? {
        var utf8 = Substring(text).utf8[...]
        var negative = false
        if utf8.first == UInt8(ascii: "-") {
            negative = true
            utf8 = utf8.dropFirst()
        }
        guard !utf8.isEmpty else { return nil }
        var value = 0
        for byte in utf8 {
            guard byte >= 48, byte <= 57 else { return nil }
            let digit = Int(byte - 48)
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                negative ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            value = next
        }
        return value
    }
}
