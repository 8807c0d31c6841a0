/// `assess --spec`: the code against the architecture its spec declares. Pure: the declared
/// architecture and the facts of the Swift files in, the findings out, sorted (spec places
/// first, then code by file and line). Each rule is one method; a freshly generated app
/// breaks none of them.
package struct ConformanceCheck: Sendable {
    package let architecture: DeclaredArchitecture
    /// The module (index in ``DeclaredArchitecture/modules``) each generated type belongs to.
    let moduleOfType: [String: Int]
    /// The layer of each generated type.
    let layerOfType: [String: DeclaredArchitecture.Layer]
    /// Each module's name → its index.
    let moduleIndex: [String: Int]

    package init(_ architecture: DeclaredArchitecture) {
        self.architecture = architecture
        var moduleOfType: [String: Int] = [:]
        var layerOfType: [String: DeclaredArchitecture.Layer] = [:]
        var moduleIndex: [String: Int] = [:]
        for (index, module) in architecture.modules.enumerated() {
            moduleIndex[module.name] = index
            for role in module.roles {
                moduleOfType[role.name] = index
                layerOfType[role.name] = role.layer
            }
        }
        self.moduleOfType = moduleOfType
        self.layerOfType = layerOfType
        self.moduleIndex = moduleIndex
    }

    /// Every finding of `files`, sorted.
    package func findings(_ files: [CodeFacts]) -> [SpecFinding] {
        var result = missingRoles(files) + missingRoutes(files)
        for file in files {
            result += undeclaredReferences(file) + strongOutputs(file) + concreteServices(file)
            result += presenterUIKit(file) + interactorViews(file) + viewServices(file)
        }
        return result.sorted()
    }

    /// Every module has each type its template set declares (in any file: files move).
    func missingRoles(_ files: [CodeFacts]) -> [SpecFinding] {
        let declared = Set(files.flatMap { $0.declarations.map(\.name) })
        var result: [SpecFinding] = []
        for module in architecture.modules {
            var order: [String] = []
            var missing: [String: [String]] = [:]
            for role in module.roles where !declared.contains(role.name) {
                if missing[role.fileName] == nil { order.append(role.fileName) }
                missing[role.fileName, default: []].append(role.name)
            }
            for fileName in order {
                let names = missing[fileName] ?? []
                result.append(
                    SpecFinding(
                        .missingRole, at: module.place,
                        "module \(module.name) (\(module.pattern)) declares no \(Self.listed(names)), which its pattern generates in \(fileName); "
                            + "restore the file (viper-gen generate) or remove the module from the spec"))
            }
        }
        return result
    }

    /// Each route has its method in the source module, and that method names a type of the
    /// destination (its factory, builder or controller: the call path that builds it), or, where
    /// navigation is state, its type has a `make…` method named after the destination (`makeArticleView`, `makeShowFeedView`) that does.
    func missingRoutes(_ files: [CodeFacts]) -> [SpecFinding] {
        var result: [SpecFinding] = []
        for (index, module) in architecture.modules.enumerated() {
            for route in module.routes {
                let methods = files.flatMap { file in
                    file.functions.filter { $0.name == route.method && $0.hasBody && moduleOfType[$0.owner] == index }
                        .map { (file.path, $0) }
                }
                guard let destination = moduleIndex[route.target] else { continue }
                // Navigation as state (pure SwiftUI): the route sets `destination = .article(…)`
                // and the type's `makeArticleView(…)`, which the view calls, builds the module.
                let builders = Set(
                    files.flatMap { file in
                        file.functions.filter { function in
                            function.hasBody && function.name.hasPrefix("make") && function.name.contains(route.target)
                                && function.uses.contains { moduleOfType[$0.name] == destination }
                        }.map(\.owner)
                    })
                let reaching = methods.filter { _, function in
                    function.uses.contains { moduleOfType[$0.name] == destination } || builders.contains(function.owner)
                }
                if methods.isEmpty {
                    result.append(
                        SpecFinding(
                            .missingRoute, at: route.place,
                            "the spec routes \(module.name) to \(route.target), but no type of \(module.name) implements \(route.method); "
                                + "regenerate the router (viper-gen generate) or remove the route from the spec"))
                } else if reaching.isEmpty, let (path, function) = methods.first {
                    result.append(
                        SpecFinding(
                            rule: .missingRoute, location: .code, file: path, line: function.line,
                            column: function.column,
                            keyPath: route.place.keyPath,
                            message:
                                "\(function.owner).\(route.method) names no type of \(route.target), so the route never builds it; "
                                + "create the destination with \(route.target)'s factory there"))
                }
            }
        }
        return result
    }

    /// `A, B and C`.
    static func listed(_ names: [String]) -> String {
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
