/// The class of a module that navigates and talks to other modules: the VIPER and MVP
/// presenter, the MVVM view model, the MVC controller. It holds the module's router, conforms
/// to the outputs of the modules it routes to and reports its own output. Decided here only.
public enum HolderRole {
    /// `presenter`, `view model`, `controller`: for messages.
    public struct Description: Sendable {
        public var label: String
    }

    public static func of(_ pattern: Pattern) -> Description {
        switch pattern {
        case .viper, .mvp: Description(label: "presenter")
        case .mvvm: Description(label: "view model")
        case .mvc: Description(label: "controller")
        }
    }

    /// The roles whose declared methods the holder implements (a VIPER presenter is also the
    /// interactor's output).
    public static func roles(of pattern: Pattern) -> [Role] {
        switch pattern {
        case .viper: [.presenter, .interactorOutput]
        case .mvp: [.presenter]
        case .mvvm: [.viewModel]
        case .mvc: [.controller]
        }
    }

    /// Methods the templates give the holder whatever the spec declares, by identity
    /// (`SpecDecoding.identity(of:)`), with how a message describes them.
    static func generatedMembers(of pattern: Pattern) -> [(identity: String, description: String)] {
        switch pattern {
        case .viper, .mvp: [("viewDidLoad()", "the lifecycle method the generated view calls")]
        case .mvvm: [("onAppear()", "the lifecycle method the generated view calls")]
        case .mvc: [("didSelectItem(at:Int)", "the row-selection method the generated controller has")]
        }
    }
}
