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

    /// The name of the protocol of a service (`TaskService` → `TaskServiceInterface`).
    public func serviceProtocol(_ service: String) -> String { "\(service)\(suffix)" }
}
