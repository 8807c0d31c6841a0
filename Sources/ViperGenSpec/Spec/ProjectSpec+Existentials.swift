extension ProjectSpec {
    /// The spec with every well-known protocol that its declarations use as a type spelled
    /// `any P` (`didFail(with error: Error)` → `didFail(with error: any Error)`), so that the
    /// generated code compiles with `-enable-upcoming-feature ExistentialAny`.
    ///
    /// `SpecDecoder` applies it once to the spec it returns, after every check (diagnostics
    /// quote what the user wrote): the template context, mocks, sample values, `templates
    /// context`, the graph and the lock's snapshot (`SpecEncoder`) all see `any Error`. A
    /// snapshot written before holds `Error` and decodes to the same spec. The entities and
    /// services the spec declares anywhere are the user's types, never rewritten.
    package var existentialsSpelledAny: ProjectSpec {
        existentialsSpelledAny(protocolSuffix: OptionLayers(defaults: defaults).protocolSuffix)
    }

    /// The same, knowing that generated protocols end in `protocolSuffix` (a signature that
    /// names `AuthServiceInterface` gets `any AuthServiceInterface`).
    package func existentialsSpelledAny(protocolSuffix: String) -> ProjectSpec {
        var names = Set(entities.map(\.name) + services.map(\.name))
        for module in modules {
            names.formUnion(module.entities.map(\.name))
            names.formUnion(module.services.map(\.name))
        }
        let declared = ExistentialNames(
            declared: names,
            protocols: ExistentialNames.generatedProtocols(of: self, suffix: protocolSuffix).subtracting(names))
        var spec = self
        spec.services = services.map { $0.existentialsSpelledAny(declared: declared) }
        spec.entities = entities.map { $0.existentialsSpelledAny(declared: declared) }
        spec.modules = modules.map { $0.existentialsSpelledAny(declared: declared) }
        return spec
    }
}

extension ModuleSpec {
    /// The module's declarations with well-known protocols spelled `any P`: methods of every
    /// role, output events, state, input, entities and services.
    package func existentialsSpelledAny(declared: ExistentialNames) -> ModuleSpec {
        func methods(_ list: [MethodSignature]) -> [MethodSignature] {
            list.map { $0.existentialsSpelledAny(declared: declared) }
        }
        func fields(_ list: [FieldDeclaration]) -> [FieldDeclaration] {
            list.map { $0.existentialsSpelledAny(declared: declared) }
        }
        var module = self
        module.methods = self.methods.mapValues(methods)
        module.output = methods(output)
        module.state = fields(state)
        module.input = fields(input)
        module.entities = entities.map { $0.existentialsSpelledAny(declared: declared) }
        module.services = services.map { $0.existentialsSpelledAny(declared: declared) }
        return module
    }
}

extension ModuleSpec.Entity {
    package func existentialsSpelledAny(declared: ExistentialNames) -> Self {
        Self(name: name, fields: fields.map { $0.existentialsSpelledAny(declared: declared) })
    }
}

extension ModuleSpec.Service {
    package func existentialsSpelledAny(declared: ExistentialNames) -> Self {
        Self(name: name, methods: methods.map { $0.existentialsSpelledAny(declared: declared) }, kind: kind)
    }
}
