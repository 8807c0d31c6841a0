import SwiftSource

/// The type a stored property or an initializer parameter depends on: its nominal type, or for a
/// protocol composition (`(NSObjectProtocol & CreateOrderRoutingLogic & CreateOrderDataPassing)?`,
/// which Clean Swift's templates write in every view controller) the first member that is not a
/// marker protocol of the standard library or Foundation.
enum DependencyTypeName {
    static func of(_ type: TypeReference) -> String? {
        switch type {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .existential(let wrapped):
            return of(wrapped)
        case .composition(let members):
            return members.lazy.compactMap(\.nominalName).first { !markerProtocols.contains($0) }
        default:
            return type.nominalName
        }
    }

    /// Protocols a composition adds for the compiler's sake, not as a collaborator.
    static let markerProtocols: Set<String> = [
        "AnyObject", "NSObjectProtocol", "Sendable", "Equatable", "Hashable", "Identifiable", "Codable", "Decodable",
        "Encodable", "CustomStringConvertible"
    ]
}
