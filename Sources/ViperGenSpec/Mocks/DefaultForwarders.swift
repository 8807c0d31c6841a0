/// Protocol-extension methods that keep a declared method's default arguments callable.
///
/// A protocol requirement cannot have default values (`didTapBuy(product:quantity: Int = 1)`),
/// so the requirement is declared without them and an extension of the protocol adds one
/// overload per way of leaving defaulted arguments out, each forwarding to the requirement
/// with the default expressions filled in. Callers write `presenter.didTapBuy(product: p)` as
/// the spec promised; conforming types and mocks implement the requirement only.
package enum DefaultForwarders {
    /// One forwarding overload.
    package struct Forwarder: Hashable {
        /// What follows `func`: the requirement without the left-out parameters.
        package var declaration: String
        /// The body: `return try await name(kept: kept, omitted: 1)`.
        package var body: String
        /// Name, labels and types, to tell clashing overloads apart.
        package var identity: String
    }

    /// Up to this many defaulted parameters every subset is forwarded (2^n - 1 overloads);
    /// beyond it only the overload that leaves all of them out.
    package static let maximumSubsetParameters = 3

    /// The forwarders of `methods` (one protocol), skipping any whose identity equals a
    /// declared method's or an earlier forwarder's (which would be an invalid redeclaration).
    package static func forwarders(for methods: [MethodSignature]) -> [Forwarder] {
        var used = Set(methods.map { identity(name: $0.name, parameters: $0.parameters) })
        var result: [Forwarder] = []
        for method in methods {
            for forwarder in forwarders(of: method) where used.insert(forwarder.identity).inserted {
                result.append(forwarder)
            }
        }
        return result
    }

    package static func forwarders(of method: MethodSignature) -> [Forwarder] {
        let defaulted = method.parameters.indices.filter { method.parameters[$0].defaultValue != nil }
        guard !defaulted.isEmpty else { return [] }
        var subsets: [[Int]] = []
        if defaulted.count <= maximumSubsetParameters {
            for mask in 1..<(1 << defaulted.count) {
                subsets.append(defaulted.indices.filter { mask & (1 << $0) != 0 }.map { defaulted[$0] })
            }
        } else {
            subsets = [defaulted]
        }
        return subsets.compactMap { forwarder(of: method, omitting: Set($0)) }
    }

    private static func forwarder(of method: MethodSignature, omitting omitted: Set<Int>) -> Forwarder? {
        var kept = method
        kept.parameters = method.parameters.enumerated().filter { !omitted.contains($0.offset) }.map(\.element)
        // A `rethrows` overload needs a throwing function parameter of its own.
        if method.throwsClause == .rethrowing,
            !kept.parameters.contains(where: { $0.type.withoutSpecifiers.isFunctionLike })
        {
            return nil
        }
        // Generic parameters that only the left-out parameters mention cannot be inferred.
        if !method.genericParameters.isEmpty {
            var mentioned: [String] = []
            for parameter in kept.parameters { parameter.type.collectBaseNames(into: &mentioned) }
            kept.returnType?.collectBaseNames(into: &mentioned)
            if method.genericParameters.contains(where: { !mentioned.contains($0.name) }) { return nil }
        }
        let arguments = method.parameters.enumerated().map { index, parameter -> String in
            guard omitted.contains(index), let value = parameter.defaultValue else { return parameter.callArgument }
            return parameter.label.map { "\($0): \(value)" } ?? value
        }
        let prefix = (method.isThrowing ? "try " : "") + (method.isAsync ? "await " : "")
        // `self.`: a parameter may have the method's name (`date(byAdding:to date:)`).
        let call = prefix + "self." + method.name + "(" + arguments.joined(separator: ", ") + ")"
        return Forwarder(
            declaration: kept.requirementDeclaration,
            body: (method.returnsValue ? "return " : "") + call,
            identity: identity(name: kept.name, parameters: kept.parameters))
    }

    package static func identity(name: String, parameters: [MethodSignature.Parameter]) -> String {
        name + "("
            + parameters.map {
                ($0.label ?? "_") + ":" + ($0.isInout ? "inout " : "") + $0.type.identityText
                    + ($0.isVariadic ? "..." : "")
            }
            .joined(separator: ",") + ")"
    }
}
