extension TypeReference: CustomStringConvertible {
    /// The type in Swift's spelling, spaces normalised: `Result<A, B>?`, `[String: Int]`,
    /// `(Int) -> Void`, `any P & Q`; an unparsed type as written. For messages and tests.
    public var description: String {
        switch self {
        case .named(let path):
            return path.map { component in
                component.genericArguments.isEmpty
                    ? component.name
                    : component.name + "<" + component.genericArguments.map(\.description).joined(separator: ", ")
                        + ">"
            }.joined(separator: ".")
        case .optional(let wrapped): return wrapped.postfixOperand + "?"
        case .implicitlyUnwrapped(let wrapped): return wrapped.postfixOperand + "!"
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .tuple(let elements): return "(" + elements.map(\.description).joined(separator: ", ") + ")"
        case .function(let parameters, let result):
            return "(" + parameters.map(\.description).joined(separator: ", ") + ") -> \(result)"
        case .composition(let parts): return parts.map(\.description).joined(separator: " & ")
        case .existential(let inner): return "any \(inner)"
        case .opaque(let inner): return "some \(inner)"
        case .metatype(let instance): return instance.postfixOperand + ".Type"
        case .unparsed(let text): return text
        }
    }

    /// The spelling, in parentheses when a postfix `?`, `!` or `.Type` would bind tighter.
    private var postfixOperand: String {
        switch self {
        case .function, .composition, .existential, .opaque: return "(\(description))"
        default: return description
        }
    }
}
