extension MethodSignature {
    /// The canonical Swift text after `func`, defaults included:
    /// `page(size: Int = 20) async throws -> [Task] where T: Equatable`.
    ///
    /// Parsing it gives back an equal signature. A protocol requirement cannot have default
    /// values; use `requirementDeclaration` there.
    package var declaration: String {
        render(parameters.map(\.declaration))
    }

    /// `declaration` without default values: what follows `func` in a protocol, in a
    /// conforming implementation and in a mock.
    package var requirementDeclaration: String {
        render(parameters.map(\.requirementDeclaration))
    }

    private func render(_ parameterTexts: [String]) -> String {
        var text = name + (genericClause ?? "") + "(" + parameterTexts.joined(separator: ", ") + ")"
        if isAsync { text += " async" }
        if let throwsClause { text += " " + throwsClause.text }
        if let returnType { text += " -> " + returnType.text }
        if let whereClause { text += " where " + whereClause }
        return text
    }

    /// The selector-style name: `showTasks(_:)`, `didSelectTask(withId:)`, `fetch()`.
    package var selector: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// Whether the method `throws`, `rethrows` or `throws(E)`.
    package var isThrowing: Bool { throwsClause != nil }

    /// Whether the method returns something other than `Void`.
    package var returnsValue: Bool { returnType != nil }

    /// Whether the method has a generic parameter clause (`load<T>(...)`). Opaque `some P`
    /// parameters are not counted.
    package var isGeneric: Bool { !genericParameters.isEmpty }

    /// The names of the generic parameters (`<T: Decodable, U>` gives `["T", "U"]`).
    package var genericParameterNames: [String] { genericParameters.map(\.name) }

    /// The type names in the signature that are neither Swift/Foundation/UIKit/SwiftUI types,
    /// nor the method's own generic parameters, nor in `declared`; for spec warnings.
    package func unknownTypeNames(declared: Set<String>) -> [String] {
        SwiftKnownTypes.unknownNames(in: mentionedTypes, declared: declared.union(genericParameterNames))
    }
}

extension MethodSignature.Parameter {
    /// The parameter as declared, default included: `_ tasks: [TaskViewModel]`,
    /// `withId taskId: String`, `value: inout Int`, `values: Int...`, `size: Int = 20`.
    package var declaration: String {
        requirementDeclaration + (defaultValue.map { " = " + $0 } ?? "")
    }

    /// The parameter as declared in a protocol requirement: `declaration` without the default.
    package var requirementDeclaration: String {
        let head: String
        if let label {
            head = Identifier.bare(label) == Identifier.bare(name) ? name : "\(label) \(name)"
        } else {
            head = "_ \(name)"
        }
        return head + ": " + (isInout ? "inout " : "") + type.text + (isVariadic ? "..." : "")
    }

    /// How a forwarding call passes this parameter: `tasks`, `withId: taskId`, `&value`,
    /// `value: value()` for an `@autoclosure` (Swift requires the call to forward it).
    /// A variadic parameter forwards as an array, which Swift cannot splat into another
    /// variadic; avoid forwarding to one.
    package var callArgument: String {
        let value = (isInout ? "&" : "") + name + (isAutoclosure ? "()" : "")
        return label.map { "\($0): \(value)" } ?? value
    }

    /// Whether the type is `@autoclosure () -> T`.
    package var isAutoclosure: Bool {
        type.attributes.contains { $0.name == "autoclosure" }
    }
}

extension FieldDeclaration {
    /// The field as a stored property declaration after `let`/`var`, default included:
    /// `title: String`, `count: Int = 0`.
    package var declaration: String {
        typeAnnotation + (defaultValue.map { " = " + $0 } ?? "")
    }

    /// `title: String`: the name and type without a default, for a property that an
    /// initializer assigns and for a protocol requirement.
    package var typeAnnotation: String {
        "\(name): \(type.text)"
    }
}
