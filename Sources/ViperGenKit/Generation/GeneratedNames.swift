/// The names of the Swift types viper-gen generates for one module, decided in one place so that
/// templates, collision checks and documentation agree.
public struct GeneratedNames: Sendable, Hashable {
    public let module: String
    public let suffix: String

    public init(module: String, protocolSuffix: String) {
        self.module = module
        self.suffix = protocolSuffix
    }

    public var viewProtocol: String { "\(module)View\(suffix)" }
    public var presenterProtocol: String { "\(module)Presenter\(suffix)" }
    public var interactorProtocol: String { "\(module)Interactor\(suffix)" }
    public var interactorOutputProtocol: String { "\(module)InteractorOutput\(suffix)" }
    public var routerProtocol: String { "\(module)Router\(suffix)" }
    public var viewController: String { "\(module)ViewController" }
    /// The SwiftUI view, or the MVC `UIView` subclass.
    public var view: String { "\(module)View" }
    public var presenter: String { "\(module)Presenter" }
    public var interactor: String { "\(module)Interactor" }
    public var router: String { "\(module)Router" }
    public var viewModel: String { "\(module)ViewModel" }
    public var builder: String { "\(module)Builder" }
    public var model: String { "\(module)Model" }
    public var state: String { "\(module)State" }
    public var service: String { "\(module)Service" }

    /// Every type name a module of `pattern` declares in the app target (not mocks), used to
    /// detect collisions between modules, entities and services.
    public func appTypes(for pattern: Pattern, ui: UIFlavor) -> [String] {
        switch pattern {
        case .viper:
            [viewProtocol, presenterProtocol, interactorProtocol, interactorOutputProtocol, routerProtocol,
             ui == .uikit ? viewController : view, presenter, interactor, router]
        case .mvp:
            [viewProtocol, presenterProtocol, ui == .uikit ? viewController : view, presenter, builder, model]
        case .mvvm:
            [viewModel, ui == .uikit ? viewController : view, builder, model, state]
        case .mvc:
            [model, view, viewController]
        }
    }

    /// The name of the protocol of a service (`TaskService` → `TaskServiceInterface`).
    public func serviceProtocol(_ service: String) -> String { "\(service)\(suffix)" }
}
