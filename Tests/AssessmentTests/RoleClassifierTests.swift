import Testing

@testable import Assessment

@Suite struct RoleClassifierTests {
    /// `Role.ordinal` (written out as a switch, for speed) is the declaration order, which
    /// the roles' sort order and module evidence follow.
    @Test func ordinalsAreTheDeclarationOrder() {
        #expect(Role.allCases.map(\.ordinal) == Array(Role.allCases.indices))
        #expect(Role.allCases.sorted() == Role.allCases)
        #expect(Role.allCases.reversed().sorted() == Role.allCases)
    }

    @Test(arguments: [
        ("LoginPresenter", Role.presenter, "Login"),
        ("BooksPresenterImplementation", .presenter, "Books"),
        ("PokemonListPresenterImpl", .presenter, "PokemonList"),
        ("LoginViewInput", .view, "Login"),
        ("LoginViewOutput", .view, "Login"),
        ("AddWorkoutInteractorInput", .interactor, "AddWorkout"),
        ("SetupModuleConfigurator", .builder, "Setup"),
        ("SetupModuleInitializer", .builder, "Setup"),
        ("AddItemAssemblyContainer", .builder, "AddItem"),
        ("LoginWireframe", .router, "Login"),
        ("BooksViewRouter", .router, "Books"),
        ("DefaultAllPostsNavigator", .router, "AllPosts"),
        ("CreateOrderBusinessLogic", .interactor, "CreateOrder"),
        ("CreateOrderPresentationLogic", .presenter, "CreateOrder"),
        ("CreateOrderDisplayLogic", .view, "CreateOrder"),
        ("CreateOrderRoutingLogic", .router, "CreateOrder"),
        ("CreateOrderWorker", .worker, "CreateOrder"),
        ("HomeViewModel", .viewModel, "Home"),
        ("AppCoordinator", .coordinator, "App"),
        ("HomeViewController", .viewController, "Home"),
        ("SectionViewController_iPad", .viewController, "Section")
    ])
    func roleAndStem(name: String, role: Role, stem: String) {
        let match = RoleClassifier.classify(name: name)
        #expect(match == RoleClassifier.Match(role: role, stem: stem))
    }

    @Test func sharedBasesAndPlainNamesHaveNoRole() {
        for name in [
            "BaseViewController", "BaseWireframe", "ViewModelType", "ViewModel", "Interactor", "User", "NetworkService"
        ] {
            #expect(RoleClassifier.classify(name: name) == nil, "\(name)")
        }
    }

    @Test func bareControllerNeedsAControllerSuperclass() {
        #expect(
            RoleClassifier.classify(
                name: "CryptoSettingController", isClass: true,
                inheritance: ["BaseViewController"])?.role == .viewController)
        #expect(
            RoleClassifier.classify(name: "FetchedResultsController", isClass: true, inheritance: ["NSObject"]) == nil)
        #expect(RoleClassifier.classify(name: "CryptoSettingController") == nil)
    }
}
