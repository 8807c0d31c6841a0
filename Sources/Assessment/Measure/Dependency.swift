/// A stored property or an initializer parameter whose type names another type: a dependency
/// of the type declaring it.
package struct Dependency: Sendable, Hashable {
    /// The property's or parameter's name.
    package var name: String
    /// The nominal type it is declared with (`LoginViewInput` for `LoginViewInput?`).
    package var typeName: String
    /// `weak`, `unowned` or strong; always strong for an initializer parameter.
    package var isWeak: Bool
    /// Whether it is an initializer parameter rather than a stored property.
    package var isInitializerParameter: Bool
    /// Its line.
    package var line: Int
    /// A stored property marked `@IBOutlet`: a piece of the view, not a collaborator.
    package var isOutlet = false

    /// Whether it counts toward coupling: a collaborator, not a piece of the UI (an outlet, a
    /// UIKit type such as `UILabel`, or a view type such as `HeaderView`).
    package var isCollaborator: Bool {
        guard !isOutlet else { return false }
        if FileSummaryReader.isUIKitType(typeName) { return false }
        let role = RoleClassifier.classify(name: typeName)?.role
        return role != .view && role != .viewController
    }

    /// Each collaborator once, by type: a property and the initializer parameter that fills it
    /// are one dependency, injected when either is an initializer parameter.
    static func collaborators(_ dependencies: [Dependency]) -> [Dependency] {
        var byType: [String: Int] = [:]
        var result: [Dependency] = []
        for dependency in dependencies where dependency.isCollaborator {
            if let index = byType[dependency.typeName] {
                if dependency.isInitializerParameter { result[index].isInitializerParameter = true }
                continue
            }
            byType[dependency.typeName] = result.count
            result.append(dependency)
        }
        return result
    }
}
