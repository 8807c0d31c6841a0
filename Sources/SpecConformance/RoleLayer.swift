import Assessment

/// The layer of a generated file's types, by its template's `component` in the set's
/// manifest (`Presenters`, `Interactors` …): the one place that maps the two.
enum RoleLayer {
    static func of(component: String) -> DeclaredArchitecture.Layer {
        switch component {
        case "Presenters", "ViewModels": .presenter
        case "Interactors": .interactor
        case "Views", "ViewControllers": .view
        case "Builders": .factory
        case "Routers": .router
        case "Entities", "Models": .entity
        case "Services": .service
        default: .other
        }
    }
}
