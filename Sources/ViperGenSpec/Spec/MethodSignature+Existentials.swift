extension MethodSignature {
    /// The signature with the well-known protocols it uses as types spelled `any P`
    /// (`TypeSyntax.existentialsSpelledAny`): parameters, result, a typed `throws(Error)`
    /// (`throws(any Error)` is Swift's untyped `throws`) and both sides of a same-type
    /// requirement (`T.Element == any Error`).
    ///
    /// Generic constraints stay as written (`<T: Decodable>`, `where T: Sendable`): there a
    /// protocol is a constraint, not a type. The method's generic parameters count as declared
    /// (a `<Error>` parameter is the user's).
    package func existentialsSpelledAny(declared: ExistentialNames) -> MethodSignature {
        let declared = genericParameters.isEmpty ? declared : declared.declaring(genericParameterNames)
        func spelled(_ type: TypeSyntax) -> TypeSyntax { type.existentialsSpelledAny(declared: declared) }
        var method = self
        method.parameters = parameters.map { parameter in
            var parameter = parameter
            parameter.type = spelled(parameter.type)
            return parameter
        }
        method.returnType = returnType.map(spelled)
        if case .typed(let thrown) = throwsClause { method.throwsClause = .typed(spelled(thrown)) }
        method.requirements = requirements.map { requirement in
            guard requirement.relation == .sameType else { return requirement }
            return Requirement(left: spelled(requirement.left), relation: .sameType, right: spelled(requirement.right))
        }
        return method
    }
}

extension FieldDeclaration {
    /// The field with the well-known protocols its type uses spelled `any P`
    /// (`payload: Codable` → `payload: any Codable`); the default value is an expression and
    /// stays as written.
    package func existentialsSpelledAny(declared: ExistentialNames) -> FieldDeclaration {
        FieldDeclaration(name: name, type: type.existentialsSpelledAny(declared: declared), defaultValue: defaultValue)
    }
}
