/// Whether a service is a `Sendable` protocol without actor isolation (its work runs wherever
/// it is called, off the main actor when awaited) or stays `@MainActor`. The one rule, which
/// docs/generated-code.md ("Services") documents: a service is `Sendable` unless it touches UI (a UIKit or
/// SwiftUI type in its methods) or its methods move values that are not known to be
/// `Sendable` across the boundary (a closure that is not `@Sendable`, `Any`, a generic value,
/// a `sending` result), or need what a main-actor test double cannot forward (`rethrows`, a
/// typed `throws`). A `Sendable` service's test double is `Sendable` too (its state behind a
/// lock); a main-actor service's is main-actor isolated.
package struct ServiceIsolation {
    package var traits: TypeTraits

    package init(traits: TypeTraits) {
        self.traits = traits
    }

    /// Whether `service` is generated as a `Sendable`, non-isolated protocol.
    package func isSendable(_ service: ModuleSpec.Service) -> Bool {
        service.methods.allSatisfy(isSendable)
    }

    package func isSendable(_ method: MethodSignature) -> Bool {
        guard method.genericParameters.isEmpty else { return false }
        switch method.throwsClause {
        case .rethrowing, .typed: return false
        case .untyped, nil: break
        }
        if let result = method.returnType {
            if case .attributed(let specifiers, _, _) = result, specifiers.contains("sending") { return false }
            guard traits.has(.sendable, result.withoutSpecifierWords) else { return false }
        }
        for parameter in method.parameters where !traits.has(.sendable, parameter.type.withoutSpecifierWords) {
            return false
        }
        return SwiftKnownTypes.frameworks(in: method.mentionedTypes, declared: Set(traits.entities.keys))
            .allSatisfy { $0 != "UIKit" && $0 != "SwiftUI" }
    }
}
