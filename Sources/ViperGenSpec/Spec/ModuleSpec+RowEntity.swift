extension ModuleSpec {
    /// The entity an MVC table's rows are: the module's first entity, else the first top-level
    /// entity its declared controller or view methods mention (`showArticles(_: [Article])`);
    /// nil for a module without one (an MVC module then has no table). Other patterns: the
    /// module's first entity. Decided here for the templates (`ContextBuilder`) and for the
    /// members the spec may not declare (`HolderRole.generatedMembers`).
    package func rowEntity(pattern: Pattern, sharedEntities: [Entity]) -> Entity? {
        if let own = entities.first { return own }
        guard pattern == .mvc else { return nil }
        var names: [String] = []
        for role in [Role.controller, .view] {
            for method in methods[role] ?? [] {
                for type in method.mentionedTypes { type.collectBaseNames(into: &names) }
            }
        }
        return names.lazy.compactMap { name in sharedEntities.first { $0.name == name } }.first
    }
}
