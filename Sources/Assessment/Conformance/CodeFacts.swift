import SwiftSource

/// The typed facts of one Swift file that `assess --spec` reads, from SwiftSource's declaration
/// reader: its imports, top-level types, the names each top-level type (with its extensions
/// and nested types) uses, its stored properties and its functions. Every position is
/// 1-based, columns in UTF-8 bytes.
package struct CodeFacts: Sendable, Hashable {
    /// A name used in code, where.
    package struct Use: Sendable, Hashable {
        package var name: String
        package var line: Int
        package var column: Int
    }

    /// A top-level declaration of a new type (not an extension).
    package struct Declaration: Sendable, Hashable {
        package var name: String
        package var line: Int
        package var column: Int
    }

    /// What a top-level type's body, or an extension of it, names. `owner` is the type's name
    /// (an extension's first component: `Foo` for `extension Foo.Bar`).
    package struct Body: Sendable, Hashable {
        package var owner: String
        package var uses: [Use]
    }

    /// A stored instance property of a type.
    package struct StoredProperty: Sendable, Hashable {
        package var name: String
        /// The top-level type it belongs to (see ``Body/owner``).
        package var owner: String
        /// The names in its type annotation (`any FeedModuleOutput?` → `FeedModuleOutput`).
        package var typeNames: [String]
        package var ownership: PropertyDeclaration.Ownership
        package var line: Int
        package var column: Int
    }

    /// A function or initializer of a type, with what its body names.
    package struct Function: Sendable, Hashable {
        package var name: String
        package var owner: String
        /// `static` or `class`.
        package var isStatic: Bool
        /// It has a body (a protocol's requirement has none).
        package var hasBody: Bool
        package var line: Int
        package var column: Int
        package var uses: [Use]
    }

    /// The path relative to the assessed root.
    package var path: String
    package var imports: [ImportFact]
    package var declarations: [Declaration]
    package var bodies: [Body]
    package var properties: [StoredProperty]
    package var functions: [Function]

    /// An `import`: the module and the line.
    package struct ImportFact: Sendable, Hashable {
        package var module: String
        package var line: Int
    }

    /// The facts of `bytes`, the file at `path`.
    package static func read(path: String, bytes: [UInt8]) -> CodeFacts {
        let file = SourceFile.read(bytes)
        let lines = LineStarts(bytes)
        func owner(_ index: Int) -> String {
            var top = index
            while let parent = file.types[top].parent { top = parent }
            let name = file.types[top].name
            return String(name.split(separator: ".", maxSplits: 1).first ?? Substring(name))
        }
        func uses(_ range: Range<Int>) -> [Use] {
            file.references[range.clamped(to: file.references.indices)].map { reference in
                Use(
                    name: file.name(of: reference), line: reference.line,
                    column: lines.column(of: reference.offset, line: reference.line))
            }
        }
        let declarations = file.types.filter { $0.parent == nil && $0.kind != .extension }.map { type in
            Declaration(
                name: type.name, line: type.startLine,
                column: lines.column(of: type.range.lowerBound, line: type.startLine))
        }
        let bodies = file.types.indices.filter { file.types[$0].parent == nil }.map { index in
            Body(owner: owner(index), uses: uses(file.types[index].referenceRange))
        }
        let properties = file.properties.compactMap { property -> StoredProperty? in
            guard let parent = property.parentType, !property.isStatic, !property.isComputed else { return nil }
            return StoredProperty(
                name: property.name, owner: owner(parent), typeNames: property.type?.names ?? [],
                ownership: property.ownership, line: property.line,
                column: lines.column(of: property.range.lowerBound, line: property.line))
        }
        let functions = file.functions.compactMap { function -> Function? in
            guard let parent = function.parentType else { return nil }
            return Function(
                name: function.name, owner: owner(parent),
                isStatic: function.modifiers.isTypeMember,
                hasBody: function.bodyRange != nil, line: function.keywordLine,
                column: lines.column(of: function.range.lowerBound, line: function.startLine),
                uses: uses(function.referenceRange))
        }
        return CodeFacts(
            path: path, imports: file.imports.map { ImportFact(module: $0.module, line: $0.line) },
            declarations: declarations, bodies: bodies, properties: properties, functions: functions)
    }
}

/// The byte offsets where a file's lines start, for columns.
struct LineStarts {
    private var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
    }

    /// The 1-based byte column of `offset`, on 1-based `line`.
    func column(of offset: Int, line: Int) -> Int {
        guard line >= 1, line <= starts.count else { return 1 }
        return max(1, offset - starts[line - 1] + 1)
    }
}
