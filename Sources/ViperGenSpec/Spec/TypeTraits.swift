/// What the standard protocols a generated entity can conform to, decided from its fields'
/// parsed types: an entity is `Equatable` and `Hashable` only when every field is, `Sendable`
/// only when every field is. A type of the user's app (neither declared nor known) is taken to
/// have them; types that never do (closures, `Any`, tuples, existentials) decide the answer.
package struct TypeTraits {
    package enum Trait { case equatable, sendable }

    package var entities: [String: [FieldDeclaration]]

    package init(entities: [String: [FieldDeclaration]]) {
        self.entities = entities
    }

    package func has(_ trait: Trait, _ type: TypeSyntax, visiting: Set<String> = []) -> Bool {
        if let wrapped = type.optionalWrapped { return has(trait, wrapped, visiting: visiting) }
        switch type {
        case .array(let element):
            return has(trait, element, visiting: visiting)
        case .dictionary(let key, let value):
            return has(trait, key, visiting: visiting) && has(trait, value, visiting: visiting)
        case .tuple(let elements):
            if elements.count == 1, elements[0].label == nil, !elements[0].isVariadic {
                return has(trait, elements[0].type, visiting: visiting)
            }
            // Tuples are never Equatable; they are Sendable when their elements are.
            return trait == .sendable && elements.allSatisfy { has(trait, $0.type, visiting: visiting) }
        case .function:
            return false
        case .attributed(_, let attributes, let base):
            if base.unparenthesized.isFunctionLike {
                return trait == .sendable && attributes.contains { $0.name == "Sendable" }
            }
            return has(trait, base, visiting: visiting)
        case .composition:
            return false
        case .opaque(let keyword, let constraint):
            // `any Error` and `any Sendable` (and their refinements, compositions with them) are
            // Sendable; other existentials are neither.
            guard trait == .sendable, keyword == "any" else { return false }
            if case .composition(let parts) = constraint {
                return parts.contains { Self.sendableExistentials.contains($0.simpleName ?? "") }
            }
            return Self.sendableExistentials.contains(constraint.simpleName ?? "")
        case .postfix:
            // Metatypes (`T.Type`) are Sendable, never Equatable.
            return trait == .sendable
        case .named:
            if let generic = type.genericName {
                return generic.arguments.allSatisfy { has(trait, $0, visiting: visiting) }
            }
            guard let name = type.simpleName else { return true }
            if ["Any", "AnyObject", "AnyClass", "Error"].contains(name) { return false }
            guard let fields = entities[name] else { return true }
            if visiting.contains(name) { return true }
            return fields.allSatisfy { has(trait, $0.type, visiting: visiting.union([name])) }
        }
    }

    /// Protocols whose existential is `Sendable`: `Error` and its refinements, `Sendable`
    /// itself and `Actor`.
    private static let sendableExistentials: Set<String> = [
        "Error", "LocalizedError", "CustomNSError", "RecoverableError", "Sendable", "Actor"
    ]
}
