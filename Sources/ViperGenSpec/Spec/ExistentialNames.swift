/// What the `any` rewrite (`TypeSyntax.existentialsSpelledAny`) knows of a spec's names beyond
/// the well-known protocols: the types its declarations name (the user's, never rewritten) and
/// the protocols viper-gen generates for it (`AuthServiceInterface`, `LoginModuleOutput`), which
/// a signature may use as types and which then need `any` like `Error` does.
package struct ExistentialNames: Sendable, Hashable, ExpressibleByArrayLiteral {
    package var declared: Set<String>
    package var protocols: Set<String>

    package init(declared: Set<String> = [], protocols: Set<String> = []) {
        self.declared = declared
        self.protocols = protocols
    }

    /// Only declared names (`[]`: none).
    package init(arrayLiteral names: String...) {
        self.init(declared: Set(names))
    }

    /// These names with more declared ones (a method's generic parameters).
    package func declaring(_ names: some Sequence<String>) -> ExistentialNames {
        ExistentialNames(declared: declared.union(names), protocols: protocols.subtracting(names))
    }

    /// The protocols generated for `spec` with protocol suffix `suffix`: each module's role
    /// protocols (`LoginViewInterface` …) and output protocol (`LoginModuleOutput`), and each
    /// service's protocol (`AuthServiceInterface`).
    package static func generatedProtocols(of spec: ProjectSpec, suffix: String) -> Set<String> {
        var names: Set<String> = []
        for module in spec.modules {
            names.insert(GraphNames.outputProtocol(of: module.name))
            for role in ["View", "Interactor", "InteractorOutput", "Presenter", "Router"] {
                names.insert(module.name + role + suffix)
            }
            for service in module.services { names.insert(service.name + suffix) }
        }
        for service in spec.services { names.insert(service.name + suffix) }
        return names
    }
}
