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
/// - A passive view or forwarding presenter has no LCOM4 either (a view, view controller or
///   presenter, by name or superclass): when every method is a setter or a forwarder (its body
///   spans at most three lines, uses at most one stored property and calls none of the type's
///   own methods), as a passive view's `showTitle(_:)`/`showError(_:)` or a thin presenter's
///   `didTapLogin() { interactor.login() }` are, its methods are separate by design, and LCOM4
///   would call the cleanest code the least cohesive.
public enum Cohesion {
    /// LCOM4 of the type made of the given `SourceFile/types` indices (a type and its same-file
    /// extensions).
    public static func lcom4(source: SourceFile, members: Set<Int>) -> Int? {
        lcom4(source: source,
              methods: source.functions.indices.filter { source.functions[$0].parentType.map(members.contains) == true },
              properties: source.properties.indices.filter { source.properties[$0].parentType.map(members.contains) == true })
    }

    /// Marks by name number (see `SourceFile.names`), made once per file and left clean by
    /// each type: made per type, they cost the file's whole name table each time, so a file of
    /// many types took time quadratic in their number.
    struct Scratch {
        var isProperty: [Bool]
        var firstMethod: [Int]
        var firstUser: [Int]

        init(names: Int) {
            isProperty = [Bool](repeating: false, count: names)
            firstMethod = [Int](repeating: -1, count: names)
            firstUser = [Int](repeating: -1, count: names)
        }
    }

    /// ``lcom4(source:members:)`` given the indices of `source.functions` and
    /// `source.properties` declared directly in the members, in source order.
    static func lcom4(source: SourceFile, methods candidates: [Int], properties declared: [Int]) -> Int? {
        var scratch = Scratch(names: source.names.count)
        return lcom4(source: source, methods: candidates, properties: declared, passiveExempt: false, scratch: &scratch)
    }

    /// ``lcom4(source:methods:properties:)`` with marks sized for `source.names`, which it
    /// leaves as it found them (clean).
    /// - Parameter passiveExempt: a view or presenter, which has no LCOM4 when it is passive.
    static func lcom4(source: SourceFile, methods candidates: [Int], properties declared: [Int], passiveExempt: Bool,
                      scratch: inout Scratch) -> Int? {
        components(source: source, methods: candidates, properties: declared, passiveExempt: passiveExempt, scratch: &scratch)?.count
    }

    /// The connected components whose count is LCOM4, nil where LCOM4 is. Each component lists
    /// its methods (`name()`, in source order) then the stored properties that connect them (in
    /// declaration order); the components are ordered by their first method. The member names
    /// are spelled out only when there are two or more components (a cohesive type's one
    /// component is left empty: no one reads it, and every type is measured).
    static func components(source: SourceFile, methods candidates: [Int], properties declared: [Int], passiveExempt: Bool,
                           scratch: inout Scratch) -> [[String]]? {
        let methods = candidates.filter { index in
            source.functions[index].kind == .function && source.functions[index].parentFunction == nil
                && !source.functions[index].modifiers.contains("static") && !source.functions[index].modifiers.contains("class")
        }
        guard methods.count >= 2 else { return nil }
        // Names are compared by number (see `SourceFile.names`): a name no reference uses
        // connects nothing. The numbers marked, to clean the marks at the end.
        let names = source.names
        var propertyIDs: [Int] = []
        var methodIDs: [Int] = []
        defer {
            for id in propertyIDs {
                scratch.isProperty[id] = false
                scratch.firstUser[id] = -1
            }
            for id in methodIDs { scratch.firstMethod[id] = -1 }
        }
        for index in declared {
            let property = source.properties[index]
            if !property.isComputed, !property.isStatic, let id = names.id(of: property.name), !scratch.isProperty[id] {
                scratch.isProperty[id] = true
                propertyIDs.append(id)
            }
        }
        // The methods of each name, as linked lists: overloads share a name.
        var nextMethod = [Int](repeating: -1, count: methods.count)
        for (position, index) in methods.enumerated() {
            guard let id = names.id(of: source.functions[index].name) else { continue }
            if scratch.firstMethod[id] < 0 { methodIDs.append(id) }
            nextMethod[position] = scratch.firstMethod[id]
            scratch.firstMethod[id] = position
        }
        // A use counts as the type's own with no qualifier, or after `self`, `?`, `!` (see
        // the type's note on `self.`, `self?.`, `self!.`); a call with none, or after `self`.
        let selfName = names.id(of: "self")
        let ownQualifiers = [selfName, names.id(of: "?"), names.id(of: "!")].compactMap { $0 }
        var parent = Array(methods.indices)
        // Per method: the stored properties it uses (up to two) and whether it calls its own.
        var usedProperty = [Int](repeating: -1, count: methods.count)
        var active = [Bool](repeating: false, count: methods.count)
        func root(_ x: Int) -> Int {
            var x = x
            while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
            return x
        }
        func union(_ a: Int, _ b: Int) { parent[root(a)] = root(b) }
        for (position, index) in methods.enumerated() {
            let range = source.functions[index].referenceRange.clamped(to: source.references.indices)
            for reference in source.references[range] {
                let qualifier = reference.qualifierID
                guard qualifier == nil || ownQualifiers.contains(qualifier!) else { continue }
                let id = reference.nameID
                if scratch.isProperty[id] {
                    if scratch.firstUser[id] >= 0 { union(position, scratch.firstUser[id]) } else { scratch.firstUser[id] = position }
                    if usedProperty[position] >= 0, usedProperty[position] != id { active[position] = true }
                    usedProperty[position] = id
                }
                if qualifier == nil || qualifier == selfName {
                    var callee = scratch.firstMethod[id]
                    while callee >= 0 {
                        union(position, callee)
                        if callee != position { active[position] = true }
                        callee = nextMethod[callee]
                    }
                }
            }
            let function = source.functions[index]
            if function.endLine - function.startLine > 4 { active[position] = true }
        }
        if passiveExempt, !active.contains(true) { return nil }
        let roots = methods.indices.map(root)
        let count = Set(roots).count
        guard count > 1 else { return [[]] }
        // Components numbered in the order of their first method.
        var numberOfRoot: [Int: Int] = [:]
        var members: [[String]] = []
        for (position, index) in methods.enumerated() {
            let number: Int
            if let known = numberOfRoot[roots[position]] { number = known } else {
                number = members.count
                numberOfRoot[roots[position]] = number
                members.append([])
            }
            let name = source.functions[index].name + "()"
            if !members[number].contains(name) { members[number].append(name) }
        }
        for index in declared {
            let property = source.properties[index]
            guard let id = names.id(of: property.name), scratch.isProperty[id], scratch.firstUser[id] >= 0,
                  let number = numberOfRoot[root(scratch.firstUser[id])], !members[number].contains(property.name) else { continue }
            members[number].append(property.name)
        }
        return members
    }
}
