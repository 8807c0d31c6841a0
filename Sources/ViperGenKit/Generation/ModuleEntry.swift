/// How a module is built from outside and reached in what its factory returns: the factory,
/// the class that holds the module's logic (presenter, view model or controller) and where it
/// is in the returned view controller. One place for the four patterns' shapes, used by routes
/// (the caller's router builds the destination) and by generated tests.
struct ModuleEntry: Sendable, Hashable {
    /// `HomeRouter.createModule`, `HomeBuilder.build`, `HomeViewController` (MVC: its init).
    var factory: String
    /// Arguments the factory needs before the module input (MVC: its services).
    var leadingArguments: [String]
    /// The presenter, view model or controller class.
    var holderType: String
    /// An expression of a `UIViewController` named `entry` giving the holder, as an optional.
    var holderFromEntry: String

    init(module: ResolvedModule, names: GeneratedNames, serviceArguments: [String]) {
        let hosted = "(entry as? UIHostingController<\(names.view)>)?.rootView"
        switch module.pattern {
        case .viper, .mvp:
            factory = module.pattern == .viper ? "\(names.router).createModule" : "\(names.builder).build"
            leadingArguments = []
            holderType = names.presenter
            let presenter = module.ui == .uikit ? "(entry as? \(names.viewController))?.presenter" : hosted + ".state.presenter"
            holderFromEntry = "\(presenter) as? \(names.presenter)"
        case .mvvm:
            factory = "\(names.builder).build"
            leadingArguments = []
            holderType = names.viewModel
            holderFromEntry = module.ui == .uikit ? "(entry as? \(names.viewController))?.viewModel" : hosted + ".viewModel"
        case .mvc:
            factory = names.viewController
            leadingArguments = serviceArguments
            holderType = names.viewController
            holderFromEntry = "entry as? \(names.viewController)"
        }
    }

    /// The factory called with the leading arguments and then `arguments`.
    func call(_ arguments: [String]) -> String {
        factory + "(" + (leadingArguments + arguments).joined(separator: ", ") + ")"
    }
}
