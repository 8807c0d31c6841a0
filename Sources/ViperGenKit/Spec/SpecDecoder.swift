import TextSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decodes viper-gen.json strictly: every unknown key, wrong type, bad value, malformed
/// signature, invalid name and collision is reported, all together, with its position.
///
/// Pure: the caller reads the file and passes its bytes and the path to show in messages.
package enum SpecDecoder {
    /// Decodes the spec in `data` (UTF-8 JSON; a byte order mark is accepted).
    ///
    /// - Parameters:
    ///   - file: the path shown in diagnostics, as the user gave it.
    ///   - overrides: the command-line options. They are not merged into the result (the
    ///     returned `defaults` are the file's own); they only decide a module's effective
    ///     pattern (module `pattern` > `overrides.pattern` > `defaults.pattern` > VIPER), which
    ///     decides the roles it may declare and whether `binding` applies, and the protocol
    ///     suffix used to work out the generated type names.
    ///   - selected: the names of the modules being generated, when the user named them
    ///     (`viper-gen Login --pattern mvvm`): the pattern override then decides only their
    ///     pattern, and the spec's other modules are checked as the file declares them. Nil:
    ///     every module is generated and overridden.
    /// - Returns: the spec and its warnings (an unknown type in a signature, an empty
    ///   `modules` array).
    /// - Throws: `SpecErrors` with every problem, warnings included, when any error was found.
    ///   - generatedTypes: the types the template sets in use declare per module (from their
    ///     manifests: `TemplateLibrary.generatedTypeNames()`); an entity or service may not
    ///     take one of their names.
    package static func decode(
        _ data: Data, file: String, overrides: GenerationOptions = GenerationOptions(), selected: Set<String>? = nil,
        generatedTypes: GeneratedTypeNames
    ) throws(SpecErrors) -> DecodedSpec {
        var decoding = SpecDecoding(
            file: file, overrides: overrides, selected: selected, generatedTypes: generatedTypes)
        let spec = decoding.decode(data)
        let issues = decoding.sortedIssues()
        if let spec, !issues.contains(where: { $0.diagnostic.severity == .error }) {
            return DecodedSpec(spec: spec, warnings: issues)
        }
        throw SpecErrors(issues: issues)
    }
}

/// A successfully decoded spec with the warnings found on the way.
package struct DecodedSpec: Sendable, Hashable {
    package var spec: ProjectSpec
    /// Warnings in position order; print them even though generation goes on.
    package var warnings: [SpecIssue]

    package init(spec: ProjectSpec, warnings: [SpecIssue] = []) {
        self.spec = spec
        self.warnings = warnings
    }
}

/// The state of one decoding run: the issues found so far and what cross-checks need.
struct SpecDecoding {
    /// Where a method or field uses types, for the undeclared-type warnings.
    struct TypeUse {
        var node: JSONNode
        var types: [TypeSyntax]
        var genericParameters: Set<String>
    }

    /// An entity or service declaration, for the collision checks.
    struct TypeDeclaration {
        var name: String
        var subject: SpecError.Subject
        var node: JSONNode
        /// Declared at the top level (shared), not in a module.
        var isShared = false
    }

    /// A route as written, with the nodes its checks report at.
    struct RouteUse {
        var route: Route
        var element: JSONNode
        var targetNode: JSONNode
        var methodNode: JSONNode?
    }

    /// A module as decoded, with what the cross-module checks need.
    struct DecodedModule {
        var spec: ModuleSpec
        var node: JSONNode
        var nameNode: JSONNode?
        /// Nil when the pattern could not be decoded: role checks are skipped.
        var effectivePattern: Pattern?
        var nameIsValid: Bool
        /// Declared methods by role with the entry each was read from, for the clash checks.
        var methodNodes: [Role: [(method: MethodSignature, node: JSONNode)]] = [:]
        var outputNodes: [(method: MethodSignature, node: JSONNode)] = []
        var routeUses: [RouteUse] = []
        var serviceReferences: [(name: String, node: JSONNode)] = []
        var bindingNode: JSONNode?
        var uiNode: JSONNode?
        var iosNode: JSONNode?
        var inputNodes: [(field: FieldDeclaration, node: JSONNode)] = []
    }

    let file: String
    let overrides: GenerationOptions
    /// The modules the overrides' pattern applies to; nil: all.
    let selected: Set<String>?
    var document: JSONDocument?
    private(set) var issues: [SpecIssue] = []
    var defaults = GenerationOptions()
    /// `defaults.pattern` was present but invalid: modules relying on it have no known pattern.
    var defaultsPatternIsInvalid = false
    var modules: [DecodedModule] = []
    /// Where `defaults.binding` is written, for the deployment-target check.
    var defaultsBindingNode: JSONNode?
    /// Where `defaults.ui` and `defaults.ios` are written, for the UI flavour checks.
    var defaultsUINode: JSONNode?
    var defaultsIOSNode: JSONNode?
    /// Top-level (shared) declarations.
    var sharedServices: [ModuleSpec.Service] = []
    var sharedEntities: [ModuleSpec.Entity] = []
    /// `compositionRoot`: the name of the type holding the top-level services.
    var compositionRoot: String?
    var declarations: [TypeDeclaration] = []
    var typeUses: [TypeUse] = []
    /// Each entity's fields with where they are written, for the recursion check (the first
    /// declaration of a name; a duplicate is reported elsewhere).
    var entityFields: [String: [(field: FieldDeclaration, node: JSONNode)]] = [:]
    var entityOrder: [String] = []
    /// Parsed entries by text: large specs repeat `id: String` and `viewDidLoad()` often.
    var parsedFields: [String: Result<FieldDeclaration, SignatureError>] = [:]
    var parsedMethods: [String: Result<MethodSignature, SignatureError>] = [:]

    let generatedTypes: GeneratedTypeNames

    init(file: String, overrides: GenerationOptions, selected: Set<String>? = nil, generatedTypes: GeneratedTypeNames) {
        self.file = file
        self.overrides = overrides
        self.selected = selected
        self.generatedTypes = generatedTypes
    }

    /// Decodes the whole document; nil when it is not JSON or not an object.
    mutating func decode(_ data: Data) -> ProjectSpec? {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(data)
        } catch {
            append(.invalidJSON(message: error.message), at: error.position, keyPath: error.keyPath)
            return nil
        }
        self.document = document
        let root = document.root
        guard let members = root.objectValue else {
            report(
                .typeMismatch(
                    expected: "a JSON object with \"defaults\" and \"modules\"", found: root.typeDescription,
                    hint: nil), at: root)
            return nil
        }
        var modulesNode: JSONNode?
        for member in members {
            switch member.key {
            case "defaults": decodeDefaults(member.value)
            case "services": decodeSharedServices(member.value)
            case "entities": decodeSharedEntities(member.value)
            case "modules": modulesNode = member.value
            case "compositionRoot": decodeCompositionRoot(member.value)
            default:
                reportUnknownKey(member, validKeys: ["defaults", "services", "entities", "compositionRoot", "modules"])
            }
        }
        if let modulesNode { decodeModules(modulesNode) }
        checkNamesAcrossModules()
        checkUndeclaredTypes()
        checkRecursiveEntities()
        checkGraph()
        checkDeploymentTargets()
        checkUIFlavours()
        checkInputs()
        // The one place where bare well-known protocols become `any P`, after the checks, so
        // that diagnostics quote what the user wrote and everything downstream sees one spelling.
        return ProjectSpec(
            defaults: defaults, services: sharedServices, entities: sharedEntities, modules: modules.map(\.spec),
            compositionRoot: compositionRoot
        )
        .existentialsSpelledAny(protocolSuffix: effectiveProtocolSuffix)
    }

    // MARK: - Reporting

    mutating func append(_ problem: SpecError, at position: SourcePosition, keyPath: String) {
        let diagnostic = Diagnostic(
            severity: problem.severity, file: file, line: position.line, column: position.column,
            keyPath: keyPath, message: problem.description, suggestion: problem.suggestion)
        issues.append(SpecIssue(problem: problem, diagnostic: diagnostic))
    }

    /// Reports a problem with a value, at the value.
    mutating func report(_ problem: SpecError, at node: JSONNode) {
        append(problem, at: node.position, keyPath: node.keyPath)
    }

    /// Reports a problem with a key itself (unknown, not allowed here), at the key.
    mutating func report(_ problem: SpecError, atKeyOf member: JSONMember) {
        append(problem, at: member.keyPosition, keyPath: member.value.keyPath)
    }

    mutating func reportUnknownKey(_ member: JSONMember, validKeys: [String]) {
        let suggestion = Suggestion.closest(to: member.key, among: validKeys)
        report(.unknownKey(key: member.key, suggestion: suggestion, validKeys: validKeys), atKeyOf: member)
    }

    /// Issues by position; equal positions keep the order in which they were found.
    func sortedIssues() -> [SpecIssue] {
        issues.enumerated().sorted { left, right in
            let l = left.element.diagnostic
            let r = right.element.diagnostic
            return (l.line ?? 0, l.column ?? 0, left.offset) < (r.line ?? 0, r.column ?? 0, right.offset)
        }.map(\.element)
    }
}
