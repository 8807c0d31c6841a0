/// One recommendation query: the seed evaluator's five inputs plus the optional screen count
/// and current pattern.
///
/// The initialiser does not validate, so the evaluator can be exercised on any integers (its
/// rules are total); ``validated(flags:)`` and ``QueryParser`` are the checked entry points.
package struct EvaluationInput: Sendable, Hashable {
    /// People on the team (≥ 1).
    package var teamSize: Int
    /// Project complexity, 1–5.
    package var complexity: Int
    /// Testing requirement, 1–5.
    package var testing: Int
    /// Maintenance requirement, 1–5.
    package var maintenance: Int
    /// Development-speed requirement, 1–5.
    package var speed: Int
    /// Screens in the app (≥ 0); when present the answer includes the suitability bands.
    package var screens: Int?
    /// The pattern in use today; when present the answer includes the evolution steps.
    package var current: Pattern?

    /// Creates an input without checking ranges.
    package init(
        teamSize: Int, complexity: Int, testing: Int, maintenance: Int, speed: Int, screens: Int? = nil,
        current: Pattern? = nil
    ) {
        self.teamSize = teamSize
        self.complexity = complexity
        self.testing = testing
        self.maintenance = maintenance
        self.speed = speed
        self.screens = screens
        self.current = current
    }

    /// The five required fields, in the order of the JSON `input` object.
    package static let requiredFields: [InputField] = [.teamSize, .complexity, .testing, .maintenance, .speed]

    /// The value of an integer field (`nil` for absent optional fields and pattern fields).
    package func value(of field: InputField) -> Int? {
        switch field {
        case .teamSize: teamSize
        case .complexity: complexity
        case .testing: testing
        case .maintenance: maintenance
        case .speed: speed
        case .screens: screens
        default: nil
        }
    }

    /// Builds a checked input from command-line values (`[.teamSize: "8", ...]`), reporting
    /// every missing or invalid field at once, in field order.
    package static func validated(flags values: [InputField: String]) -> Result<EvaluationInput, InputErrors> {
        validated(values.mapValues(InputValue.text))
    }

    /// Builds a checked input from values that are a flag's text or already typed (what
    /// `recommend --project` derives from an assessment, an MCP integer argument), reporting
    /// every missing or invalid field at once, in field order.
    package static func validated(_ values: [InputField: InputValue]) -> Result<EvaluationInput, InputErrors> {
        var errors: [EvaluationError] = []
        func integer(_ field: InputField, required: Bool) -> Int? {
            guard let value = values[field] else {
                if required { errors.append(.missing(field)) }
                return nil
            }
            let number: Int? =
                switch value {
                case .text(let text): InputField.parseInteger(text)
                case .integer(let number): number
                case .pattern: nil
                }
            guard let number, field.accepts(number) else {
                errors.append(.invalidValue(field, got: value.display))
                return nil
            }
            return number
        }
        let teamSize = integer(.teamSize, required: true)
        let complexity = integer(.complexity, required: true)
        let testing = integer(.testing, required: true)
        let maintenance = integer(.maintenance, required: true)
        let speed = integer(.speed, required: true)
        let screens = integer(.screens, required: false)
        var current: Pattern?
        if let value = values[.current] {
            switch value {
            case .pattern(let pattern): current = pattern
            case .text(let text): current = Pattern(name: text)
            case .integer: current = nil
            }
            if current == nil { errors.append(.invalidValue(.current, got: value.display)) }
        }
        guard errors.isEmpty, let teamSize, let complexity, let testing, let maintenance, let speed else {
            return .failure(InputErrors(errors))
        }
        return .success(
            EvaluationInput(
                teamSize: teamSize, complexity: complexity, testing: testing, maintenance: maintenance, speed: speed,
                screens: screens, current: current))
    }
}

/// One input of the scoring method: a flag's text, checked by ``EvaluationInput/validated(_:)``,
/// or a value already typed.
package enum InputValue: Sendable, Hashable {
    case text(String)
    case integer(Int)
    case pattern(Pattern)

    /// The value as the user sees it (`8`, `VIPER`).
    package var display: String {
        switch self {
        case .text(let text): text
        case .integer(let number): String(number)
        case .pattern(let pattern): pattern.displayName
        }
    }
}
