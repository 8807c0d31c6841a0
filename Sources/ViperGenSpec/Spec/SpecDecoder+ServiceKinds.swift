/// A service's `"kind"` other than `class`, as decoded: checked by
/// ``SpecDecoding/checkServiceKinds()`` once every entity is known.
package struct ServiceKindUse {
    package var service: String
    package var kind: ModuleSpec.Service.Kind
    /// The `kind` value, where a problem is reported.
    package var node: JSONNode
    package var methods: [(method: MethodSignature, node: JSONNode)]
}

/// Service kinds: an `actor` or a `struct` implementation conforms to a `Sendable` protocol
/// without actor isolation, so the service must be one (``ServiceIsolation``: no UIKit or
/// SwiftUI type, only `Sendable` values across the boundary); an actor's methods are isolated to
/// it, so each must be `async` to satisfy the protocol.
extension SpecDecoding {
    package mutating func checkServiceKinds() {
        let entities = entityFields.mapValues { $0.map(\.field) }
        let isolation = ServiceIsolation(traits: TypeTraits(entities: entities))
        for use in serviceKinds {
            // The types as the generated code spells them (`Error` is `any Error`).
            let methods = use.methods.map { ($0.method.existentialsSpelledAny(declared: []), $0.node) }
            if let (method, _) = methods.first(where: { !isolation.isSendable($0.0) }) {
                report(
                    .serviceKindNeedsSendable(
                        service: use.service, kind: use.kind.rawValue, method: method.declaration),
                    at: use.node)
                continue
            }
            if use.kind == .actor, let (method, _) = methods.first(where: { !$0.0.isAsync }) {
                report(.actorServiceNeedsAsync(service: use.service, method: method.declaration), at: use.node)
            }
        }
    }
}
