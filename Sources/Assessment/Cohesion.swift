import SwiftSource

/// LCOM4 (Hitz & Montazeri's lack of cohesion in methods): the number of connected components
/// of a type's instance methods, two methods being connected when both use the same stored
/// property or one calls the other.
///
/// - Methods: `func`s declared directly in the type or its same-file extensions, not `static`
///   or `class`; initializers, accessors and closures are not methods (closures' uses count for
///   the method around them).
/// - Stored properties: instance `let`/`var`s without a getter (observed ones included).
/// - A use is a name equal to a stored property, unqualified or after `self.`, `self?.`,
///   `self!.`; a call is a name equal to a method, unqualified or after `self.`.
/// - 1 is a cohesive type; n > 1 means it could be split into n types. A type with fewer than
///   two methods has no LCOM4 (nil).
public enum Cohesion {
    /// Whether a use counts as the type's own: no qualifier, or `self`, `?`, `!` (see the type's
    /// note on `self.`, `self?.`, `self!.`). Compared, not hashed: asked for every name a method uses.
    static func isSelfQualifier(_ qualifier: String?) -> Bool {
        guard let qualifier else { return true }
        return qualifier == "self" || qualifier == "?" || qualifier == "!"
    }

    /// LCOM4 of the type made of the given `SourceFile/types` indices (a type and its same-file
    /// extensions).
    public static func lcom4(source: SourceFile, members: Set<Int>) -> Int? {
        lcom4(source: source,
              methods: source.functions.indices.filter { source.functions[$0].parentType.map(members.contains) == true },
              properties: source.properties.indices.filter { source.properties[$0].parentType.map(members.contains) == true })
    }

    /// ``lcom4(source:members:)`` given the indices of `source.functions` and
    /// `source.properties` declared directly in the members, in source order.
    static func lcom4(source: SourceFile, methods candidates: [Int], properties declared: [Int]) -> Int? {
        let methods = candidates.filter { index in
            let function = source.functions[index]
            return function.kind == .function && function.parentFunction == nil
                && !function.modifiers.contains("static") && !function.modifiers.contains("class")
        }
        guard methods.count >= 2 else { return nil }
        let properties = Set(declared.map { source.properties[$0] }.filter { !$0.isComputed && !$0.isStatic }.map(\.name))
        var methodsByName: [String: [Int]] = [:]
        for (position, index) in methods.enumerated() { methodsByName[source.functions[index].name, default: []].append(position) }
        var parent = Array(methods.indices)
        func root(_ x: Int) -> Int {
            var x = x
            while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
            return x
        }
        func union(_ a: Int, _ b: Int) { parent[root(a)] = root(b) }
        var firstUser: [String: Int] = [:]
        for (position, index) in methods.enumerated() {
            let range = source.functions[index].referenceRange.clamped(to: source.references.indices)
            for reference in source.references[range] where isSelfQualifier(reference.qualifier) {
                if properties.contains(reference.name) {
                    if let user = firstUser[reference.name] { union(position, user) } else { firstUser[reference.name] = position }
                }
                if reference.qualifier == nil || reference.qualifier == "self", let callees = methodsByName[reference.name] {
                    for callee in callees { union(position, callee) }
                }
            }
        }
        return Set(methods.indices.map(root)).count
    }
}
