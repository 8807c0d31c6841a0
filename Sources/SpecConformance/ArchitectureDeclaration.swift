import Assessment
import ViperGenKit

/// The architecture a resolved spec declares, for `assess --spec`: each module's generated
/// types (rendered by the generation plan, so the template set in use decides every name), the
/// layer each belongs to (by its template's component), its routes and output (named by the app
/// graph), and the services with their protocols; each with its key path and position in the spec.
package enum ArchitectureDeclaration {
    /// - Parameters:
    ///   - specText: the spec's bytes, for the positions of key paths.
    ///   - specDisplay: the spec's path as the command line shows it.
    package static func make(_ resolution: Resolver.Resolution, specText: [UInt8], specDisplay: String)
        throws(GenerationError) -> DeclaredArchitecture
    {
        let plan = try resolution.plan()
        let places = SpecPlaces(text: specText, display: specDisplay)
        let graph = AppGraph(project: resolution.project, flags: resolution.flags)
        let resolved = Dictionary(resolution.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var modules: [DeclaredArchitecture.Module] = []
        var services: [DeclaredArchitecture.Service] = []
        let shared = OptionLayers(flags: resolution.flags, defaults: resolution.project.defaults).protocolSuffix
        for (index, service) in resolution.project.services.enumerated() {
            services.append(
                .init(
                    name: service.name, protocolName: service.name + shared, implementations: [service.name],
                    place: places.place("services[\(index)]")))
        }
        for (index, spec) in resolution.project.modules.enumerated() {
            guard let module = resolved[spec.name], let node = graph.modules.first(where: { $0.name == spec.name })
            else { continue }
            let key = "modules[\(index)]"
            let roles = try roleTypes(of: module, in: plan, library: resolution.library)
            let routes = graph.routes.filter { $0.from == spec.name }.enumerated().map { routeIndex, edge in
                DeclaredArchitecture.Route(
                    target: edge.to, method: edge.method, place: places.place("\(key).routes[\(routeIndex)]"))
            }
            let output =
                node.output.isEmpty
                ? nil
                : DeclaredArchitecture.Named(
                    name: GraphNames.outputProtocol(of: spec.name), place: places.place("\(key).output"))
            let listed = places.listedServices(of: index)
            let own = spec.services.map { service in
                DeclaredArchitecture.Named(name: service.name, place: places.place(listed[service.name] ?? key))
            }
            let sharedUses = spec.sharedServices.map { name in
                DeclaredArchitecture.Named(name: name, place: places.place(listed[name] ?? key))
            }
            for (service, named) in zip(spec.services, own) {
                services.append(
                    .init(
                        name: service.name, protocolName: service.name + module.protocolSuffix,
                        implementations: [service.name], place: named.place))
            }
            modules.append(
                .init(
                    name: spec.name, pattern: module.pattern.displayName, holder: HolderRole.of(module.pattern).label,
                    place: places.place(key), roles: roles, routes: routes, output: output, services: own + sharedUses,
                    frameworks: Set(resolution.contextBuilder.moduleContext(for: module).frameworkImports)))
        }
        return DeclaredArchitecture(modules: modules, services: services)
    }

    /// The top-level types of the module's planned source files, each with the layer of its
    /// template's component.
    static func roleTypes(of module: ResolvedModule, in plan: GenerationPlan, library: TemplateLibrary)
        throws(GenerationError) -> [DeclaredArchitecture.RoleType]
    {
        let manifest: ResolvedManifest
        do {
            manifest = try library.manifest(forSet: module.templateSet)
        } catch {
            throw .template(module: module.name, error)
        }
        var components: [String: String] = [:]
        for entry in manifest.entries { components[entry.templatePath] = entry.file.component }
        return plan.files.filter {
            $0.module == module.name && $0.kind == .source && $0.relativePath.hasSuffix(".swift")
        }.flatMap { file in
            let layer = RoleLayer.of(component: components[file.template] ?? "")
            let fileName = String(file.relativePath.split(separator: "/").last ?? Substring(file.relativePath))
            return DeclaredType.topLevel(in: Array(file.contents.utf8)).map {
                DeclaredArchitecture.RoleType(name: $0.name, layer: layer, fileName: fileName)
            }
        }
    }
}
