/// The names the app graph gives generated members, decided here only (the decoder checks
/// them for clashes, the context builder hands them to templates).
package enum GraphNames {
    /// `TaskDetail` → `TaskDetailModuleOutput`.
    package static func outputProtocol(of module: String) -> String { module + "ModuleOutput" }

    /// `TaskDetail` → `taskDetailOutput`, the router property holding the caller's output.
    package static func outputProperty(of module: String) -> String { lowerFirst(module) + "Output" }

    /// The stem a pure SwiftUI router names a route's state by: `routeToHome` → `Home`,
    /// `openCart` → `OpenCart` (route methods are unique in a module, so stems are too).
    package static func routeStem(of method: String) -> String {
        let prefix = "routeTo"
        if method.hasPrefix(prefix), method.count > prefix.count,
            let first = method.dropFirst(prefix.count).first, first.isUppercase
        {
            return String(method.dropFirst(prefix.count))
        }
        return upperFirst(method)
    }

    /// `routeToHome` → `home`: the pure SwiftUI router's `Destination` case for the route.
    package static func destinationCase(ofRoute method: String) -> String { lowerFirst(routeStem(of: method)) }

    /// `routeToHome` → `makeHomeView`: the pure SwiftUI router's method that builds the route's
    /// destination view (the view calls it from the `Destination` case; nothing stores it).
    package static func destinationBuilder(ofRoute method: String) -> String { "make" + routeStem(of: method) + "View" }
}
