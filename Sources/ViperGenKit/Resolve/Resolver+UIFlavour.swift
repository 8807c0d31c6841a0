extension Resolver {
    /// What a UI flavour given by the command line rules out (the spec's own requests are the
    /// decoder's positioned errors): MVC in pure SwiftUI, pure SwiftUI below iOS 16, routes
    /// between pure SwiftUI and UIKit modules.
    func checkUIFlavours(_ modules: [ResolvedModule], project: ProjectSpec, options: GenerationOptions) throws(Failure) {
        for module in modules {
            if let problem = module.ui.problem(with: module.pattern) {
                throw .usage("--ui \(module.ui.rawValue) cannot generate \(module.name): \(problem)")
            }
            if module.ios < module.ui.minimumDeploymentTarget {
                throw .usage("--ui \(module.ui.rawValue) needs iOS \(module.ui.minimumDeploymentTarget) (NavigationStack), and \(module.name) "
                    + "targets iOS \(module.ios); use --ui swiftui-hosted, or --ios \(module.ui.minimumDeploymentTarget)")
            }
            for route in module.spec.routes {
                guard let target = project.modules.first(where: { $0.name == route.target }) else { continue }
                let targetUI = ResolvedModule(target, options: options).ui
                guard !module.ui.canRoute(to: targetUI) else { continue }
                throw .usage("--ui \(options.ui?.rawValue ?? module.ui.rawValue): \(module.name) (\(module.ui.rawValue)) cannot route to "
                    + "\(target.name) (\(targetUI.rawValue)): a pure SwiftUI module shows and is shown by SwiftUI views only; "
                    + "give both the same flavour, or use swiftui-hosted for the SwiftUI one")
            }
        }
    }
}
