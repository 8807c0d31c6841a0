/// Swift expressions that build a sample value of a type, for generated tests, and the initial
/// value of a stored property; derived by switching over the parsed type.
///
/// Generated tests call declared methods with these values and compare what the mocks
/// recorded. A type with no known sample (a type of the user's app that the spec does not
/// declare) yields `nil`, and the templates leave that method out of the recording tests.
struct SampleValues {
    /// Entities declared in the spec, by name: a sample of an entity is its memberwise
    /// initializer applied to samples of its fields.
    var entities: [String: [FieldDeclaration]]

    /// Types whose values compare with `==`, so a test can assert on the recorded argument.
    func isEquatable(_ type: TypeSyntax) -> Bool {
        if let wrapped = type.optionalWrapped { return isEquatable(wrapped) }
        switch type {
        case .array(let element):
            return isEquatable(element)
        case .dictionary(let key, let value):
            return isEquatable(key) && isEquatable(value)
        case .named:
            if let generic = type.genericName {
                guard ["Array", "Set", "Dictionary", "ContiguousArray"].contains(generic.name) else { return false }
                return generic.arguments.allSatisfy { isEquatable($0) }
            }
            guard let name = type.simpleName else { return false }
            if Self.scalars[name] != nil { return true }
            // An entity is Equatable when its fields are (one containing itself through a
            // collection too).
            return entities[name] != nil && TypeTraits(entities: entities).has(.equatable, type)
        default:
            return false
        }
    }

    /// A Swift expression of `type`, or nil when none can be derived.
    func expression(for type: TypeSyntax) -> String? {
        expression(for: type, visiting: [])
    }

    private func expression(for type: TypeSyntax, visiting: Set<String>) -> String? {
        guard visiting.count < 8 else { return nil }
        if let wrapped = type.optionalWrapped {
            return expression(for: wrapped, visiting: visiting) ?? "nil"
        }
        switch type {
        // Collections get one element when they can, so that a sample differs from the empty
        // initial state (Observation does not report a write of an equal value).
        case .array(let element):
            return expression(for: element, visiting: visiting).map { "[\($0)]" } ?? "[]"
        case .dictionary(let key, let value):
            guard let keySample = expression(for: key, visiting: visiting),
                  let valueSample = expression(for: value, visiting: visiting) else { return "[:]" }
            return "[\(keySample): \(valueSample)]"
        case .attributed(_, _, let base):
            return expression(for: base, visiting: visiting)
        case .function(let function):
            return closureSample(function)
        case .tuple(let elements):
            if elements.count == 1, elements[0].label == nil, !elements[0].isVariadic {
                return expression(for: elements[0].type, visiting: visiting)
            }
            return nil
        case .named:
            if let generic = type.genericName {
                switch (generic.name, generic.arguments.count) {
                case ("Array", 1), ("Set", 1), ("ContiguousArray", 1):
                    return expression(for: generic.arguments[0], visiting: visiting).map { "[\($0)]" } ?? "[]"
                case ("Dictionary", 2):
                    return expression(for: .dictionary(key: generic.arguments[0], value: generic.arguments[1]), visiting: visiting)
                default:
                    return nil
                }
            }
            guard let name = type.simpleName else { return nil }
            if let scalar = Self.scalars[name] { return scalar }
            guard let fields = entities[name], !visiting.contains(name) else { return nil }
            var arguments: [String] = []
            for field in fields where field.defaultValue == nil {
                guard let value = expression(for: field.type, visiting: visiting.union([name])) else { return nil }
                arguments.append("\(field.name): \(value)")
            }
            return "\(name)(\(arguments.joined(separator: ", ")))"
        default:
            return nil
        }
    }

    private static let scalars: [String: String] = [
        "String": "\"sample\"", "Substring": "\"sample\"", "Character": "\"s\"",
        "Int": "1", "Int8": "1", "Int16": "1", "Int32": "1", "Int64": "1",
        "UInt": "1", "UInt8": "1", "UInt16": "1", "UInt32": "1", "UInt64": "1",
        "Double": "1.5", "Float": "1.5", "CGFloat": "1.5", "Decimal": "Decimal(1)",
        "Bool": "true",
        "Date": "Date(timeIntervalSince1970: 0)",
        "URL": "URL(fileURLWithPath: \"/sample\")",
        "UUID": "UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))",
        "Data": "Data([1, 2, 3])",
        "TimeInterval": "1.5",
    ]

    /// `{ _, _ in }` for a synchronous, non-throwing closure returning `Void`; nil otherwise.
    private func closureSample(_ function: TypeSyntax.FunctionType) -> String? {
        guard function.result.isVoid, function.effects == nil else { return nil }
        if function.parameters.isEmpty { return "{}" }
        return "{ " + Array(repeating: "_", count: function.parameters.count).joined(separator: ", ") + " in }"
    }
}

extension SampleValues {
    /// Whether a value of `type` is `Codable` as far as viper-gen can tell: Swift and
    /// Foundation scalars, collections of them, and declared entities (which are Codable when
    /// their own fields are).
    func isCodable(_ type: TypeSyntax) -> Bool {
        isCodable(type, visiting: [])
    }

    private func isCodable(_ type: TypeSyntax, visiting: Set<String>) -> Bool {
        if let wrapped = type.optionalWrapped { return isCodable(wrapped, visiting: visiting) }
        switch type {
        case .array(let element):
            return isCodable(element, visiting: visiting)
        case .dictionary(let key, let value):
            return isCodable(key, visiting: visiting) && isCodable(value, visiting: visiting)
        case .named:
            if let generic = type.genericName {
                guard ["Array", "Set", "Dictionary"].contains(generic.name) else { return false }
                return generic.arguments.allSatisfy { isCodable($0, visiting: visiting) }
            }
            guard let name = type.simpleName else { return false }
            if Self.codableScalars.contains(name) { return true }
            guard let fields = entities[name] else { return false }
            // An entity met again on the way (`children: [Node]`) is Codable if the rest is.
            if visiting.contains(name) { return true }
            return fields.allSatisfy { isCodable($0.type, visiting: visiting.union([name])) }
        default:
            return false
        }
    }

    private static let codableScalars: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval",
    ]

    /// The initial value of a stored state property: `false`, `0`, `""`, `[]`, `[:]`, `nil`…;
    /// nil when the type has no obvious empty value.
    func initialValue(for type: TypeSyntax) -> String? {
        if type.optionalWrapped != nil { return "nil" }
        switch type {
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .named:
            if let generic = type.genericName {
                switch generic.name {
                case "Array", "Set", "ContiguousArray": return "[]"
                case "Dictionary": return "[:]"
                default: return nil
                }
            }
            switch type.simpleName {
            case "Bool": return "false"
            case "String", "Substring": return "\"\""
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
                 "CGFloat", "TimeInterval", "Decimal":
                return "0"
            default: return nil
            }
        default:
            return nil
        }
    }
}
