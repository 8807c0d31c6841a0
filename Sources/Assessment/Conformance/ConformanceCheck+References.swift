/// The rules on what a module's code names: other modules only along the spec's routes, shared
/// and module services only through their protocols.
extension ConformanceCheck {
    /// A module naming a type of a module it has no route to.
    func undeclaredReferences(_ file: CodeFacts) -> [SpecFinding] {
        var result: [SpecFinding] = []
        var seen: Set<String> = []
        for body in file.bodies {
            guard let from = moduleOfType[body.owner] else { continue }
            let module = architecture.modules[from]
            let routed = Set(module.routes.map(\.target))
            for use in body.uses {
                guard let to = moduleOfType[use.name], to != from, layerOfType[use.name]?.isModulePrivate ?? false
                else { continue }
                let target = architecture.modules[to].name
                guard !routed.contains(target), seen.insert(body.owner + "\u{0}" + use.name).inserted else { continue }
                result.append(
                    finding(
                        .undeclaredModuleReference, use, in: file, keyPath: module.place.keyPath,
                        "\(body.owner) (module \(module.name)) names \(use.name) of module \(target), but the spec has no route from "
                            + "\(module.name) to \(target); add the route to the spec or go through \(module.name)'s own output"
                    ))
            }
        }
        return result
    }

    /// A module's type naming a service's implementation outside the places that build
    /// modules: static factories, builders and the spec's route methods.
    func concreteServices(_ file: CodeFacts) -> [SpecFinding] {
        var implementations: [String: DeclaredArchitecture.Service] = [:]
        for service in architecture.services {
            for name in service.implementations { implementations[name] = service }
        }
        guard !implementations.isEmpty else { return [] }
        var allowed: Set<Int> = []
        let routeMethods = Set(architecture.modules.flatMap { $0.routes.map(\.method) })
        for function in file.functions where function.isStatic || routeMethods.contains(function.name) {
            for use in function.uses { allowed.insert(use.line << 20 | use.column) }
        }
        var result: [SpecFinding] = []
        var seen: Set<String> = []
        for body in file.bodies {
            guard let module = moduleOfType[body.owner], layerOfType[body.owner] != .factory else { continue }
            for use in body.uses {
                guard let service = implementations[use.name], !allowed.contains(use.line << 20 | use.column),
                    implementations[body.owner] == nil, seen.insert(body.owner + "\u{0}" + use.name).inserted
                else { continue }
                let keyPath =
                    architecture.modules[module].services.first { $0.name == service.name }?.place.keyPath
                    ?? service.place.keyPath
                result.append(
                    finding(
                        .concreteService, use, in: file, keyPath: keyPath,
                        "\(body.owner) names \(use.name), the implementation of service \(service.name); "
                            + "depend on its protocol \(service.protocolName) and let the module's factory pass the implementation in"
                    ))
            }
        }
        return result
    }

    /// A finding at a name used in `file`.
    func finding(_ rule: SpecRule, _ use: CodeFacts.Use, in file: CodeFacts, keyPath: String, _ message: String)
        -> SpecFinding
    {
        SpecFinding(
            rule: rule, location: .code, file: file.path, line: use.line, column: use.column, keyPath: keyPath,
            message: message)
    }
}
