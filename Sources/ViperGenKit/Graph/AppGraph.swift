/// The app a spec describes as a graph: its modules (with pattern, input and output) and the
/// routes between them. Pure; drawn by `AppGraphRenderer`.
package struct AppGraph: Sendable, Hashable {
    package struct Module: Sendable, Hashable {
        package var name: String
        package var pattern: Pattern
        /// The input fields and output methods, as written in Swift.
        package var input: [String]
        package var output: [String]
    }

    package struct Edge: Sendable, Hashable {
        package var from: String
        package var to: String
        package var style: Route.Style
        /// The route's method name (the default `routeTo<Target>` filled in).
        package var method: String
        /// The destination's event a dismissal by the user reports (`onDismiss`), if any.
        package var dismissEvent: String? = nil
    }

    package var modules: [Module]
    package var routes: [Edge]

    /// The graph of `project`, its modules resolved against `flags` as `generate` would.
    package init(project: ProjectSpec, flags: GenerationOptions = GenerationOptions()) {
        let resolved = project.resolvedModules(flags: flags, selected: nil)
        modules = resolved.map { module in
            Module(
                name: module.name, pattern: module.pattern, input: module.spec.input.map(\.declaration),
                output: module.spec.output.map(\.declaration))
        }
        routes = project.modules.flatMap { module in
            module.routes.map {
                Edge(
                    from: module.name, to: $0.target, style: $0.style, method: $0.methodName,
                    dismissEvent: $0.dismissEvent)
            }
        }
    }

    /// The output edges: from each destination with an output back to each module that routes
    /// to it (once per pair).
    package var outputEdges: [(from: String, to: String)] {
        let withOutput = Set(modules.filter { !$0.output.isEmpty }.map(\.name))
        var seen: Set<String> = []
        var edges: [(from: String, to: String)] = []
        for route in routes where withOutput.contains(route.to) && seen.insert(route.to + "\u{0}" + route.from).inserted
        {
            edges.append((route.to, route.from))
        }
        return edges
    }
}
