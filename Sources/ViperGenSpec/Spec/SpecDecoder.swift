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
    ///   - receivingTarget: the Xcode target `overrides.ios` was read from, when it was (a
    ///     version problem is then fixed in Xcode, and said so where the spec asks for the
    ///     flavour or binding that needs more).
    package static func decode(
        _ data: Data, file: String, overrides: GenerationOptions = GenerationOptions(), selected: Set<String>? = nil,
        generatedTypes: GeneratedTypeNames, receivingTarget: ReceivingTargetVersion? = nil
    ) throws(SpecErrors) -> DecodedSpec {
        var decoding = SpecDecoding(
            file: file, overrides: overrides, selected: selected, generatedTypes: generatedTypes)
        decoding.receivingTarget = receivingTarget
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
package struct SpecDecoding {
    /// Where a method or field uses types, for the undeclared-type warnings.
    package struct TypeUse {
        package var node: JSONNode
        package var types: [TypeSyntax]
        package var genericParameters: Set<String>
    }

    /// An entity or service declaration, for the collision checks.
    package struct TypeDeclaration {
        package var name: String
        package var subject: SpecError.Subject
        package var node: JSONNode
        /// Declared at the top level (shared), not in a module.
        package var isShared = false
    }

    /// A route as written, with the nodes its checks report at.
    package struct RouteUse {
        package var route: Route
        package var element: JSONNode
        package var targetNode: JSONNode
        package var methodNode: JSONNode?
        /// The `style` value, when the route gives one.
        package var styleNode: JSONNode? = nil
        /// The `onDismiss` value, when the route gives one.
        package var dismissNode: JSONNode? = nil
    }

    /// A module as decoded, with what the cross-module checks need.
    package struct DecodedModule {
        package var spec: ModuleSpec
        package var node: JSONNode
        package var nameNode: JSONNode?
        /// Nil when the pattern could not be decoded: role checks are skipped.
        package var effectivePattern: Pattern?
        package var nameIsValid: Bool
        /// Declared methods by role with the entry each was read from, for the clash checks.
        package var methodNodes: [Role: [(method: MethodSignature, node: JSONNode)]] = [:]
        package var outputNodes: [(method: MethodSignature, node: JSONNode)] = []
        package var routeUses: [RouteUse] = []
        package var serviceReferences: [(name: String, node: JSONNode)] = []
        package var bindingNode: JSONNode?
        package var uiNode: JSONNode?
        package var iosNode: JSONNode?
        package var inputNodes: [(field: FieldDeclaration, node: JSONNode)] = []
        /// The `requests` entries as written, resolved by `checkRequests`.
        package var requestNodes: [(text: String, node: JSONNode)] = []
    }

    package let file: String
    package let overrides: GenerationOptions
    /// Where `overrides.ios` comes from when the run read it from the Xcode project.
    package var receivingTarget: ReceivingTargetVersion?
    /// The modules the overrides' pattern applies to; nil: all.
    package let selected: Set<String>?
    package var document: JSONDocument?
    package private(set) var issues: [SpecIssue] = []
    package var defaults = GenerationOptions()
    /// `defaults.pattern` was present but invalid: modules relying on it have no known pattern.
    package var defaultsPatternIsInvalid = false
    package var modules: [DecodedModule] = []
    /// Where `defaults.binding` is written, for the deployment-target check.
    package var defaultsBindingNode: JSONNode?
    /// Where `defaults.ui` and `defaults.ios` are written, for the UI flavour checks.
    package var defaultsUINode: JSONNode?
    package var defaultsIOSNode: JSONNode?
    /// Top-level (shared) declarations.
    package var sharedServices: [ModuleSpec.Service] = []
    package var sharedEntities: [ModuleSpec.Entity] = []
    /// `compositionRoot`: the name of the type holding the top-level services.
    package var compositionRoot: String?
    package var declarations: [TypeDeclaration] = []
    package var typeUses: [TypeUse] = []
    /// Each entity's fields with where they are written, for the recursion check (the first
    /// declaration of a name; a duplicate is reported elsewhere).
    package var entityFields: [String: [(field: FieldDeclaration, node: JSONNode)]] = [:]
    package var entityOrder: [String] = []
    /// Services given a `kind` other than `class`, checked once every entity is known.
    package var serviceKinds: [ServiceKindUse] = []
    /// Parsed entries by text: large specs repeat `id: String` and `viewDidLoad()` often.
    package var parsedFields: [String: Result<FieldDeclaration, SignatureError>] = [:]
    package var parsedMethods: [String: Result<MethodSignature, SignatureError>] = [:]

    package let generatedTypes: GeneratedTypeNames

    package init(
        file: String, overrides: GenerationOptions, selected: Set<String>? = nil, generatedTypes: GeneratedTypeNames
    ) {
        self.file = file
        self.overrides = overrides
        self.selected = selected
        self.generatedTypes = generatedTypes
    }

    /// Decodes the whole document; nil when it is not JSON or not an object.
    package mutating func decode(_ data: Data) -> ProjectSpec? {
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
        checkRequests()
        checkDeploymentTargets()
        checkUIFlavours()
        checkInputs()
        checkServiceKinds()
        // The one place where bare well-known protocols become `any P`, after the checks, so
        // that diagnostics quote what the user wrote and everything downstream sees one spelling.
        return ProjectSpec(
            defaults: defaults, services: sharedServices, entities: sharedEntities, modules: modules.map(\.spec),
            compositionRoot: compositionRoot
        )
        .existentialsSpelledAny(protocolSuffix: effectiveProtocolSuffix)
    }

    // MARK: - Reporting

    package mutating func append(_ problem: SpecError, at position: SourcePosition, keyPath: String) {
        let diagnostic = Diagnostic(
            severity: problem.severity, file: file, line: position.line, column: position.column,
            keyPath: keyPath, message: problem.description, suggestion: problem.suggestion)
        issues.append(SpecIssue(problem: problem, diagnostic: diagnostic))
    }

    /// Reports a problem with a value, at the value.
    package mutating func report(_ problem: SpecError, at node: JSONNode) {
        append(problem, at: node.position, keyPath: node.keyPath)
    }

    /// Reports a problem with a key itself (unknown, not allowed here), at the key.
    package mutating func report(_ problem: SpecError, atKeyOf member: JSONMember) {
        append(problem, at: member.keyPosition, keyPath: member.value.keyPath)
    }

    package mutating func reportUnknownKey(_ member: JSONMember, validKeys: [String]) {
        let suggestion = Suggestion.closest(to: member.key, among: validKeys)
        report(.unknownKey(key: member.key, suggestion: suggestion, validKeys: validKeys), atKeyOf: member)
    }

    /// Issues by position; equal positions keep the order in which they were found.
    package func sortedIssues() -> [SpecIssue] {
        issues.enumerated().sorted { left, right in
            let l = left.element.diagnostic
            let r = right.element.diagnostic
            return (l.line ?? 0, l.column ?? 0, left.offset) < (r.line ?? 0, r.column ?? 0, right.offset)
        }.map(\.element)
    }
}
