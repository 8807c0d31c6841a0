/// The names of the Swift types viper-gen generates for one module, decided in one place so that
/// templates, collision checks and documentation agree.
package struct GeneratedNames: Sendable, Hashable {
    package let module: String
    package let suffix: String

    package init(module: String, protocolSuffix: String) {
        self.module = module
        self.suffix = protocolSuffix
    }

    package var viewProtocol: String { "\(module)View\(suffix)" }
    package var presenterProtocol: String { "\(module)Presenter\(suffix)" }
    package var interactorProtocol: String { "\(module)Interactor\(suffix)" }
    package var interactorOutputProtocol: String { "\(module)InteractorOutput\(suffix)" }
    package var routerProtocol: String { "\(module)Router\(suffix)" }
    package var viewController: String { "\(module)ViewController" }
    /// The SwiftUI view, or the MVC `UIView` subclass.
    package var view: String { "\(module)View" }
    package var presenter: String { "\(module)Presenter" }
    package var interactor: String { "\(module)Interactor" }
    package var router: String { "\(module)Router" }
    package var viewModel: String { "\(module)ViewModel" }
    package var builder: String { "\(module)Builder" }
    package var model: String { "\(module)Model" }
    package var state: String { "\(module)State" }
    /// MVVM's state, one value the view model holds and the view renders.
    package var viewModelState: String { "\(viewModel)State" }
    package var service: String { "\(module)Service" }
    /// The static method of the router (VIPER) or builder (MVP, MVVM) that builds the module.
    package var factoryMethod: String { ModuleFactory.methodName }

    /// The name of the protocol of a service (`TaskService` → `TaskServiceInterface`).
    package func serviceProtocol(_ service: String) -> String { "\(service)\(suffix)" }
}
