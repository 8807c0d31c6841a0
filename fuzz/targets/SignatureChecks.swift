// Shared by the `signature` and `spec` targets: exercises what templates and mocks compute from
// a parsed signature, and checks the properties the API documents.

/// The number of `Character`s of `text` (a column is at most this + 1).
func characterCount(_ text: String) -> Int { text.count }

/// Checks a signature parse error: 1-based column within the entry (or just past it).
func checkSignatureError(_ error: SignatureError, in entry: String, _ what: String) {
    invariant(error.column >= 1, "\(what) \(entry.debugDescription): column \(error.column) < 1")
    invariant(
        error.column <= characterCount(entry) + 1,
        "\(what) \(entry.debugDescription): column \(error.column) past the end (\(characterCount(entry)) characters)")
    invariant(!error.reason.isEmpty, "\(what) \(entry.debugDescription): empty reason")
}

/// Everything a template may ask of a method, plus the documented round trip:
/// "Parsing [`declaration`] gives back an equal signature."
func exercise(method: MethodSignature) {
    let declaration = method.declaration
    do {
        let reparsed = try MethodSignature.parse(declaration)
        invariant(
            reparsed == method,
            "declaration \(declaration.debugDescription) reparses to a different signature: \(reparsed) != \(method)")
    } catch {
        invariant(false, "declaration \(declaration.debugDescription) does not parse: \(error)")
    }
    let requirement = method.requirementDeclaration
    do {
        let reparsed = try MethodSignature.parse(requirement)
        var withoutDefaults = method
        for index in withoutDefaults.parameters.indices { withoutDefaults.parameters[index].defaultValue = nil }
        invariant(
            reparsed == withoutDefaults,
            "requirementDeclaration \(requirement.debugDescription) reparses to a different signature: \(reparsed) != \(withoutDefaults)"
        )
    } catch {
        invariant(false, "requirementDeclaration \(requirement.debugDescription) does not parse: \(error)")
    }
    // Well-known protocols spelled `any` (what the decoded spec holds): still a signature that
    // parses back equal, and a second rewrite changes nothing.
    let spelled = method.existentialsSpelledAny(declared: ["TaskItem"])
    do {
        let reparsed = try MethodSignature.parse(spelled.declaration)
        invariant(
            reparsed == spelled,
            "existentialsSpelledAny \(spelled.declaration.debugDescription) reparses to a different signature")
    } catch {
        invariant(false, "existentialsSpelledAny \(spelled.declaration.debugDescription) does not parse: \(error)")
    }
    invariant(
        spelled.existentialsSpelledAny(declared: ["TaskItem"]) == spelled,
        "existentialsSpelledAny is not idempotent on \(declaration.debugDescription)")
    _ = method.selector
    _ = method.isThrowing
    _ = method.returnsValue
    _ = method.isGeneric
    _ = method.genericParameterNames
    _ = method.canRecordArguments
    _ = method.storedReturnType
    _ = method.hasGenericReturn
    _ = method.defaultReturnExpression
    _ = method.unknownTypeNames(declared: ["TaskItem", "T"])
    if let returnType = method.returnType { _ = MethodSignature.optionalType(returnType) }
    for parameter in method.parameters {
        _ = method.storageType(of: parameter)
        _ = parameter.storageType
        _ = MethodSignature.optionalType(parameter.storageType)
        _ = parameter.callArgument
        _ = parameter.recordedValue
        _ = parameter.isStorable
        _ = parameter.isAutoclosure
        _ = parameter.declaration
    }
}

/// `MockNaming.stems(for:)`: one stem per method, all distinct, each a valid identifier.
func exercise(methods: [MethodSignature]) {
    for method in methods { exercise(method: method) }
    let stems = MockNaming.stems(for: methods)
    invariant(stems.count == methods.count, "stems: \(stems.count) stems for \(methods.count) methods")
    invariant(Set(stems).count == stems.count, "stems are not distinct: \(stems)")
    for (stem, method) in zip(stems, methods) {
        invariant(
            stem.first.map(Identifier.isIdentifierHead) == true && stem.allSatisfy(Identifier.isIdentifierContinuation),
            "stem \(stem.debugDescription) is not an identifier")
        let received = MockNaming.receivedName(stem: stem, method: method)
        invariant(
            received.allSatisfy(Identifier.isIdentifierContinuation),
            "received name \(received.debugDescription) is not an identifier")
    }
    // Default-argument overloads: each parses back, none redeclares a method or another one.
    let forwarders = DefaultForwarders.forwarders(for: methods)
    var identities = Set(methods.map { DefaultForwarders.identity(name: $0.name, parameters: $0.parameters) })
    for forwarder in forwarders {
        invariant(
            identities.insert(forwarder.identity).inserted,
            "forwarder \(forwarder.declaration.debugDescription) redeclares a method")
        do {
            let parsed = try MethodSignature.parse(forwarder.declaration)
            invariant(
                parsed.parameters.allSatisfy { $0.defaultValue == nil },
                "forwarder \(forwarder.declaration.debugDescription) has a default")
        } catch {
            invariant(false, "forwarder declaration \(forwarder.declaration.debugDescription) does not parse: \(error)")
        }
    }
}

func exercise(field: FieldDeclaration) {
    let declaration = field.declaration
    do {
        let reparsed = try FieldDeclaration.parse(declaration)
        invariant(
            reparsed == field,
            "field declaration \(declaration.debugDescription) reparses differently: \(reparsed) != \(field)")
    } catch {
        invariant(false, "field declaration \(declaration.debugDescription) does not parse: \(error)")
    }
    _ = MethodSignature.optionalType(field.type)
}

/// The name checks, and that every suggestion they make passes the same check.
func exercise(name: String) {
    if let suggestion = Identifier.typeNameProblem(name)?.suggestion {
        invariant(
            Identifier.typeNameProblem(suggestion) == nil,
            "type name suggestion \(suggestion.debugDescription) for \(name.debugDescription) is invalid")
    }
    if let suggestion = Identifier.memberNameProblem(name)?.suggestion {
        invariant(
            Identifier.memberNameProblem(suggestion) == nil,
            "member name suggestion \(suggestion.debugDescription) for \(name.debugDescription) is invalid")
    }
    if let suggestion = Identifier.moduleNameProblem(name)?.suggestion {
        invariant(
            Identifier.moduleNameProblem(suggestion) == nil,
            "module name suggestion \(suggestion.debugDescription) for \(name.debugDescription) is invalid")
    }
    if let suggestion = Identifier.generatedSuffixProblem(name)?.suggestion {
        invariant(
            Identifier.moduleNameProblem(suggestion) == nil,
            "suffix suggestion \(suggestion.debugDescription) for \(name.debugDescription) is invalid")
    }
}
