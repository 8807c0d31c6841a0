import XcodeProject

/// Whether each module's code can build in the targets it goes into, read from their Xcode
/// project before anything is written (found by the newcomer walk on an app with an iOS 14
/// target, a tvOS target and routes between modules in different targets):
///
/// - a target that builds for another platform (`SDKROOT` other than `iphoneos`) cannot compile
///   UIKit or iOS SwiftUI code;
/// - a target whose deployment target is below the iOS version the module is generated for
///   would use APIs it does not have (`.task`, `NavigationStack`, `@Observable`) unguarded;
/// - a route calls the destination's factory, so the destination must be compiled in every
///   target that compiles the source.
package struct ReceivingTargetFit {
    /// Reads the project files.
    package var fileSystem: any FileSystem
    /// The run's base folder (absolute): `xcodeproj` paths are relative to it.
    package var base: String
    /// The spec as the user knows it, for the findings' key paths.
    package var specDisplay: String?
    /// The spec's modules in order, to name `modules[N]`.
    package var declaredOrder: [String]
    /// Parses the project files read, each text once per run.
    package var projects: ProjectFileParser

    package init(
        fileSystem: any FileSystem, base: String, specDisplay: String?, declaredOrder: [String],
        projects: ProjectFileParser = ProjectFileParser()
    ) {
        self.fileSystem = fileSystem
        self.projects = projects
        self.base = base
        self.specDisplay = specDisplay
        self.declaredOrder = declaredOrder
    }

    /// Every problem, in module order; empty when every module fits (or has no project, or its
    /// project or targets cannot be read: the Xcode step reports those).
    package func problems(_ modules: [ResolvedModule]) -> [Diagnostic] {
        var projects: [String: ProjectFile?] = [:]
        var receiving: [String: (project: String, targets: [String])] = [:]
        var problems: [Diagnostic] = []
        for module in modules {
            guard let xcodeproj = module.xcodeproj else { continue }
            if projects[xcodeproj] == nil {
                projects[xcodeproj] = .some(
                    self.projects.project(
                        at: ClashPaths.join(base, XcodeProjectStep.projectFile(xcodeproj)), in: fileSystem))
            }
            guard let project = projects[xcodeproj] ?? nil,
                let sources = try? XcodeProjectStep.targets(module.targets, tests: false, in: project, name: xcodeproj)
            else { continue }
            let tests =
                module.tests == .none
                ? []
                : (try? XcodeProjectStep.targets(module.testTargets, tests: true, in: project, name: xcodeproj)) ?? []
            receiving[module.name] = (xcodeproj, sources)
            for name in sources + tests {
                guard let target = project.target(named: name) else { continue }
                if let problem = platformProblem(module, target: name, sdk: project.sdkRoot(of: target)) {
                    problems.append(problem)
                    continue
                }
                if let problem = versionProblem(module, target: name, supported: project.deploymentTarget(of: target)) {
                    problems.append(problem)
                }
            }
        }
        for module in modules {
            guard let source = receiving[module.name] else { continue }
            for (index, route) in module.spec.routes.enumerated() {
                guard let destination = receiving[route.target] else { continue }
                let missing = source.targets.filter {
                    !destination.targets.contains($0) || destination.project != source.project
                }
                guard !missing.isEmpty else { continue }
                problems.append(
                    Diagnostic(
                        file: specDisplay, keyPath: keyPath(module.name, "routes[\(index)]"),
                        message:
                            "module \(module.name) routes to \(route.target), whose files \(missing.count == 1 ? "target" : "targets") "
                            + "\(Self.quoted(missing)) of \(source.project) \(missing.count == 1 ? "does" : "do") not compile, so \(module.name)'s "
                            + "router could not find \(route.target)'s factory there: add \(Self.quoted(missing)) to \(route.target)'s \"targets\", "
                            + "or remove the route"))
            }
        }
        return problems
    }

    private func platformProblem(_ module: ResolvedModule, target: String, sdk: String?) -> Diagnostic? {
        guard let sdk, sdk != "iphoneos" else { return nil }
        let platform =
            [
                "appletvos": "tvOS", "macosx": "macOS", "watchos": "watchOS", "xros": "visionOS",
                "auto": "several platforms"
            ][sdk] ?? sdk
        return Diagnostic(
            file: specDisplay, keyPath: keyPath(module.name, nil),
            message:
                "target \"\(target)\" of \(module.xcodeproj ?? "") builds for \(platform) (SDKROOT = \(sdk)), and module \(module.name) is "
                + "iOS code (UIKit, SwiftUI for iOS) it could not compile: name an iOS target (\"targets\", --target)")
    }

    private func versionProblem(_ module: ResolvedModule, target: String, supported text: String?) -> Diagnostic? {
        guard let text, let supported = DeploymentTarget(text), supported < module.ios else { return nil }
        let fix =
            supported < DeploymentTarget.minimum
            ? "raise its deployment target to \(module.ios) in Xcode (generated code needs iOS \(DeploymentTarget.minimum) or later)"
            : "raise its deployment target to \(module.ios) in Xcode, or generate for iOS \(supported) (\"ios\": \"\(supported)\", --ios \(supported))"
        return Diagnostic(
            file: specDisplay, keyPath: keyPath(module.name, nil),
            message:
                "module \(module.name) is generated for iOS \(module.ios), and target \"\(target)\" supports iOS \(text) "
                + "(its IPHONEOS_DEPLOYMENT_TARGET), so the code would use APIs the target does not have: \(fix)")
    }

    /// `modules[N].member` for a module the spec declares; nil for one named on the command line.
    private func keyPath(_ module: String, _ member: String?) -> String? {
        guard specDisplay != nil, let index = declaredOrder.firstIndex(of: module) else { return nil }
        return "modules[\(index)]" + (member.map { "." + $0 } ?? "")
    }

    private static func quoted(_ names: [String]) -> String { names.map { "\"\($0)\"" }.joined(separator: ", ") }
}
