extension MethodSignature {
    /// The canonical Swift text after `func`, defaults included:
    /// `page(size: Int = 20) async throws -> [Task] where T: Equatable`.
    ///
    /// Parsing it gives back an equal signature. A protocol requirement cannot have default
    /// values; use `requirementDeclaration` there.
    public var declaration: String {
        render(parameters.map(\.declaration))
    }

    /// `declaration` without default values: what follows `func` in a protocol, in a
    /// conforming implementation and in a mock.
    public var requirementDeclaration: String {
        render(parameters.map(\.requirementDeclaration))
    }

    private func render(_ parameterTexts: [String]) -> String {
        var text = name + (genericClause ?? "") + "(" + parameterTexts.joined(separator: ", ") + ")"
        if isAsync { text += " async" }
        if let throwsClause { text += " " + throwsClause }
        if let returnType { text += " -> " + returnType }
        if let whereClause { text += " where " + whereClause }
        return text
    }

    /// The selector-style name: `showTasks(_:)`, `didSelectTask(withId:)`, `fetch()`.
    public var selector: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// Whether the method `throws`, `rethrows` or `throws(E)`.
    public var isThrowing: Bool { throwsClause != nil }

    /// Whether the method returns something other than `Void`.
    public var returnsValue: Bool { returnType != nil }

    /// Whether the method has a generic parameter clause (`load<T>(...)`). Opaque `some P`
    /// parameters are not counted; `Parameter.storageType` stores them as `any P`.
    public var isGeneric: Bool { genericClause != nil }

    /// The names of the generic parameters (`<T: Decodable, U>` gives `["T", "U"]`).
    public var genericParameterNames: [String] {
        guard let genericClause else { return [] }
        var parser = SignatureParser(genericClause)
        return (try? parser.parseGenericClause().names) ?? []
    }

    /// Whether every argument can be kept by a mock: false when a parameter is a non-escaping
    /// closure, which Swift does not allow to be stored (Sourcery skips recording then too).
    public var canRecordArguments: Bool { parameters.allSatisfy(\.isStorable) }

    /// The type a mock stores for `parameter`: `Parameter.storageType` with this method's
    /// generic parameters erased to `Any` (`[T]` → `[Any]`, `T.Type` → `Any.Type`), since a
    /// mock's stored properties cannot mention a method's generic parameters.
    public func storageType(of parameter: Parameter) -> String {
        let names = Set(genericParameterNames)
        guard !names.isEmpty, let type = SignatureParser.parseTypeText(parameter.storageType) else { return parameter.storageType }
        return type.erasing(names).text
    }

    /// A Swift expression that compiles as a placeholder return value, or nil when there is
    /// none (a `Void` return, a generic or app type, `some P`, `Never`).
    ///
    /// `Bool` → `false`; `Int`, `Double`, `CGFloat`, `Decimal`, `TimeInterval` and the other
    /// numeric types → `0`; `String`, `Substring` → `""`; `[X]`, `Array`, `Set`,
    /// `ContiguousArray`, `ArraySlice` → `[]`; `[K: V]`, `Dictionary` → `[:]`; `X?`, `X!`,
    /// `Optional<X>` → `nil`; `Data` → `Data()`; a tuple of such types → `(0, "")`. A `Swift.`
    /// or `Foundation.` qualifier is accepted.
    public var defaultReturnExpression: String? {
        guard let returnType, let type = SignatureParser.parseTypeText(returnType) else { return nil }
        return Self.defaultValue(for: type)
    }

    private static let numericTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "UInt128", "Double", "Float", "Float16", "Float32", "Float64", "Float80", "CGFloat", "Decimal",
        "TimeInterval",
    ]

    private static func defaultValue(for type: TypeSyntax) -> String? {
        switch type {
        case .postfix(_, let operators):
            return operators.last == .optional || operators.last == .implicitlyUnwrapped ? "nil" : nil
        case .array:
            return "[]"
        case .dictionary:
            return "[:]"
        case .tuple(let elements):
            if elements.count == 1, elements[0].label == nil, !elements[0].isVariadic { return defaultValue(for: elements[0].type) }
            guard elements.count > 1, !elements.contains(where: \.isVariadic) else { return nil }
            var values: [String] = []
            for element in elements {
                guard let value = defaultValue(for: element.type) else { return nil }
                values.append(value)
            }
            return "(" + values.joined(separator: ", ") + ")"
        case .named(let components):
            var relevant = components[...]
            if relevant.count == 2, let first = relevant.first, first.name == "Swift" || first.name == "Foundation" {
                relevant = relevant.dropFirst()
            }
            guard relevant.count == 1, let only = relevant.first else { return nil }
            if numericTypes.contains(only.name) { return "0" }
            switch only.name {
            case "Bool": return "false"
            case "String", "Substring": return "\"\""
            case "Array", "Set", "ContiguousArray", "ArraySlice": return "[]"
            case "Dictionary": return "[:]"
            case "Optional": return "nil"
            case "Data": return "Data()"
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The type names in the signature that are neither Swift/Foundation/UIKit/SwiftUI types,
    /// nor the method's own generic parameters, nor in `declared`; for spec warnings.
    public func unknownTypeNames(declared: Set<String>) -> [String] {
        var types: [TypeSyntax] = []
        var generics: [String] = []
        if let genericClause {
            var parser = SignatureParser(genericClause)
            if let clause = try? parser.parseGenericClause() {
                generics = clause.names
                types += clause.constraints
            }
        }
        for parameter in parameters {
            if let type = SignatureParser.parseTypeText(parameter.type) { types.append(type) }
        }
        if let returnType, let type = SignatureParser.parseTypeText(returnType) { types.append(type) }
        if let throwsClause, throwsClause.hasPrefix("throws("), throwsClause.hasSuffix(")"),
           let type = SignatureParser.parseTypeText(String(throwsClause.dropFirst(7).dropLast())) {
            types.append(type)
        }
        if let whereClause {
            var parser = SignatureParser(whereClause)
            if let requirements = try? parser.parseRequirements() {
                types += requirements.flatMap { [$0.left, $0.right] }
            }
        }
        return SwiftKnownTypes.unknownNames(in: types, declared: declared.union(generics))
    }

    /// `type` made optional for a mock property: `Int` → `Int?`, `Int?` stays, `Int!` →
    /// `Int?`, and closures, compositions and existentials get parentheses
    /// (`((Int) -> Void)?`, `(any Error)?`, `(A & B)?`). A received-argument property of an
    /// optional parameter thus cannot tell "not called" from "called with nil", as in Sourcery.
    public static func optionalType(_ type: String) -> String {
        guard let syntax = SignatureParser.parseTypeText(type) else { return "(\(type))?" }
        switch syntax {
        case .postfix(let base, var operators) where operators.last == .optional || operators.last == .implicitlyUnwrapped:
            operators[operators.count - 1] = .optional
            return TypeSyntax.postfix(base, operators).text
        case .function, .composition, .opaque, .attributed:
            return "(\(syntax.text))?"
        default:
            return syntax.text + "?"
        }
    }
}

extension MethodSignature.Parameter {
    /// The parameter as declared, default included: `_ tasks: [TaskViewModel]`,
    /// `withId taskId: String`, `value: inout Int`, `values: Int...`, `size: Int = 20`.
    public var declaration: String {
        requirementDeclaration + (defaultValue.map { " = " + $0 } ?? "")
    }

    /// The parameter as declared in a protocol requirement: `declaration` without the default.
    public var requirementDeclaration: String {
        let head: String
        if let label {
            head = Identifier.bare(label) == Identifier.bare(name) ? name : "\(label) \(name)"
        } else {
            head = "_ \(name)"
        }
        return head + ": " + (isInout ? "inout " : "") + type + (isVariadic ? "..." : "")
    }

    /// How a forwarding call passes this parameter: `tasks`, `withId: taskId`, `&value`,
    /// `value: value()` for an `@autoclosure` (Swift requires the call to forward it).
    /// A variadic parameter forwards as an array, which Swift cannot splat into another
    /// variadic; avoid forwarding to one.
    public var callArgument: String {
        let value = (isInout ? "&" : "") + name + (isAutoclosure ? "()" : "")
        return label.map { "\($0): \(value)" } ?? value
    }

    /// The expression a mock records for this argument: the name, or `name()` for an
    /// `@autoclosure` (whose value is recorded, see `storageType`).
    public var recordedValue: String {
        name + (isAutoclosure ? "()" : "")
    }

    /// The type a mock uses to store a received argument, legal in a stored property and in a
    /// tuple: `Int...` → `[Int]`; `inout Int` → `Int`; `borrowing`/`consuming`/`sending`
    /// dropped; `@escaping` dropped (stored closures escape anyway) while `@Sendable` and
    /// `@MainActor` stay; `@autoclosure () -> T` → `T`, the evaluated value (recorded with
    /// `recordedValue`), because the closure itself is non-escaping; `some P` → `any P`;
    /// a top-level `X!` → `X?` (IUO is illegal in a tuple). Closures stay closures; use
    /// `MethodSignature.optionalType` to make one optional.
    public var storageType: String {
        guard var syntax = SignatureParser.parseTypeText(type) else {
            return isVariadic ? "[\(type)]" : type
        }
        if case .attributed(_, let attributes, let base) = syntax {
            let kept = attributes.filter { !["escaping", "autoclosure", "noescape"].contains($0.name) }
            if attributes.contains(where: { $0.name == "autoclosure" }), case .function(let function) = base.unparenthesized {
                syntax = function.result
            } else {
                syntax = kept.isEmpty ? base : .attributed(specifiers: [], attributes: kept, base)
            }
        }
        syntax = syntax.replacingSomeWithAny
        if case .postfix(let base, var operators) = syntax, operators.last == .implicitlyUnwrapped {
            operators[operators.count - 1] = .optional
            syntax = .postfix(base, operators)
        }
        return isVariadic ? TypeSyntax.array(syntax).text : syntax.text
    }

    /// `storageType` made optional (see `MethodSignature.optionalType`).
    public var optionalStorageType: String { MethodSignature.optionalType(storageType) }

    /// Whether a mock can store the argument: false for a non-escaping closure (a function
    /// type without `@escaping`, not optional, not variadic, not `@autoclosure`) and for a
    /// parameter pack (`repeat each T`). A typealias of a closure type cannot be told apart
    /// from any other named type and counts as storable.
    public var isStorable: Bool {
        guard let syntax = SignatureParser.parseTypeText(type) else { return true }
        var attributes: [TypeSyntax.TypeAttribute] = []
        var base = syntax
        if case .attributed(_, let found, let inner) = syntax {
            attributes = found
            base = inner
        }
        if case .opaque("repeat", _) = base { return false }
        if isVariadic { return true }
        guard base.isFunctionLike else { return true }
        return attributes.contains { $0.name == "escaping" || $0.name == "autoclosure" }
    }

    /// Whether the type is `@autoclosure () -> T`.
    public var isAutoclosure: Bool {
        guard case .attributed(_, let attributes, _)? = SignatureParser.parseTypeText(type) else { return false }
        return attributes.contains { $0.name == "autoclosure" }
    }
}

extension FieldDeclaration {
    /// The field as a stored property declaration after `let`/`var`: `title: String`,
    /// `count: Int = 0`.
    public var declaration: String {
        "\(name): \(type)" + (defaultValue.map { " = " + $0 } ?? "")
    }
}

extension TypeSyntax {
    /// The type without redundant parentheses: `((Int) -> Void)` → `(Int) -> Void`.
    var unparenthesized: TypeSyntax {
        var type = self
        while case .tuple(let elements) = type, elements.count == 1, elements[0].label == nil, !elements[0].isVariadic {
            type = elements[0].type
        }
        return type
    }
}
