/// Entities are structs: one that contains itself, directly (`next: Node?`) or through other
/// entities (`A.b: B`, `B.a: A?`), has infinite size and does not compile. Arrays,
/// dictionaries, sets and closures store their elements indirectly and break the cycle.
extension SpecDecoding {
    mutating func checkRecursiveEntities() {
        var reported: Set<String> = []
        for entity in entityOrder {
            guard let fields = entityFields[entity] else { continue }
            for (field, node) in fields {
                for contained in Self.directlyContained(field.type) where entityFields[contained] != nil {
                    guard let path = path(from: contained, to: entity, visited: [entity]) else { continue }
                    // Report each cycle once, at the first field of it in the file.
                    let cycle = [entity] + path
                    let key = Set(cycle).sorted().joined(separator: ",")
                    guard reported.insert(key).inserted else { continue }
                    report(.recursiveEntity(field: field.declaration, cycle: cycle, suggestion: Self.recursionFix(field, entity: contained)),
                           at: node)
                }
            }
        }
    }

    /// The entities on a path of direct containment from `start` to `goal`, ending with `goal`.
    private func path(from start: String, to goal: String, visited: Set<String>) -> [String]? {
        if start == goal { return [goal] }
        guard !visited.contains(start), let fields = entityFields[start] else { return nil }
        for (field, _) in fields {
            for next in Self.directlyContained(field.type) where entityFields[next] != nil {
                if let rest = path(from: next, to: goal, visited: visited.union([start])) { return [start] + rest }
            }
        }
        return nil
    }

    /// The simple type names stored inline in a value of `type`: itself, through optionals,
    /// tuples and the generic arguments of value types other than the standard collections.
    static func directlyContained(_ type: TypeSyntax) -> [String] {
        switch type {
        case .named:
            if let name = type.simpleName { return [name] }
            if let generic = type.genericName {
                if ["Array", "Dictionary", "Set", "ContiguousArray"].contains(generic.name) { return [] }
                return generic.arguments.flatMap(directlyContained)
            }
            return []
        case .postfix(let base, let operators):
            return operators.allSatisfy({ $0 == .optional || $0 == .implicitlyUnwrapped }) ? directlyContained(base) : []
        case .tuple(let elements):
            return elements.flatMap { directlyContained($0.type) }
        case .attributed(_, _, let base):
            return directlyContained(base)
        case .array, .dictionary, .function, .composition, .opaque:
            return []
        }
    }

    /// The fix to suggest: an array of the entity, or an identifier.
    static func recursionFix(_ field: FieldDeclaration, entity: String) -> String {
        "store it in an array ('\(field.name): [\(entity)]') or keep an identifier ('\(field.name)ID: String') instead"
    }
}
