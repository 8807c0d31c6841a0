/// The architecture a spec declares, as `assess --spec` checks the code against it: each
/// module with the types its template set generates (and the layer each belongs to), its
/// routes and output, and the shared services. Pure values; the CLI makes it from the spec,
/// its app graph and the generation plan (the kit decides every name, nothing here spells one).
package struct DeclaredArchitecture: Sendable, Hashable {
    /// A place in the spec: its key path and position.
    package struct Place: Sendable, Hashable {
        package var keyPath: String
        /// The spec as the command line shows it.
        package var file: String
        package var line: Int
        package var column: Int

        package init(keyPath: String, file: String, line: Int, column: Int) {
            self.keyPath = keyPath
            self.file = file
            self.line = line
            self.column = column
        }
    }

    /// What a generated type is in its module, as far as the layer rules care.
    package enum Layer: String, Sendable, Hashable {
        /// A presenter or view model: no UIKit.
        case presenter
        /// No views.
        case interactor
        /// A view or view controller: no services.
        case view
        /// Builds the module (a builder, or the router's factory): may name implementations.
        case factory
        case router
        /// An entity the spec declares in the module: any module's signatures may name it.
        case entity
        /// A service the spec declares in the module: any module may depend on its protocol.
        case service
        /// Protocols, controllers, state: no layer rule.
        case other

        /// Whether another module naming a type of this layer couples the two modules (an
        /// entity or a service of the spec does not: the spec declares it for every module).
        package var isModulePrivate: Bool { self != .entity && self != .service }
    }

    /// A type a module's template set generates.
    package struct RoleType: Sendable, Hashable {
        package var name: String
        package var layer: Layer
        /// The generated file that declares it (`LoginPresenter.swift`).
        package var fileName: String

        package init(name: String, layer: Layer, fileName: String) {
            self.name = name
            self.layer = layer
            self.fileName = fileName
        }
    }

    /// A route of the spec.
    package struct Route: Sendable, Hashable {
        /// The destination module.
        package var target: String
        /// The route method's name (`routeToHome`).
        package var method: String
        package var place: Place

        package init(target: String, method: String, place: Place) {
            self.target = target
            self.method = method
            self.place = place
        }
    }

    package struct Module: Sendable, Hashable {
        package var name: String
        /// `VIPER`, `MVVM`, …, for messages.
        package var pattern: String
        /// What the pattern calls the type that navigates and talks to services (`presenter`,
        /// `view model`, `controller`), for messages.
        package var holder: String
        package var place: Place
        /// Its generated non-test types.
        package var roles: [RoleType]
        package var routes: [Route]
        /// The protocol of its output, when the spec gives it one, with the place of `output`.
        package var output: Named?
        /// The services it lists, by name, with their places (`modules[0].services[1]`).
        package var services: [Named]
        /// The frameworks whose types the spec's own declarations for the module name
        /// (`UIKit` for a `UIImage` parameter): what its generated code must import.
        package var frameworks: Set<String>

        package init(
            name: String, pattern: String, holder: String, place: Place, roles: [RoleType], routes: [Route],
            output: Named?, services: [Named], frameworks: Set<String> = []
        ) {
            self.name = name
            self.pattern = pattern
            self.holder = holder
            self.place = place
            self.roles = roles
            self.routes = routes
            self.output = output
            self.services = services
            self.frameworks = frameworks
        }

        /// The types of `layer`.
        package func types(_ layer: Layer) -> [String] { roles.filter { $0.layer == layer }.map(\.name) }
    }

    /// A name the spec gives at a place (a module's output protocol, a service it lists).
    package struct Named: Sendable, Hashable {
        package var name: String
        package var place: Place

        package init(name: String, place: Place) {
            self.name = name
            self.place = place
        }
    }

    /// A service of the spec (shared, or a module's own): its protocol and the types that
    /// implement it.
    package struct Service: Sendable, Hashable {
        /// The name the spec gives it.
        package var name: String
        /// The protocol the modules depend on (`AuthServiceInterface`).
        package var protocolName: String
        package var implementations: [String]
        package var place: Place

        package init(name: String, protocolName: String, implementations: [String], place: Place) {
            self.name = name
            self.protocolName = protocolName
            self.implementations = implementations
            self.place = place
        }
    }

    package var modules: [Module]
    /// Shared services first, then the modules' own.
    package var services: [Service]

    package init(modules: [Module], services: [Service]) {
        self.modules = modules
        self.services = services
    }
}
