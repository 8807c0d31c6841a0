import ViperGenSpec

extension ContextBuilder {
    /// The entity an MVC table's rows are (`ModuleSpec.rowEntity(pattern:sharedEntities:)`).
    func rowEntity(of module: ResolvedModule) -> ModuleSpec.Entity? {
        module.spec.rowEntity(pattern: module.pattern, sharedEntities: sharedEntities)
    }

    /// The route an MVC module's row selection calls: the first of the module's routes (in the
    /// spec's order) whose destination's input is one field, either of the row entity's type
    /// (the item is passed) or named `id` or `<entity>Id` (`articleId`) with the type of the
    /// entity's `id` (its `id` is passed). Nil for other patterns, `String` rows and when no route fits.
    func rowSelection(
        of module: ResolvedModule, router: RoleContext, samples: SampleValues
    ) -> RowSelectionContext? {
        guard module.pattern == .mvc, let entity = rowEntity(of: module) else { return nil }
        let id = entity.fields.first { Identifier.bare($0.name) == "id" }
        let idNames: Set<String> = ["id", lowerFirst(entity.name) + "Id"]
        for (route, _, target) in routeSignatures(of: module) {
            guard target.spec.input.count == 1, let field = target.spec.input.first else { continue }
            let suffix: String
            let type: TypeSyntax
            if field.type == .name(entity.name) {
                (suffix, type) = ("", field.type)
            } else if let id, idNames.contains(Identifier.bare(field.name)), field.type == id.type {
                (suffix, type) = (".id", id.type)
            } else {
                continue
            }
            guard let method = router.methods.first(where: { $0.isRoute && $0.name == route.methodName }),
                let parameter = method.parameters.first
            else { continue }
            return RowSelectionContext(
                target: target.name,
                call: "\(route.methodName)(\(field.name): items[index]\(suffix))",
                routeName: route.methodName, argumentLabel: field.name,
                callsCount: method.mock.callsCount, received: method.mock.received + parameter.accessor,
                itemSuffix: suffix, canCompare: samples.isEquatable(type))
        }
        return nil
    }
}
