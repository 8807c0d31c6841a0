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
            source.functions[index].kind == .function && source.functions[index].parentFunction == nil
                && !source.functions[index].modifiers.contains("static") && !source.functions[index].modifiers.contains("class")
        }
        guard methods.count >= 2 else { return nil }
        // Names are compared by number (see `SourceFile.names`): a name no reference uses
        // connects nothing.
        let names = source.names
        var isProperty = [Bool](repeating: false, count: names.count)
        for index in declared {
            let property = source.properties[index]
            if !property.isComputed, !property.isStatic, let id = names.id(of: property.name) { isProperty[id] = true }
        }
        // The methods of each name, as linked lists: overloads share a name.
        var firstMethod = [Int](repeating: -1, count: names.count)
        var nextMethod = [Int](repeating: -1, count: methods.count)
        for (position, index) in methods.enumerated() {
            guard let id = names.id(of: source.functions[index].name) else { continue }
            nextMethod[position] = firstMethod[id]
            firstMethod[id] = position
        }
        // A use counts as the type's own with no qualifier, or after `self`, `?`, `!` (see
        // the type's note on `self.`, `self?.`, `self!.`); a call with none, or after `self`.
        let selfName = names.id(of: "self")
        let ownQualifiers = [selfName, names.id(of: "?"), names.id(of: "!")].compactMap { $0 }
        var parent = Array(methods.indices)
        func root(_ x: Int) -> Int {
            var x = x
            while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
            return x
        }
        func union(_ a: Int, _ b: Int) { parent[root(a)] = root(b) }
        var firstUser = [Int](repeating: -1, count: names.count)
        for (position, index) in methods.enumerated() {
            let range = source.functions[index].referenceRange.clamped(to: source.references.indices)
            for reference in source.references[range] {
                let qualifier = reference.qualifierID
                guard qualifier == nil || ownQualifiers.contains(qualifier!) else { continue }
                let id = reference.nameID
                if isProperty[id] {
                    if firstUser[id] >= 0 { union(position, firstUser[id]) } else { firstUser[id] = position }
                }
                if qualifier == nil || qualifier == selfName {
                    var callee = firstMethod[id]
                    while callee >= 0 {
                        union(position, callee)
                        callee = nextMethod[callee]
                    }
                }
            }
        }
        return Set(methods.indices.map(root)).count
    }
}
