import TextSupport

/// How an error message names a field: as the command-line flag or as the JSON field.
package enum FieldNaming: Sendable {
    /// `--team-size`
    case flag
    /// `teamSize`
    case jsonKey
}

/// A problem with one input of a recommendation query, on the command line or in a JSON line.
package enum EvaluationError: Error, Equatable, Sendable {
    /// A required field is absent.
    case missing(InputField)
    /// The value is not of the field's type or outside its range; `got` is the value as written.
    case invalidValue(InputField, got: String)
    /// A JSON line has a field that no query accepts; `suggestion` is the closest valid name.
    case unknownField(String, suggestion: String?)
    /// A JSON line gives the same field twice.
    case duplicateField(String)
    /// A JSON line is not a flat JSON object; `reason` says what was expected where.
    case malformed(String)
    /// A JSON line is longer than ``QueryStream/maximumLineLength`` bytes.
    case lineTooLong(limit: Int)

    /// The name the message proposes: the closest field name, or the closest pattern to a
    /// misspelt one (`mvvc`; between names as close, one of the typed length: `mvvc` is MVVM
    /// with a slip, rather than MVC with a letter more).
    package var suggestion: String? {
        switch self {
        case .invalidValue(let field, let got):
            let typed = got.trimmingQuotes
            let names = Pattern.evaluationOrder.map(\.displayName).sorted {
                abs($0.count - typed.count) < abs($1.count - typed.count)
            }
            return field.range == nil ? Suggestion.closest(to: typed, among: names) : nil
        case .unknownField(_, let suggestion):
            return suggestion
        default:
            return nil
        }
    }

    /// The message for a user, naming fields as flags (command line) or JSON keys (queries).
    package func message(naming: FieldNaming) -> String {
        func name(_ field: InputField) -> String {
            naming == .flag ? field.flag : field.jsonKey
        }
        switch self {
        case .missing(let field):
            return "missing \(name(field)) (\(field.expectation))"
        case .invalidValue(let field, let got):
            let shown = naming == .flag ? "'\(got)'" : got
            var text = "\(name(field)) must be \(field.expectation); got \(shown)"
            if let close = suggestion {
                text += naming == .flag ? "; did you mean '\(close)'?" : "; did you mean \"\(close)\"?"
            }
            return text
        case .unknownField(let key, let suggestion):
            var text = "unknown field \"\(key)\""
            if let suggestion { text += "; did you mean \"\(suggestion)\"?" }
            let valid = QueryParser.fields.map(\.jsonKey).joined(separator: ", ")
            return text + " (valid fields: \(valid))"
        case .duplicateField(let key):
            return "field \"\(key)\" is given more than once"
        case .malformed(let reason):
            return "not a flat JSON object: \(reason)"
        case .lineTooLong(let limit):
            return "line is longer than \(limit) bytes"
        }
    }
}

/// Every problem found in one query, in field order.
package struct InputErrors: Error, Equatable, Sendable {
    /// The problems; never empty.
    package var errors: [EvaluationError]

    /// Wraps `errors`, which must not be empty.
    package init(_ errors: [EvaluationError]) {
        self.errors = errors
    }

    /// One diagnostic per problem, fields named as `naming` says.
    package func diagnostics(naming: FieldNaming) -> [Diagnostic] {
        errors.map { Diagnostic(message: $0.message(naming: naming), suggestion: $0.suggestion) }
    }

    /// The messages joined with `; ` (one line of a JSON Lines answer).
    package func message(naming: FieldNaming) -> String {
        errors.map { $0.message(naming: naming) }.joined(separator: "; ")
    }
}

extension String {
    /// The text without one pair of surrounding double quotes (a JSON string as written).
    fileprivate var trimmingQuotes: String {
        count >= 2 && hasPrefix("\"") && hasSuffix("\"") ? String(dropFirst().dropLast()) : self
    }
}
