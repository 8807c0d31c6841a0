#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reading declarations: entities, services, method signatures and field declarations.
extension SpecDecoding {
    package mutating func decodeEntities(_ node: JSONNode) -> [ModuleSpec.Entity] {
        var entities: [ModuleSpec.Entity] = []
        for (name, list, _) in decodeTypeDeclarations(node, subject: .entity, listKey: "fields") {
            let fields = list.map { decodeFieldsWithNodes($0) } ?? []
            if !name.isEmpty, entityFields[name] == nil {
                entityFields[name] = fields
                entityOrder.append(name)
            }
            entities.append(ModuleSpec.Entity(name: name, fields: fields.map(\.field)))
        }
        return entities
    }

    /// Reads a `services` array. `allowsReferences`: string elements name top-level services (a
    /// module's list), returned beside the service objects; otherwise only objects are allowed.
    package mutating func decodeServices(_ node: JSONNode, allowsReferences: Bool = false)
        -> (services: [ModuleSpec.Service], references: [(name: String, node: JSONNode)])
    {
        var services: [ModuleSpec.Service] = []
        var references: [(name: String, node: JSONNode)]? = allowsReferences ? [] : nil
        for (name, list, kindNode) in decodeTypeDeclarations(
            node, subject: .service, listKey: "methods", references: &references)
        {
            let methods = list.map { decodeMethodsWithNodes($0) } ?? []
            let kind = kindNode.flatMap { decodeOption($0, as: ModuleSpec.Service.Kind.self, option: "service kind") }
            services.append(ModuleSpec.Service(name: name, methods: methods.map(\.method), kind: kind))
            if let kind, let kindNode, kind != .class {
                serviceKinds.append(ServiceKindUse(service: name, kind: kind, node: kindNode, methods: methods))
            }
        }
        return (services, references ?? [])
    }

    /// Reads `[{"name": ..., listKey: [...]}]`, records each name for the collision checks and
    /// returns the names with their (not yet decoded) lists, in document order.
    private mutating func decodeTypeDeclarations(
        _ node: JSONNode, subject: SpecError.Subject, listKey: String
    ) -> [(name: String, list: JSONNode?, kind: JSONNode?)] {
        var none: [(name: String, node: JSONNode)]?
        return decodeTypeDeclarations(node, subject: subject, listKey: listKey, references: &none)
    }

    /// `references`: when not nil, string elements are names of top-level declarations,
    /// appended to it. A service may also give its `kind` (returned undecoded).
    private mutating func decodeTypeDeclarations(
        _ node: JSONNode, subject: SpecError.Subject, listKey: String,
        references: inout [(name: String, node: JSONNode)]?
    ) -> [(name: String, list: JSONNode?, kind: JSONNode?)] {
        let example =
            subject == .entity
            ? "{\"name\": \"TaskItem\", \"fields\": [\"id: String\"]}"
            : "{\"name\": \"TaskService\", \"methods\": [\"fetchTasks() async throws -> [TaskItem]\"]}"
        guard let elements = node.arrayValue else {
            report(
                .typeMismatch(
                    expected: "an array of \(subject.rawValue) objects", found: node.typeDescription,
                    hint: "write [\(example)]"), at: node)
            return []
        }
        var result: [(name: String, list: JSONNode?, kind: JSONNode?)] = []
        for element in elements {
            if references != nil, element.stringValue != nil {
                if let text = decodeString(element) { references?.append((text, element)) }
                continue
            }
            guard let members = element.objectValue else {
                let expected =
                    subject == .entity
                    ? "an entity object"
                    : (references == nil ? "a service object" : "a service object or the name of a top-level service")
                report(
                    .typeMismatch(
                        expected: expected,
                        found: element.typeDescription,
                        hint: "write \(example)"), at: element)
                continue
            }
            var name: String?
            var list: JSONNode?
            var kind: JSONNode?
            var sawName = false
            for member in members {
                switch member.key {
                case "name":
                    sawName = true
                    if let text = decodeString(member.value, singleLine: false),
                        checkTypeName(text, subject: subject, at: member.value)
                    {
                        name = text
                        declarations.append(TypeDeclaration(name: text, subject: subject, node: member.value))
                    }
                case listKey:
                    list = member.value
                case "kind" where subject == .service:
                    kind = member.value
                default:
                    reportUnknownKey(member, validKeys: ["name", listKey] + (subject == .service ? ["kind"] : []))
                }
            }
            if !sawName {
                report(.missingKey(key: "name", subject: subject), at: element)
            }
            // Decode the list even when the name is bad, so its problems are reported too.
            result.append((name ?? "", list, kind))
        }
        return result
    }

    /// Reads an array of field declarations (`"title: String"`).
    package mutating func decodeFields(_ node: JSONNode) -> [FieldDeclaration] {
        decodeFieldsWithNodes(node).map(\.field)
    }

    /// Reads an array of field declarations with the node each was read from.
    package mutating func decodeFieldsWithNodes(_ node: JSONNode) -> [(field: FieldDeclaration, node: JSONNode)] {
        var fields: [(field: FieldDeclaration, node: JSONNode)] = []
        var seen: [String: JSONNode] = [:]
        for element in stringElements(of: node, example: "[\"id: String\"]") {
            guard let text = element.stringValue.map(Self.flattened) else { continue }
            let parsed = parsedFields[text] ?? Result { () throws(SignatureError) in try FieldDeclaration.parse(text) }
            parsedFields[text] = parsed
            let field: FieldDeclaration
            do {
                field = try parsed.get()
            } catch {
                reportMalformed(.field, text: text, error: error, at: element)
                continue
            }
            if let first = seen[field.name] {
                report(
                    .duplicateMember(
                        subject: .field, name: field.name, otherKeyPath: first.keyPath,
                        otherPosition: first.position), at: element)
                continue
            }
            seen[field.name] = element
            typeUses.append(TypeUse(node: element, types: [field.type], genericParameters: []))
            fields.append((field, element))
        }
        return fields
    }

    /// Reads an array of method signatures (`"showTasks(_ tasks: [TaskViewModel])"`).
    ///
    /// `lifecycle`: the name of the parameterless method the generated view calls from a
    /// synchronous callback, and that caller (`viewDidLoad` of a VIPER presenter); declared
    /// with `async`, `throws` or a result it is refused.
    ///
    /// `nsObjectRole`: the methods are implemented by a view controller or `UIView` (an NSObject
    /// subclass), so NSObject's final members cannot be declared.
    package mutating func decodeMethods(
        _ node: JSONNode, lifecycle: (name: String, caller: String)? = nil, nsObjectRole: Bool = false
    ) -> [MethodSignature] {
        decodeMethodsWithNodes(node, lifecycle: lifecycle, nsObjectRole: nsObjectRole).map(\.method)
    }

    /// `decodeMethods`, with the entry each method was read from.
    package mutating func decodeMethodsWithNodes(
        _ node: JSONNode, lifecycle: (name: String, caller: String)? = nil, nsObjectRole: Bool = false
    ) -> [(method: MethodSignature, node: JSONNode)] {
        var methods: [(method: MethodSignature, node: JSONNode)] = []
        var seen: [String: JSONNode] = [:]
        for element in stringElements(of: node, example: "[\"viewDidLoad()\"]") {
            guard let text = element.stringValue.map(Self.flattened) else { continue }
            let parsed = parsedMethods[text] ?? Result { () throws(SignatureError) in try MethodSignature.parse(text) }
            parsedMethods[text] = parsed
            let method: MethodSignature
            do {
                method = try parsed.get()
            } catch {
                reportMalformed(.method, text: text, error: error, at: element)
                continue
            }
            let identity = Self.identity(of: method)
            if let first = seen[identity] {
                report(
                    .duplicateMember(
                        subject: .method, name: Self.selector(of: method), otherKeyPath: first.keyPath,
                        otherPosition: first.position), at: element)
                continue
            }
            seen[identity] = element
            if nsObjectRole, Self.selector(of: method) == "hash(into:)" {
                report(.finalInNSObject(selector: "hash(into:)"), at: element)
            }
            if let lifecycle, method.name == lifecycle.name, method.parameters.isEmpty,
                method.isAsync || method.isThrowing || method.returnsValue || method.isGeneric
            {
                report(
                    .lifecycleNotPlain(
                        declaration: method.declaration, lifecycle: lifecycle.name + "()", caller: lifecycle.caller),
                    at: element)
            }
            typeUses.append(
                TypeUse(
                    node: element, types: method.mentionedTypes, genericParameters: Set(method.genericParameterNames)))
            methods.append((method, element))
        }
        return methods
    }

    /// The string elements of an array, after reporting the array or any element that is of
    /// another type (or not a single line).
    private mutating func stringElements(of node: JSONNode, example: String) -> [JSONNode] {
        guard let elements = node.arrayValue else {
            var hint = "write \(example)"
            if let text = node.stringValue, !Self.hasControlCharacter(text) {
                hint = "write [\(JSONPath.quoted(text))]"
            }
            report(.typeMismatch(expected: "an array of strings", found: node.typeDescription, hint: hint), at: node)
            return []
        }
        // Signatures copied from source code may span lines: line breaks and tabs are
        // whitespace in Swift. Other control characters are refused.
        return elements.filter { element in
            guard let text = decodeString(element, singleLine: false) else { return false }
            if Self.hasControlCharacter(Self.flattened(text)) {
                report(.controlCharacter(value: text), at: element)
                return false
            }
            return true
        }
    }

    /// An entry with its line breaks and tabs turned into spaces.
    package static func flattened(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\t" }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(scalar == "\n" || scalar == "\r" || scalar == "\t" ? " " : scalar)
        }
        return String(scalars)
    }

    /// Reports a signature error at its column in the file when the string has no escape
    /// before that column; otherwise at the string's opening quote.
    private mutating func reportMalformed(
        _ subject: SpecError.Subject, text: String, error: SignatureError, at node: JSONNode
    ) {
        let problem = SpecError.malformedDeclaration(
            subject: subject, text: text, column: error.column, reason: error.reason)
        let position = document?.position(ofCharacter: error.column - 1, inString: node) ?? node.position
        append(problem, at: position, keyPath: node.keyPath)
    }

    // MARK: - Method identity

    /// Name, labels and parameter types: two methods with the same identity cannot both be
    /// declared in one protocol. `Error` and `any Error` are one type (the decoded spec spells
    /// both `any Error`).
    package static func identity(of method: MethodSignature) -> String {
        let parameters = method.existentialsSpelledAny(declared: []).parameters.map { parameter in
            (parameter.label ?? "_") + ":" + (parameter.isInout ? "inout " : "") + parameter.type.identityText
                + (parameter.isVariadic ? "..." : "")
        }
        return method.name + "(" + parameters.joined(separator: ",") + ")"
    }

    /// `didSelectTask(withId:)`, the way Swift names a method.
    package static func selector(of method: MethodSignature) -> String {
        method.name + "(" + method.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}
