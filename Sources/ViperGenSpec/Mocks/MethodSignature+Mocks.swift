/// What generated mocks and stubs need to know about a declared method, derived from its
/// parsed types.
extension MethodSignature {
    /// Whether every argument can be kept by a mock: false when a parameter is a non-escaping
    /// closure, which Swift does not allow to be stored (Sourcery skips recording then too).
    package var canRecordArguments: Bool { parameters.allSatisfy(\.isStorable) }

    /// The type a mock stores for `parameter`: `Parameter.storageType` with this method's
    /// generic parameters erased to `Any` (`[T]` → `[Any]`, `T.Type` → `Any.Type`), since a
    /// mock's stored properties cannot mention a method's generic parameters.
    package func storageType(of parameter: Parameter) -> TypeSyntax {
        let names = Set(genericParameterNames)
        return names.isEmpty ? parameter.storageType : parameter.storageType.erasing(names)
    }

    /// The result type as a mock stores it: without `sending`, generic parameters erased.
    package var storedReturnType: TypeSyntax? {
        guard let returnType else { return nil }
        let names = Set(genericParameterNames)
        let plain = returnType.withoutSpecifierWords
        return names.isEmpty ? plain : plain.erasing(names)
    }

    /// Whether the result mentions one of the method's generic parameters (the mock then
    /// stores `Any` and casts back on return, as Sourcery does).
    package var hasGenericReturn: Bool {
        guard let returnType, !genericParameters.isEmpty else { return false }
        var mentioned: [String] = []
        returnType.collectBaseNames(into: &mentioned)
        return mentioned.contains(where: Set(genericParameterNames).contains)
    }

    /// A Swift expression that compiles as a placeholder return value, or nil when there is
    /// none (a `Void` return, a generic or app type, `Never`).
    ///
    /// `Bool` → `false`; `Int`, `Double`, `CGFloat`, `Decimal`, `TimeInterval` and the other
    /// numeric types → `0`; `String`, `Substring` → `""`; `[X]`, `Array`, `Set`,
    /// `ContiguousArray`, `ArraySlice` → `[]`; `[K: V]`, `Dictionary` → `[:]`; `X?`, `X!`,
    /// `Optional<X>` → `nil`; `Data` → `Data()`; a tuple of such types → `(0, "")`. A `Swift.`
    /// or `Foundation.` qualifier is accepted.
    package var defaultReturnExpression: String? {
        guard let returnType, !hasGenericReturn else { return nil }
        return Self.defaultValue(for: returnType.withoutSpecifierWords)
    }

    private static let numericTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "UInt128", "Double", "Float", "Float16", "Float32", "Float64", "Float80", "CGFloat", "Decimal",
        "TimeInterval"
    ]

    private static func defaultValue(for type: TypeSyntax) -> String? {
        if type.optionalWrapped != nil { return "nil" }
        switch type {
        case .array:
            return "[]"
        case .dictionary:
            return "[:]"
        case .tuple(let elements):
            if elements.count == 1, elements[0].label == nil, !elements[0].isVariadic {
                return defaultValue(for: elements[0].type)
            }
            guard elements.count > 1, !elements.contains(where: \.isVariadic) else { return nil }
            var values: [String] = []
            for element in elements {
                guard let value = defaultValue(for: element.type) else { return nil }
                values.append(value)
            }
            return "(" + values.joined(separator: ", ") + ")"
        case .named:
            if let generic = type.genericName {
                switch generic.name {
                case "Array", "Set", "ContiguousArray", "ArraySlice": return "[]"
                case "Dictionary": return "[:]"
                default: return nil
                }
            }
            guard let name = type.simpleName else { return nil }
            if numericTypes.contains(name) { return "0" }
            switch name {
            case "Bool": return "false"
            case "String", "Substring": return "\"\""
            case "Data": return "Data()"
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `type` made optional for a mock property: `Int` → `Int?`, `Int?` stays, `Int!` →
    /// `Int?`, and closures, compositions and existentials get parentheses
    /// (`((Int) -> Void)?`, `(any Error)?`, `(A & B)?`). A received-argument property of an
    /// optional parameter thus cannot tell "not called" from "called with nil", as in Sourcery.
    package static func optionalType(_ type: TypeSyntax) -> TypeSyntax {
        switch type {
        case .postfix(let base, var operators)
        where operators.last == .optional || operators.last == .implicitlyUnwrapped:
            operators[operators.count - 1] = .optional
            return .postfix(base, operators)
        case .function, .composition, .opaque, .attributed:
            return .postfix(
                .tuple([.init(label: nil, name: nil, type: type, isVariadic: false, labelColumn: 0)]), [.optional])
        default:
            return .postfix(type, [.optional])
        }
    }

    /// `type` as an implicitly unwrapped stored property (`Int!`, `((Int) -> Void)!`, `(any P)!`).
    package static func implicitlyUnwrappedType(_ type: TypeSyntax) -> TypeSyntax {
        switch type {
        case .postfix(let base, var operators)
        where operators.last == .optional || operators.last == .implicitlyUnwrapped:
            operators[operators.count - 1] = .implicitlyUnwrapped
            return .postfix(base, operators)
        case .function, .composition, .opaque, .attributed:
            return .postfix(
                .tuple([.init(label: nil, name: nil, type: type, isVariadic: false, labelColumn: 0)]),
                [.implicitlyUnwrapped])
        default:
            return .postfix(type, [.implicitlyUnwrapped])
        }
    }
}

extension MethodSignature.Parameter {
    /// The expression a mock records for this argument: the name, or `name()` for an
    /// `@autoclosure` (whose value is recorded, see `storageType`).
    package var recordedValue: String {
        name + (isAutoclosure ? "()" : "")
    }

    /// The type a mock uses to store a received argument, legal in a stored property and in a
    /// tuple: `Int...` → `[Int]`; `inout Int` → `Int`; `borrowing`/`consuming`/`sending`
    /// dropped; `@escaping` dropped (stored closures escape anyway) while `@Sendable` and
    /// `@MainActor` stay; `@autoclosure () -> T` → `T`, the evaluated value (recorded with
    /// `recordedValue`), because the closure itself is non-escaping; `some P` → `any P`;
    /// a top-level `X!` → `X?` (IUO is illegal in a tuple). Closures stay closures; use
    /// `MethodSignature.optionalType` to make one optional.
    package var storageType: TypeSyntax {
        var syntax = type
        if case .attributed(_, let attributes, let base) = syntax {
            let kept = attributes.filter { !["escaping", "autoclosure", "noescape"].contains($0.name) }
            if attributes.contains(where: { $0.name == "autoclosure" }),
                case .function(let function) = base.unparenthesized
            {
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
        return isVariadic ? .array(syntax) : syntax
    }

    /// Whether a mock can store the argument: false for a non-escaping closure (a function
    /// type without `@escaping`, not optional, not variadic, not `@autoclosure`) and for a
    /// parameter pack (`repeat each T`). A typealias of a closure type cannot be told apart
    /// from any other named type and counts as storable.
    package var isStorable: Bool {
        let base = type.withoutSpecifiers
        if case .opaque("repeat", _) = base { return false }
        if isVariadic { return true }
        guard base.isFunctionLike else { return true }
        return type.attributes.contains { $0.name == "escaping" || $0.name == "autoclosure" }
    }
}
