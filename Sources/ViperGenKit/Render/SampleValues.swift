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
            if Self.scalar(name, seed: Seed(name: nil, ordinal: 1)) != nil { return true }
            // An entity is Equatable when its fields are (one containing itself through a
            // collection too).
            return entities[name] != nil && TypeTraits(entities: entities).has(.equatable, type)
        default:
            return false
        }
    }

    /// A Swift expression of `type`, or nil when none can be derived. `name` and `ordinal` make
    /// samples distinct: a `String` parameter `threadId` second in its list is `"threadId-2"`, an
    /// `Int` is its ordinal plus 6 (never the `0` or `1` code hard-codes), the second row of a table `"row-1"`; so a test that passes two
    /// values of one type tells them apart (swapped or hard-coded arguments, every row showing
    /// the first item). An entity's fields take their own names and the entity's ordinal.
    func expression(for type: TypeSyntax, name: String? = nil, ordinal: Int = 1) -> String? {
        expression(for: type, seed: Seed(name: name.map(Identifier.bare), ordinal: ordinal), visiting: [])
    }

    /// What makes a sample distinct: the name it is passed or stored under, and its position.
    private struct Seed {
        var name: String?
        var ordinal: Int

        /// A string literal's text: `threadId-2`, or `sample` without a name.
        var text: String { name.map { "\($0)-\(ordinal)" } ?? "sample" }
    }

    private func expression(for type: TypeSyntax, seed: Seed, visiting: Set<String>) -> String? {
        guard visiting.count < 8 else { return nil }
        if let wrapped = type.optionalWrapped {
            return expression(for: wrapped, seed: seed, visiting: visiting) ?? "nil"
        }
        switch type {
        // Collections get one element when they can, so that a sample differs from the empty
        // initial state (Observation does not report a write of an equal value).
        case .array(let element):
            return expression(for: element, seed: seed, visiting: visiting).map { "[\($0)]" } ?? "[]"
        case .dictionary(let key, let value):
            guard let keySample = expression(for: key, seed: seed, visiting: visiting),
                let valueSample = expression(for: value, seed: seed, visiting: visiting)
            else { return "[:]" }
            return "[\(keySample): \(valueSample)]"
        case .attributed(_, _, let base):
            return expression(for: base, seed: seed, visiting: visiting)
        case .function(let function):
            return closureSample(function)
        case .tuple(let elements):
            if elements.count == 1, elements[0].label == nil, !elements[0].isVariadic {
                return expression(for: elements[0].type, seed: seed, visiting: visiting)
            }
            return nil
        case .named:
            if let generic = type.genericName {
                switch (generic.name, generic.arguments.count) {
                case ("Array", 1), ("Set", 1), ("ContiguousArray", 1):
                    return expression(for: generic.arguments[0], seed: seed, visiting: visiting).map { "[\($0)]" }
                        ?? "[]"
                case ("Dictionary", 2):
                    return expression(
                        for: .dictionary(key: generic.arguments[0], value: generic.arguments[1]), seed: seed,
                        visiting: visiting)
                default:
                    return nil
                }
            }
            guard let name = type.simpleName else { return nil }
            if let scalar = Self.scalar(name, seed: seed) { return scalar }
            guard let fields = entities[name], !visiting.contains(name) else { return nil }
            var arguments: [String] = []
            for field in fields where field.defaultValue == nil {
                let fieldSeed = Seed(name: Identifier.bare(field.name), ordinal: seed.ordinal)
                guard let value = expression(for: field.type, seed: fieldSeed, visiting: visiting.union([name])) else {
                    return nil
                }
                arguments.append("\(field.name): \(value)")
            }
            return "\(name)(\(arguments.joined(separator: ", ")))"
        default:
            return nil
        }
    }

    /// A sample of a Swift or Foundation scalar type, distinct per `seed`; nil for other names.
    private static func scalar(_ name: String, seed: Seed) -> String? {
        let number = seed.ordinal
        switch name {
        case "String", "Substring": return "\"\(seed.text)\""
        case "Character": return "\"s\""
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            // Away from the literals an implementation hard-codes (`page: 1`, `0`): `page` passed
            // on is 7, so a presenter that calls `fetch(page: 1)` fails its test.
            return "\(number + 6)"
        case "Double", "Float", "CGFloat", "TimeInterval": return "\(number).5"
        case "Decimal": return "Decimal(\(number))"
        case "Bool": return "true"
        case "Date": return "Date(timeIntervalSince1970: \(number))"
        case "URL": return "URL(fileURLWithPath: \"/\(seed.text)\")"
        case "UUID": return "UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, \(number % 256)))"
        case "Data": return "Data([\(number % 256), 2, 3])"
        default: return nil
        }
    }

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
        "Double", "Float", "Bool", "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval"
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
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
                "Float",
                "CGFloat", "TimeInterval", "Decimal":
                return "0"
            default: return nil
            }
        default:
            return nil
        }
    }
}
