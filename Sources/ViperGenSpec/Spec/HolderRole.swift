/// The class of a module that navigates and talks to other modules: the VIPER and MVP
/// presenter, the MVVM view model, the MVC controller. It holds the module's router, conforms
/// to the outputs of the modules it routes to and reports its own output. Decided here only.
package enum HolderRole {
    /// `presenter`, `view model`, `controller`: for messages; and what generated tests call an
    /// instance (`presenter`, `viewModel`, `controller`).
    package struct Description: Sendable {
        package var label: String
        package var local: String
    }

    package static func of(_ pattern: Pattern) -> Description {
        switch pattern {
        case .viper, .mvp: Description(label: "presenter", local: "presenter")
        case .mvvm: Description(label: "view model", local: "viewModel")
        case .mvc: Description(label: "controller", local: "controller")
        }
    }

    /// The roles whose declared methods the holder implements (a VIPER presenter is also the
    /// interactor's output).
    package static func roles(of pattern: Pattern) -> [Role] {
        switch pattern {
        case .viper: [.presenter, .interactorOutput]
        case .mvp: [.presenter]
        case .mvvm: [.viewModel]
        case .mvc: [.controller]
        }
    }

    /// The stored properties the generated holder has besides the module input (its services
    /// are added by the decoder): an input of one of these names would be declared twice. The
    /// MVC controller is a `UIViewController`, whose own members count too.
    package static func reservedPropertyNames(of pattern: Pattern) -> Set<String> {
        switch pattern {
        case .viper: ["view", "interactor", "router", "output"]
        case .mvp: ["view", "router", "output"]
        case .mvvm: ["router", "output", "onStateChange", "state"]
        case .mvc:
            [
                "router", "output", "items", "contentView", "hostingController", "cellIdentifier", "view", "title",
                "viewIfLoaded",
                "isViewLoaded", "navigationItem", "navigationController", "parent", "children",
                "presentedViewController",
                "presentingViewController", "tabBarItem", "tabBarController", "splitViewController", "toolbarItems",
                "isEditing",
                "editing", "modalPresentationStyle", "modalTransitionStyle", "preferredContentSize", "traitCollection",
                "storyboard",
                "nibName", "nibBundle", "restorationIdentifier", "definesPresentationContext", "transitioningDelegate",
                "additionalSafeAreaInsets", "overrideUserInterfaceStyle", "description", "hash", "undoManager", "next"
            ]
        }
    }

    /// Method names the MVC controller inherits from `UIViewController` (or implements for its
    /// table): an output event or a received event of that name would override or clash.
    package static let controllerMethodNames: Set<String> = [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "loadView",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints", "didReceiveMemoryWarning",
        "dismiss",
        "present", "show", "showDetailViewController", "prepare", "performSegue", "shouldPerformSegue", "willMove",
        "didMove",
        "addChild", "removeFromParent", "setEditing", "traitCollectionDidChange", "viewWillTransition",
        "becomeFirstResponder",
        "resignFirstResponder", "setNeedsStatusBarAppearanceUpdate", "tableView", "numberOfSections", "didSelectItem",
        "loadViewIfNeeded", "awakeFromNib", "encode", "isEqual", "copy", "perform", "responds", "target"
    ]

    /// Methods the templates give the holder whatever the spec declares, by identity
    /// (`SpecDecoding.identity(of:)`), with how a message describes them.
    /// The method an MVC controller with rows has for a selected row, which the templates
    /// generate beside the declared methods (a declared one would be a second).
    package static let rowSelection = (
        identity: "didSelectItem(at:Int)", description: "the row-selection method the generated controller has"
    )

    /// `hasRows`: an MVC module whose screen is a table of an entity (`ModuleSpec.rowEntity`).
    package static func generatedMembers(of pattern: Pattern, hasRows: Bool) -> [(
        identity: String, description: String
    )] {
        let lifecycle: [(identity: String, description: String)] =
            switch pattern {
            case .viper, .mvp: [("viewDidLoad()", "the lifecycle method the generated view calls")]
            case .mvvm: [("onAppear()", "the lifecycle method the generated view calls")]
            case .mvc: hasRows ? [rowSelection] : []
            }
        return lifecycle + [
            ("output()", "the property that holds the module's output"),
            ("router()", "the property that holds the module's router")
        ]
    }
}
