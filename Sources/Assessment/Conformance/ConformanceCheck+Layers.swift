/// The rules on how a module holds its caller and what each layer may name: outputs weakly, a
/// presenter (or view model) without UIKit, an interactor without views, a view without services.
extension ConformanceCheck {
    /// A stored property of a module's type whose type is a module output, held strongly.
    func strongOutputs(_ file: CodeFacts) -> [SpecFinding] {
        var outputs: [String: DeclaredArchitecture.Named] = [:]
        for module in architecture.modules {
            if let output = module.output { outputs[output.name] = output }
        }
        return file.properties.compactMap { property in
            guard moduleOfType[property.owner] != nil, property.ownership == .strong,
                let output = property.typeNames.lazy.compactMap({ outputs[$0] }).first
            else { return nil }
            return SpecFinding(
                rule: .strongOutput, location: .code, file: file.path, line: property.line, column: property.column,
                keyPath: output.place.keyPath,
                message:
                    "\(property.owner).\(property.name) holds a \(output.name) strongly: the caller owns this module, "
                    + "so the two keep each other alive; declare it weak")
        }
    }

    /// A presenter or view model whose file imports UIKit, or which names a UIKit type; unless
    /// the spec's own declarations for the module name UIKit types (then the spec asks for it).
    func presenterUIKit(_ file: CodeFacts) -> [SpecFinding] {
        let presenters = file.declarations.filter { layerOfType[$0.name] == .presenter }
        guard let first = presenters.first, let module = moduleOfType[first.name],
            !architecture.modules[module].frameworks.contains("UIKit")
        else { return [] }
        let keyPath = architecture.modules[module].place.keyPath
        var result = file.imports.filter { $0.module == "UIKit" }.map { found in
            SpecFinding(
                rule: .presenterUsesUIKit, location: .code, file: file.path, line: found.line, column: 1,
                keyPath: keyPath,
                message: "\(first.name) is a \(architecture.modules[module].holder) and its file imports UIKit; "
                    + "import Foundation and let the view do the UIKit work through its protocol")
        }
        result += uses(in: file, layer: .presenter, where: FileSummaryReader.isUIKitType).map { owner, use in
            finding(
                .presenterUsesUIKit, use, in: file, keyPath: keyPath,
                "\(owner) (\(architecture.modules[module].holder)) names \(use.name), a UIKit type; ask the view to do it through its protocol"
            )
        }
        return result
    }

    /// An interactor naming a view of any module, or a UIKit type.
    func interactorViews(_ file: CodeFacts) -> [SpecFinding] {
        uses(in: file, layer: .interactor) { layerOfType[$0] == .view || FileSummaryReader.isUIKitType($0) }.map {
            owner, use in
            finding(
                .interactorReferencesView, use, in: file, keyPath: keyPath(of: owner),
                "\(owner) (interactor) names \(use.name), a view; report results to the presenter through the interactor's output"
            )
        }
    }

    /// A view naming a service (its protocol or an implementation).
    func viewServices(_ file: CodeFacts) -> [SpecFinding] {
        var services: [String: String] = [:]
        for service in architecture.services {
            for name in [service.protocolName] + service.implementations { services[name] = service.name }
        }
        return uses(in: file, layer: .view) { services[$0] != nil }.map { owner, use in
            finding(
                .viewReferencesService, use, in: file, keyPath: keyPath(of: owner),
                "\(owner) (view) names \(use.name), service \(services[use.name] ?? use.name); "
                    + "let the \(holder(of: owner)) call it and hand the view the result")
        }
    }

    /// The first use of each matching name in each body of a type of `layer`.
    func uses(in file: CodeFacts, layer: DeclaredArchitecture.Layer, where matches: (String) -> Bool) -> [(
        String, CodeFacts.Use
    )] {
        var seen: Set<String> = []
        var result: [(String, CodeFacts.Use)] = []
        for body in file.bodies where layerOfType[body.owner] == layer {
            for use in body.uses where matches(use.name) && seen.insert(body.owner + "\u{0}" + use.name).inserted {
                result.append((body.owner, use))
            }
        }
        return result
    }

    /// The key path of the module declaring `type`.
    func keyPath(of type: String) -> String {
        moduleOfType[type].map { architecture.modules[$0].place.keyPath } ?? "modules"
    }

    /// `presenter`, `view model` or `controller`: what the module's pattern calls its holder.
    func holder(of type: String) -> String {
        moduleOfType[type].map { architecture.modules[$0].holder } ?? "presenter"
    }
}
