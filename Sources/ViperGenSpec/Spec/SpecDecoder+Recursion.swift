/// Entities are structs: one that contains itself, directly (`next: Node?`) or through other
/// entities (`A.b: B`, `B.a: A?`), has infinite size and does not compile. Arrays,
/// dictionaries, sets and closures store their elements indirectly and break the cycle.
extension SpecDecoding {
    /// One depth-first walk over the containment graph, in file order, with colours: a field
    /// that leads back to an entity still being walked closes a cycle. Linear in the entities
    /// and fields (a chain of thousands is checked at once); each cycle is reported once, at
    /// the field of its first entity in the file that leads around it.
    package mutating func checkRecursiveEntities() {
        var order: [String: Int] = [:]
        for (index, entity) in entityOrder.enumerated() { order[entity] = index }
        // Each entity's edges, in field order: (field index, the entity it stores inline).
        func edges(of entity: String) -> [(field: Int, target: String)] {
            guard let fields = entityFields[entity] else { return [] }
            return fields.indices.flatMap { index in
                Self.directlyContained(fields[index].field.type).filter { entityFields[$0] != nil }.map { (index, $0) }
            }
        }
        /// An entity being walked: its edges and the next one to follow.
        struct Frame {
            let entity: String
            let edges: [(field: Int, target: String)]
            var next = 0
        }
        var finished: Set<String> = []
        var onPath: [String: Int] = [:]  // grey: the entity's index in `path`
        var reported: Set<String> = []
        for root in entityOrder where !finished.contains(root) && onPath[root] == nil {
            var path = [Frame(entity: root, edges: edges(of: root))]
            onPath[root] = 0
            while let top = path.indices.last {
                guard path[top].next < path[top].edges.count else {
                    finished.insert(path[top].entity)
                    onPath[path[top].entity] = nil
                    path.removeLast()
                    continue
                }
                let edge = path[top].edges[path[top].next]
                path[top].next += 1
                if let start = onPath[edge.target] {
                    // Around the cycle: each entity on the path from the target, by the field it
                    // was left through (the last one's is this edge).
                    let around = path[start...].map { (entity: $0.entity, field: $0.edges[$0.next - 1].field) }
                    reportCycle(around, order: order, reported: &reported)
                } else if !finished.contains(edge.target) {
                    onPath[edge.target] = path.count
                    path.append(Frame(entity: edge.target, edges: edges(of: edge.target)))
                }
            }
        }
    }

    /// Reports a cycle (each entity with the field that leads to the next) unless one through
    /// the same entities was reported, starting it at its first entity in the file.
    private mutating func reportCycle(
        _ around: [(entity: String, field: Int)], order: [String: Int], reported: inout Set<String>
    ) {
        guard reported.insert(Set(around.map(\.entity)).sorted().joined(separator: ",")).inserted else { return }
        let first = around.indices.min { order[around[$0].entity] ?? 0 < order[around[$1].entity] ?? 0 } ?? 0
        let rotated = Array(around[first...] + around[..<first])
        guard let (field, node) = entityFields[rotated[0].entity].map({ $0[rotated[0].field] }) else { return }
        let contained = rotated.count > 1 ? rotated[1].entity : rotated[0].entity
        report(
            .recursiveEntity(
                field: field.declaration, cycle: rotated.map(\.entity) + [rotated[0].entity],
                suggestion: Self.recursionFix(field, entity: contained)),
            at: node)
    }

    /// The simple type names stored inline in a value of `type`: itself, through optionals,
    /// tuples and the generic arguments of value types other than the standard collections.
    package static func directlyContained(_ type: TypeSyntax) -> [String] {
        switch type {
        case .named:
            if let name = type.simpleName { return [name] }
            if let generic = type.genericName {
                if ["Array", "Dictionary", "Set", "ContiguousArray"].contains(generic.name) { return [] }
                return generic.arguments.flatMap(directlyContained)
            }
            return []
        case .postfix(let base, let operators):
            return operators.allSatisfy({ $0 == .optional || $0 == .implicitlyUnwrapped })
                ? directlyContained(base) : []
        case .tuple(let elements):
            return elements.flatMap { directlyContained($0.type) }
        case .attributed(_, _, let base):
            return directlyContained(base)
        case .array, .dictionary, .function, .composition, .opaque:
            return []
        }
    }

    /// The fix to suggest: an array of the entity, or an identifier.
    package static func recursionFix(_ field: FieldDeclaration, entity: String) -> String {
        "store it in an array ('\(field.name): [\(entity)]') or keep an identifier ('\(field.name)ID: String') instead"
    }
}
