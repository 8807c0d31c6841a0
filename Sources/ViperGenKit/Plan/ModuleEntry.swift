/// How a module is built from outside and reached in what its factory returns: the factory,
/// the class that holds the module's logic (presenter, view model or controller) and where it
/// is in the returned view controller. One place for the four patterns' shapes, used by routes
/// (the caller's router builds the destination) and by generated tests.
struct ModuleEntry: Sendable, Hashable {
    /// `HomeRouter.makeModule`, `HomeBuilder.makeModule`, `HomeViewController` (MVC: its init).
    var factory: String
    /// Arguments the factory needs before the module input: the composition root
    /// (`dependencies: dependencies`), or without one an MVC controller's services.
    var leadingArguments: [String]
    /// The presenter, view model or controller class.
    var holderType: String
    /// An expression of the entry (named `entry`, of type `entryType`) giving the holder, as an optional.
    var holderFromEntry: String
    /// What the factory returns: `UIViewController`, or the SwiftUI view of a pure SwiftUI module.
    var entryType: String
    /// VIPER: the interactor class, which holds the module's services (the holder, the
    /// presenter, reaches it through its interactor protocol); nil where the holder holds them.
    var serviceOwner: String?

    init(module: ResolvedModule, names: GeneratedNames, leadingArguments: [String]) {
        self.leadingArguments = leadingArguments
        // Where the SwiftUI view is in the entry: the entry itself, or the hosting controller's root.
        let root = module.ui == .swiftui ? "entry" : "(entry as? UIHostingController<\(names.view)>)?.rootView"
        entryType = module.ui == .swiftui ? names.view : "UIViewController"
        switch module.pattern {
        case .viper, .mvp:
            factory = (module.pattern == .viper ? names.router : names.builder) + "." + names.factoryMethod
            holderType = names.presenter
            let presenter =
                module.ui == .uikit ? "(entry as? \(names.viewController))?.presenter" : root + ".state.presenter"
            holderFromEntry = "\(presenter) as? \(names.presenter)"
            serviceOwner = module.pattern == .viper ? names.interactor : nil
        case .mvvm:
            factory = names.builder + "." + names.factoryMethod
            serviceOwner = nil
            holderType = names.viewModel
            holderFromEntry =
                switch module.ui {
                case .uikit: "(entry as? \(names.viewController))?.viewModel"
                case .swiftuiHosted: root + ".viewModel"
                case .swiftui: "entry.viewModel as \(names.viewModel)?"
                }
        case .mvc:
            factory = names.viewController
            serviceOwner = nil
            holderType = names.viewController
            holderFromEntry = "entry as? \(names.viewController)"
        }
    }

    /// The service `property` as the module holds it, from `holder` (an expression of the
    /// holder's type): `holder.apiClient`, VIPER `(holder.interactor as? FeedInteractor)?.apiClient`.
    func serviceAccess(_ property: String, holder: String) -> String {
        serviceOwner.map { "(\(holder).interactor as? \($0))?.\(property)" } ?? "\(holder).\(property)"
    }

    /// The factory called with the leading arguments and then `arguments`.
    func call(_ arguments: [String]) -> String {
        factory + "(" + (leadingArguments + arguments).joined(separator: ", ") + ")"
    }
}
