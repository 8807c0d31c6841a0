/// A problem in viper-gen.json: what is wrong and what to do about it.
///
/// The description is the message part of a diagnostic; where the problem is (file, line,
/// column, key path) travels beside it in `SpecIssue`. Two cases are warnings
/// (`undeclaredType`, `noModules`): they are reported, but the spec is still usable.
package enum SpecError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of declaration a message is about.
    package enum Subject: String, Sendable, Hashable {
        case module, entity, service, method, field, route, compositionRoot, request

        /// The Swift declaration it generates, for collision messages.
        package var generatedDeclaration: String {
            switch self {
            case .entity: "struct"
            case .service: "protocol"
            case .module, .method, .field, .route, .compositionRoot, .request: "type"
            }
        }
    }

    /// The file is not valid JSON (the parser's message, such as `a trailing comma is not
    /// allowed in JSON; ...`). Nothing else is checked after a syntax error.
    case invalidJSON(message: String)
    /// A value has the wrong JSON type: `expected an array of strings, found a number`.
    /// `hint` says how to write it when that is clear (`write "2026" in quotes`).
    case typeMismatch(expected: String, found: String, hint: String?)
    /// A key that this object does not have. `suggestion` is the closest valid key; without
    /// one, the message lists `validKeys`.
    case unknownKey(key: String, suggestion: String?, validKeys: [String])
    /// A role key that exists, but not for this module's pattern (`interactor` in an MVVM
    /// module). `validRoles` are the keys that pattern declares.
    case roleNotInPattern(role: String, pattern: Pattern, validRoles: [String])
    /// A required key is absent: a module, entity or service without `name`.
    case missingKey(key: String, subject: Subject)
    /// A string that is not one of an option's values (`"mvvc"` for `pattern`). Values are
    /// matched ignoring case; `suggestion` is the closest one, else the message lists them all.
    case invalidValue(value: String, option: String, suggestion: String?, validValues: [String])
    /// `binding` set on a module whose effective pattern is not MVVM.
    case bindingRequiresMVVM(pattern: Pattern)
    /// A method signature or field declaration that does not parse. `column` is 1-based,
    /// counted in the string's own characters.
    case malformedDeclaration(subject: Subject, text: String, column: Int, reason: String)
    /// A module, entity or service name that breaks the Swift type name rules of
    /// `Identifier.typeNameProblem` (characters, case, keywords, shadowed system types).
    /// `reason` reads after the name (`contains U+0020 (SPACE), ...`).
    case invalidName(subject: Subject, name: String, reason: String, suggestion: String?)
    /// A module name ending with a suffix viper-gen appends to generated names
    /// (`LoginPresenter` would generate `LoginPresenterPresenter`).
    case generatedSuffixInModuleName(name: String, reason: String, suggestion: String?)
    /// Two modules with the same name, or names that differ only in case (their files would
    /// collide on a case-insensitive file system).
    case duplicateModuleName(name: String, otherName: String, otherKeyPath: String, otherPosition: SourcePosition)
    /// Two entities or services with the same name anywhere in the spec: all modules generate
    /// into one target, so both would declare the same type.
    case duplicateTypeName(
        name: String, subject: Subject, otherSubject: Subject, otherKeyPath: String,
        otherPosition: SourcePosition)
    /// An entity or service named like a type generated for a module (`LoginPresenter` when a
    /// module `Login` exists).
    case collidesWithGeneratedType(name: String, subject: Subject, module: String, moduleKeyPath: String)
    /// An entity or service named like the protocol (`TaskServiceInterface`) or mock
    /// (`MockTaskService`) generated for a declared service.
    case collidesWithServiceType(
        name: String, subject: Subject, service: String, serviceKeyPath: String,
        servicePosition: SourcePosition)
    /// The same method (name, labels and types) or field name twice in one list.
    case duplicateMember(subject: Subject, name: String, otherKeyPath: String, otherPosition: SourcePosition)
    /// An output path that is absolute; `suggestion` is the same path made relative.
    case absolutePath(path: String, suggestion: String?)
    /// An output path with a `..` component: generated files must stay inside the project.
    case pathLeavesProject(path: String)
    /// A path with an invisible format character (Unicode category Cf: zero-width characters
    /// and the bidirectional controls that make a path read differently from what it is).
    case invisibleCharacterInPath(path: String, character: String)
    /// A string that must not be empty (a path, a protocol suffix).
    case emptyValue(option: String)
    /// An `xcodeproj` path that does not name a `.xcodeproj` folder.
    case notAnXcodeProject(path: String)
    /// The same target named twice in `targets` or `testTargets`.
    case duplicateTarget(name: String)
    /// A string containing a line break, NUL or other control character where one line of
    /// plain text is needed (paths, names, header fields).
    case controlCharacter(value: String)
    /// A name that must be a plain identifier (a domain folder, the module for
    /// `@testable import`, the protocol suffix) and is not.
    case invalidIdentifier(option: String, value: String, suggestion: String?)
    /// Warning: a type used in a signature or field is neither declared in the spec nor a
    /// known Swift, Foundation or UI framework type; it may live in the user's app.
    case undeclaredType(name: String, suggestion: String?)
    /// Warning: `modules` is an empty array.
    case noModules
    /// An entity field that makes the entity contain itself (`next: Node?`), directly or
    /// through other entities: a Swift struct cannot.
    case recursiveEntity(field: String, cycle: [String], suggestion: String)
    /// A lifecycle method the generated view calls synchronously (`viewDidLoad()`,
    /// `onAppear()`) declared `async`, throwing or returning a value.
    case lifecycleNotPlain(declaration: String, lifecycle: String, caller: String)
    /// A method a view or controller role declares that NSObject, their superclass with UIKit,
    /// makes final (`hash(into:)`).
    case finalInNSObject(selector: String)
    /// A module-level entity or service with the name of a top-level one.
    case shadowsSharedDeclaration(name: String, subject: Subject, sharedKeyPath: String, sharedPosition: SourcePosition)
    /// A module's `services` names a top-level service that does not exist.
    case unknownSharedService(name: String, suggestion: String?, moduleLevelKeyPath: String?)
    /// A route whose `to` names no module of the spec.
    case unknownRouteTarget(name: String, suggestion: String?)
    /// A route from a module to itself.
    case routeToItself(module: String)
    /// A route method with the identity of another method of the module's navigation point.
    case routeMethodClash(method: String, otherKeyPath: String, otherPosition: SourcePosition)
    /// An output method that is not a plain event (async, throwing, with a result, generic or inout).
    case outputNotAnEvent(declaration: String)
    /// Two methods the same class would implement: a declared method, an output it reports, or
    /// an output it receives from a module it routes to.
    case memberClash(method: String, holder: String, otherDescription: String)
    /// An `ios` value that is not a version, or older than generated code supports.
    case invalidDeploymentTarget(reason: String)
    /// `binding: observation` for a module whose deployment target is below iOS 17.
    case observationNeedsIOS17(module: String, target: DeploymentTarget, receivingTarget: ReceivingTargetVersion?)
    /// A pattern the UI flavour cannot generate (MVC in pure SwiftUI).
    case patternNotInUI(module: String, problem: String)
    /// A UI flavour that needs a later iOS than the module targets.
    case uiNeedsLaterIOS(
        module: String, ui: UIFlavor, target: DeploymentTarget, receivingTarget: ReceivingTargetVersion?)
    /// A route between a pure SwiftUI module and a UIKit (or hosted) one.
    case routeAcrossUIFlavours(module: String, ui: UIFlavor, target: String, targetUI: UIFlavor)
    /// A `replaceRoot` route from a pure SwiftUI module: its app's root view owns the root.
    case replaceRootFromSwiftUI(module: String, target: String)
    /// A route's `onDismiss` on a route that is not `present`: only a sheet can be swiped away.
    case dismissEventNeedsPresent(style: String)
    /// A route's `onDismiss` that names no event of the destination's output.
    case unknownDismissEvent(name: String, target: String, suggestion: String?, hasOutput: Bool)
    /// A route's `onDismiss` naming an event with parameters, which a swipe has no values for.
    case dismissEventWithParameters(declaration: String, target: String)
    /// A module input with the name of a property the generated holder already has.
    case inputClash(name: String, holder: String)
    /// A module input of a function type: stored, so escaping, which a field cannot say.
    case closureInput(declaration: String)
    /// A module named like the folder of the shared declarations.
    case moduleNamedLikeSharedFolder(name: String)
    /// A service of kind `actor` or `struct` with a method that keeps it on the main actor.
    case serviceKindNeedsSendable(service: String, kind: String, method: String)
    /// A service of kind `actor` with a method that is not `async`.
    case actorServiceNeedsAsync(service: String, method: String)
    /// A `requests` entry that is not `Service.method` or `Service.method(label:)`.
    case malformedRequest(text: String)
    /// A request naming a service the spec does not declare.
    case unknownRequestService(name: String, suggestion: String?)
    /// A request naming a declared service the module does not list in its `services`.
    case requestServiceNotUsed(name: String, module: String)
    /// A request naming a method the service does not declare.
    case unknownRequestMethod(service: String, name: String, suggestion: String?)
    /// A request naming an overloaded method without its labels.
    case ambiguousRequest(reference: String, service: String, selectors: [String])
    /// A request naming a method that is not `async`.
    case requestNotAsync(declaration: String)
    /// A request naming a method whose parameters a task cannot take over (`inout`, variadic,
    /// closures) or a generic one.
    case requestNotForwardable(declaration: String, reason: String)

    /// The name the message proposes instead of what was written, if it proposes one.
    package var suggestion: String? {
        switch self {
        case .unknownKey(_, let suggestion, _), .invalidValue(_, _, let suggestion, _),
            .invalidName(_, _, _, let suggestion),
            .generatedSuffixInModuleName(_, _, let suggestion), .invalidIdentifier(_, _, let suggestion),
            .undeclaredType(_, let suggestion), .unknownRouteTarget(_, let suggestion),
            .unknownDismissEvent(_, _, let suggestion, _), .unknownRequestService(_, let suggestion),
            .unknownRequestMethod(_, _, let suggestion):
            suggestion
        case .unknownSharedService(_, let suggestion, let moduleLevelKeyPath):
            moduleLevelKeyPath == nil ? suggestion : nil
        default:
            nil
        }
    }

    /// Whether this problem stops generation.
    package var severity: Diagnostic.Severity {
        switch self {
        case .undeclaredType, .noModules: .warning
        default: .error
        }
    }

    package var description: String {
        switch self {
        case .invalidJSON(let message):
            return message
        case .typeMismatch(let expected, let found, let hint):
            return "expected \(expected), found \(found)" + (hint.map { "; \($0)" } ?? "")
        case .unknownKey(let key, let suggestion, let validKeys):
            return "unknown key \(q(key))" + suggestionOrList(suggestion, validKeys, listName: "valid keys")
        case .roleNotInPattern(let role, let pattern, let validRoles):
            return "'\(role)' is not a role of \(article(pattern)) \(pattern.displayName) module; valid: "
                + validRoles.joined(separator: ", ")
        case .missingKey(let key, let subject):
            return "missing required key \(q(key)) in this \(subject.rawValue)"
        case .invalidValue(let value, let option, let suggestion, let validValues):
            return "\(q(value)) is not a valid \(option)"
                + suggestionOrList(suggestion, validValues, listName: "valid values")
        case .bindingRequiresMVVM(let pattern):
            return "binding applies to MVVM modules only; this module's pattern is \(pattern.displayName) "
                + "(remove \"binding\", or set \"pattern\": \"mvvm\")"
        case .malformedDeclaration(let subject, let text, let column, let reason):
            let noun = subject == .method ? "method signature" : "field declaration"
            return "malformed \(noun) \(q(text)) at string column \(column): \(reason)"
        case .invalidName(let subject, let name, let reason, let suggestion):
            let what =
                switch subject {
                case .route: "route method"
                case .compositionRoot: "composition root"
                default: subject.rawValue
                }
            return "\(q(name)) is not a valid \(what) name: it \(reason)" + didYouMean(suggestion)
        case .generatedSuffixInModuleName(let name, let reason, let suggestion):
            return "\(q(name)) is not a valid module name: it \(reason)" + didYouMean(suggestion)
        case .duplicateModuleName(let name, let otherName, let otherKeyPath, let otherPosition):
            if name == otherName {
                return "duplicate module name \(q(name)); it is already declared at \(otherKeyPath) (\(otherPosition))"
            }
            return
                "module name \(q(name)) differs from \(q(otherName)) at \(otherKeyPath) (\(otherPosition)) only in case; "
                + "their files would collide on a case-insensitive file system"
        case .duplicateTypeName(let name, let subject, let otherSubject, let otherKeyPath, let otherPosition):
            if subject == otherSubject {
                return "\(subject.rawValue) \(q(name)) is already declared at \(otherKeyPath) (\(otherPosition)); "
                    + "both would generate \(subject.generatedDeclaration) \(name)"
            }
            return
                "\(subject.rawValue) \(q(name)) has the name of the \(otherSubject.rawValue) declared at \(otherKeyPath) "
                + "(\(otherPosition)); both would generate a type named \(name)"
        case .collidesWithGeneratedType(let name, let subject, let module, let moduleKeyPath):
            return "\(subject.rawValue) \(q(name)) has the name of a type generated for module \(q(module)) "
                + "(\(moduleKeyPath)); choose another name"
        case .collidesWithServiceType(let name, let subject, let service, let serviceKeyPath, let servicePosition):
            return "\(subject.rawValue) \(q(name)) has the name of a type generated for service \(q(service)) "
                + "at \(serviceKeyPath) (\(servicePosition)); choose another name"
        case .duplicateMember(let subject, let name, let otherKeyPath, let otherPosition):
            return
                "duplicate \(subject.rawValue) \(q(name)); it is already declared at \(otherKeyPath) (\(otherPosition))"
        case .absolutePath(let path, let suggestion):
            return "\(q(path)) is an absolute path; write a path relative to the project"
                + (suggestion.map { ", such as \(q($0))" } ?? "")
        case .pathLeavesProject(let path):
            return
                "\(q(path)) contains a '..' component; paths in the spec must stay inside the spec's folder, so that a "
                + "shared spec never writes outside a checkout (a path given on the command line, such as --output, may point elsewhere)"
        case .invisibleCharacterInPath(let path, let character):
            return
                "\(q(path)) contains \(character), an invisible format character that makes a path read differently from what it is; "
                + "remove it"
        case .emptyValue(let option):
            return "the \(option) must not be empty"
        case .notAnXcodeProject(let path):
            return
                "\(q(path)) is not an Xcode project; give the path of the folder ending in .xcodeproj, such as \"App.xcodeproj\""
        case .duplicateTarget(let name):
            return "target \(q(name)) is named twice; name each target once"
        case .controlCharacter(let value):
            return "\(q(value)) contains a line break or control character; write it on one line"
        case .invalidIdentifier(let option, let value, let suggestion):
            return
                "\(q(value)) is not a valid \(option): use letters, digits and underscores, not starting with a digit"
                + didYouMean(suggestion)
        case .undeclaredType(let name, let suggestion):
            if let suggestion {
                return
                    "type '\(name)' is not declared in the spec; did you mean '\(suggestion)'? (if not, it must exist in your app)"
            }
            return "type '\(name)' is not declared in the spec; it must exist in your app"
        case .noModules:
            return "\"modules\" is empty; this file declares no module to generate"
        case .recursiveEntity(let field, let cycle, let suggestion):
            return
                "'\(field)' makes entity \(cycle[0]) contain itself (\(cycle.joined(separator: " → "))), which a Swift struct cannot; "
                + suggestion
        case .finalInNSObject(let selector):
            return
                "'\(selector)' cannot be declared here: the view or controller that implements this role is an NSObject subclass with UIKit, where '\(selector)' is final; rename the method"
        case .shadowsSharedDeclaration(let name, let subject, let sharedKeyPath, let sharedPosition):
            let use =
                subject == .service
                ? "keep the top-level one and write \(q(name)) (a string) in this module's \"services\" to use it"
                : "keep the top-level one (every module can use it) and remove this one"
            return
                "\(subject.rawValue) \(q(name)) is also declared at the top level, at \(sharedKeyPath) (\(sharedPosition)); "
                + use + ", or rename this one"
        case .unknownSharedService(let name, let suggestion, let moduleLevelKeyPath):
            if let moduleLevelKeyPath {
                return
                    "service \(q(name)) is not declared at the top level; it is declared in a module (\(moduleLevelKeyPath)): "
                    + "move it to the top-level \"services\" to share it"
            }
            return "no top-level service is named \(q(name))" + didYouMean(suggestion)
                + (suggestion == nil
                    ? "; declare it in the top-level \"services\": [{\"name\": \(q(name)), \"methods\": []}]" : "")
        case .unknownRouteTarget(let name, let suggestion):
            return "no module is named \(q(name))" + didYouMean(suggestion)
                + (suggestion == nil ? "; a route goes to a module declared in \"modules\"" : "")
        case .routeToItself(let module):
            return
                "module \(q(module)) routes to itself; a route goes to another module (remove it, or name another module)"
        case .routeMethodClash(let method, let otherKeyPath, let otherPosition):
            return
                "route method '\(method)' is already declared at \(otherKeyPath) (\(otherPosition)); give the route another \"method\""
        case .outputNotAnEvent(let declaration):
            return
                "'\(declaration)' cannot be a module output: an output reports an event to the module that opened this one; "
                + "declare it without async, throws, a result, generic parameters or inout"
        case .memberClash(let method, let holder, let otherDescription):
            return
                "'\(method)' would be implemented twice by \(holder): it is also \(otherDescription); rename one of them"
        case .serviceKindNeedsSendable(let service, let kind, let method):
            return
                "service \(service) cannot be \(kind == "actor" ? "an actor" : "a struct"): '\(method)' keeps it on the main actor "
                + "(a UIKit or SwiftUI type, or a value that is not Sendable, crosses its boundary); use \"kind\": \"class\" "
                + "or change the method"
        case .actorServiceNeedsAsync(let service, let method):
            return
                "service \(service) cannot be an actor: '\(method)' is not async, and an actor's methods are isolated to it, "
                + "so its callers must await them; make the method async or use \"kind\": \"class\""
        case .invalidDeploymentTarget(let reason):
            return reason
        case .observationNeedsIOS17(let module, let target, let receivingTarget):
            return "binding \"observation\" needs iOS 17 (Observation), and module \(q(module)) targets iOS \(target)"
                + (receivingTarget?.origin ?? "") + "; use \"combine\" or \"closures\", or "
                + (receivingTarget?.raise(to: .observation) ?? "set \"ios\": \"17.0\"")
        case .patternNotInUI(let module, let problem):
            return "module \(q(module)) is MVC with \"ui\": \"swiftui\": \(problem)"
        case .uiNeedsLaterIOS(let module, let ui, let target, let receivingTarget):
            return
                "\"ui\": \"\(ui.rawValue)\" needs iOS \(ui.minimumDeploymentTarget) (NavigationStack), and module \(q(module)) targets iOS \(target)"
                + (receivingTarget?.origin ?? "") + "; use \"swiftui-hosted\", or "
                + (receivingTarget?.raise(to: ui.minimumDeploymentTarget)
                    ?? "set \"ios\": \"\(ui.minimumDeploymentTarget)\"")
        case .routeAcrossUIFlavours(let module, let ui, let target, let targetUI):
            return
                "module \(q(module)) (\(ui.rawValue)) cannot route to \(q(target)) (\(targetUI.rawValue)): a pure SwiftUI module shows and is shown by SwiftUI views only; "
                + "make both \"swiftui\", or use \"swiftui-hosted\" for the SwiftUI one"
        case .replaceRootFromSwiftUI(let module, let target):
            return
                "module \(q(module)) (swiftui) cannot show \(q(target)) with \"replaceRoot\": a pure SwiftUI module has no window to replace the root of (its app's root view owns the root); "
                + "use \"fullScreen\", or make \(q(module)) \"uikit\" or \"swiftui-hosted\""
        case .dismissEventNeedsPresent(let style):
            return
                "\"onDismiss\" needs \"style\": \"present\"; a \(q(style)) route's destination is not dismissed by a swipe "
                + "(remove \"onDismiss\", or present the destination)"
        case .unknownDismissEvent(let name, let target, let suggestion, let hasOutput):
            if !hasOutput {
                return
                    "module \(q(target)) declares no \"output\", so \"onDismiss\" has no event \(q(name)) to report; "
                    + "declare it in \(q(target))'s \"output\" (\"\(name)()\")"
            }
            return "module \(q(target)) has no output event \(q(name))" + didYouMean(suggestion)
                + (suggestion == nil ? "; \"onDismiss\" names an event of the destination's \"output\"" : "")
        case .dismissEventWithParameters(let declaration, let target):
            return
                "\"onDismiss\" reports \(q(target))'s event '\(declaration)', but a swipe has no values for its parameters; "
                + "declare an event without parameters for it"
        case .inputClash(let name, let holder):
            return "input '\(name)' has the name of a property the generated \(holder) already has; rename the input"
        case .closureInput(let declaration):
            return "input '\(declaration)' is a closure, which the module would store but cannot mark @escaping here; "
                + "make it optional ('((…) -> Void)?', implicitly escaping), or declare an \"output\" event instead"
        case .moduleNamedLikeSharedFolder(let name):
            return
                "module \(q(name)) would share its folder with the top-level services and entities, which are generated in "
                + "\(SharedDeclarations.moduleName)/\(name == SharedDeclarations.moduleName ? "" : " (the same folder on a case-insensitive file system such as macOS's)"); rename the module"
        case .malformedRequest(let text):
            return
                "\(q(text)) is not a request; write \"Service.method\", or \"Service.method(label:)\" to name one of "
                + "its overloads"
        case .unknownRequestService(let name, let suggestion):
            return "no service is named \(q(name))" + didYouMean(suggestion)
                + (suggestion == nil ? "; a request names a service the module lists in its \"services\"" : "")
        case .requestServiceNotUsed(let name, let module):
            return "module \(q(module)) does not list service \(q(name)) in its \"services\"; add \(q(name)) to them"
        case .unknownRequestMethod(let service, let name, let suggestion):
            return "service \(q(service)) has no method \(q(name))" + didYouMean(suggestion)
        case .ambiguousRequest(let reference, let service, let selectors):
            return "\(q(reference)) names \(selectors.count) methods of \(q(service)) ("
                + selectors.joined(separator: ", ") + "); write one with its labels, such as "
                + q(service + "." + (selectors.first ?? ""))
        case .requestNotAsync(let declaration):
            return "'\(declaration)' is not async, so there is no work to run in a task; declare it async, or call it "
                + "from a method you declare"
        case .requestNotForwardable(let declaration, let reason):
            return "'\(declaration)' cannot be a request: \(reason); call it from a method you declare"
        case .lifecycleNotPlain(let declaration, let lifecycle, let caller):
            return
                "'\(declaration)' is called by \(caller), which is synchronous: declare '\(lifecycle)' without async, throws or a result "
                + "and start other work inside it (Task { await load() }), or give this method another name"
        }
    }

    private func q(_ text: String) -> String { JSONPath.quoted(text) }

    private func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean \(q($0))?" } ?? ""
    }

    private func article(_ pattern: Pattern) -> String {
        pattern == .mvp || pattern == .mvvm || pattern == .mvc ? "an" : "a"
    }

    private func suggestionOrList(_ suggestion: String?, _ valid: [String], listName: String) -> String {
        if let suggestion { return "; did you mean \(q(suggestion))?" }
        return valid.isEmpty ? "" : "; \(listName): " + valid.joined(separator: ", ")
    }
}

/// A located spec problem: the problem itself and the diagnostic that prints it.
package struct SpecIssue: Sendable, Hashable, CustomStringConvertible {
    package var problem: SpecError
    /// Where the problem is, with the problem's message; its severity is the problem's.
    package var diagnostic: Diagnostic

    package init(problem: SpecError, diagnostic: Diagnostic) {
        self.problem = problem
        self.diagnostic = diagnostic
    }

    package var description: String { diagnostic.description }
}

/// Every problem found in one spec, reported together: thrown when any of them is an error.
///
/// Issues are sorted by position in the file (line, then column; ties keep the order in which
/// they were found) and include the warnings, so that the user sees everything in one run.
package struct SpecErrors: DiagnosticsConvertible, Sendable, Hashable, CustomStringConvertible {
    package var issues: [SpecIssue]

    package init(issues: [SpecIssue]) {
        self.issues = issues
    }

    /// The diagnostics to print, in position order.
    package var diagnostics: [Diagnostic] { issues.map(\.diagnostic) }

    /// Only the errors (issues that stop generation).
    package var errors: [SpecIssue] { issues.filter { $0.diagnostic.severity == .error } }

    /// One diagnostic per line, in position order.
    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
