import TextSupport

/// Adds a module to the text of a `viper-gen.json` by splicing: every byte of the user's file
/// stays as it was (formatting, key order, other modules); the new module object is inserted
/// after the last one, indented like it, or a `"modules"` array is added when there is none.
package enum SpecEditor {
    /// Why the module cannot be added.
    package enum Failure: DiagnosticsConvertible, Sendable, Equatable {
        /// The spec is not valid JSON, or its root or `modules` is not what a spec has.
        case invalid(Diagnostic)
        /// The spec already declares a module of that name.
        case alreadyDeclared(Diagnostic)

        package var diagnostics: [Diagnostic] {
            switch self {
            case .invalid(let diagnostic), .alreadyDeclared(let diagnostic): [diagnostic]
            }
        }
    }

    /// A new spec holding only `module`.
    package static func newSpec(with module: SpecModuleEntry) -> String {
        "{\n  \"modules\": [\n    \(module.json)\n  ]\n}\n"
    }

    /// `text` (the spec shown as `file`) with `module` added to its `modules`.
    package static func adding(_ module: SpecModuleEntry, to text: String, file: String) throws(Failure) -> String {
        let bytes = Array(text.utf8)
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes).root
        } catch {
            throw .invalid(Diagnostic(file: file, at: error.position, keyPath: error.keyPath, message: error.message))
        }
        guard let members = root.objectValue else {
            throw .invalid(
                Diagnostic(
                    file: file, at: root.position,
                    message: "expected an object at the top level, found \(root.typeDescription)"))
        }
        guard let modules = members.first(where: { $0.key == "modules" })?.value else {
            // No "modules": a new member after the last one (or inside an empty object).
            let indent = "  "
            let array = "\"modules\": [\n\(indent)  \(module.json)\n\(indent)]"
            guard let last = members.last else {
                let end = JSONSpan.end(of: root, in: bytes) - 1
                return splice(bytes, at: root.offset + 1, removingUpTo: end, inserting: "\n\(indent)\(array)\n")
            }
            let end = JSONSpan.end(of: last.value, in: bytes)
            return splice(bytes, at: end, inserting: ",\n\(indent)\(array)")
        }
        guard let elements = modules.arrayValue else {
            throw .invalid(
                Diagnostic(
                    file: file, at: modules.position, keyPath: "modules",
                    message: "expected an array of modules, found \(modules.typeDescription)"))
        }
        for element in elements {
            guard let name = element.objectValue?.first(where: { $0.key == "name" })?.value,
                name.stringValue == module.name
            else { continue }
            throw .alreadyDeclared(
                Diagnostic(
                    file: file, at: element.position, keyPath: element.keyPath,
                    message:
                        "module \(JSONText.quoted(module.name)) is already declared here; edit it, or run 'viper-gen generate \(module.name)'"
                ))
        }
        guard let last = elements.last else {
            // `"modules": []`: the module on its own line inside the brackets.
            let indent = JSONSpan.indentation(ofLineAt: modules.offset, in: bytes)
            let end = JSONSpan.end(of: modules, in: bytes) - 1
            return splice(
                bytes, at: modules.offset + 1, removingUpTo: end, inserting: "\n\(indent)  \(module.json)\n\(indent)")
        }
        let end = JSONSpan.end(of: last, in: bytes)
        let indent = JSONSpan.indentation(ofLineAt: last.offset, in: bytes)
        let sameLine = JSONSpan.line(of: last.offset, in: bytes) == JSONSpan.line(of: modules.offset, in: bytes)
        return splice(bytes, at: end, inserting: sameLine ? ", \(module.json)" : ",\n\(indent)\(module.json)")
    }

    private static func splice(_ bytes: [UInt8], at offset: Int, removingUpTo end: Int? = nil, inserting text: String)
        -> String
    {
        String(decoding: bytes[..<offset] + Array(text.utf8) + bytes[(end ?? offset)...], as: UTF8.self)
    }
}
