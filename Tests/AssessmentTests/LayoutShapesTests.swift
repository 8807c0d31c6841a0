import Testing

@testable import Assessment

/// The layouts of issue 27 item 2 in miniature (empty-ish files in the real apps' shapes), so
/// that the detector's rules are checked where the real apps (``LayoutCorpusTests``) are absent.
@Suite struct LayoutShapesTests {
    static func modules(_ report: AssessmentReport) -> [String] {
        report.modules.filter { $0.pattern != nil }.map { "\($0.name) \($0.pattern!.rawValue) \($0.path)" }
    }

    /// mutualmobile/VIPER-SWIFT: a module split into layer groups holding component folders.
    @Test func classicViperLayerFolders() {
        var files: [(String, String)] = [
            ("App/AppDelegate.swift", "class AppDelegate: UIResponder, UIApplicationDelegate {}"),
            ("App/Common/View/RootWireframe.swift", "class RootWireframe {}")
        ]
        for module in ["Add", "List"] {
            let root = "App/Modules/\(module)"
            files += [
                ("\(root)/Application Logic/Interactor/\(module)Interactor.swift", "class \(module)Interactor {}"),
                ("\(root)/Application Logic/Manager/\(module)DataManager.swift", "class \(module)DataManager {}"),
                ("\(root)/Module Interface/\(module)ModuleInterface.swift", "protocol \(module)ModuleInterface {}"),
                ("\(root)/User Interface/Presenter/\(module)Presenter.swift", "class \(module)Presenter {}"),
                (
                    "\(root)/User Interface/View/\(module)ViewController.swift",
                    "class \(module)ViewController: UIViewController {}"
                ),
                ("\(root)/User Interface/Wireframe/\(module)Wireframe.swift", "class \(module)Wireframe {}"),
                (
                    "\(root)/User Interface/Transition/\(module)PresentationTransition.swift",
                    "class \(module)PresentationTransition {}"
                )
            ]
        }
        let report = Snippet.assess(files)
        #expect(report.pattern == .viper)
        #expect(Self.modules(report) == ["Add viper App/Modules/Add", "List viper App/Modules/List"])
        #expect(report.modules[0].files.count == 7)
    }

    /// A presenter whose interactor is a domain use case is VIPER; one that holds use cases
    /// under their own names (Pokedex's `pokemonListUseCase`) stays MVP.
    @Test func useCaseAsInteractor() {
        let viper = Snippet.assess([
            ("Domain/FetchFeedUseCase.swift", "protocol FetchFeedUseCase {}"),
            (
                "Feed/FeedPresenter.swift",
                "final class FeedPresenter { let interactor: FetchFeedUseCase\n init(interactor: FetchFeedUseCase) { self.interactor = interactor } }"
            ),
            ("Feed/FeedViewController.swift", "final class FeedViewController: UIViewController {}"),
            ("Feed/FeedRouter.swift", "final class FeedRouter {}")
        ])
        #expect(Self.modules(viper) == ["Feed viper Feed"])
        #expect(viper.modules[0].evidence.contains("FetchFeedUseCase is the presenter's interactor (a use case)"))
        let mvp = Snippet.assess([
            ("Domain/FetchFeedUseCase.swift", "protocol FetchFeedUseCase {}"),
            ("Feed/FeedPresenter.swift", "final class FeedPresenter { var fetchFeedUseCase: FetchFeedUseCase! }"),
            ("Feed/FeedViewController.swift", "final class FeedViewController: UIViewController {}"),
            ("Feed/FeedWireframe.swift", "final class FeedWireframe {}")
        ])
        #expect(Self.modules(mvp) == ["Feed mvp Feed"])
    }

    /// Clean Swift (CleanStore): scenes with BusinessLogic / DisplayLogic protocols and a worker.
    @Test func cleanSwiftVIP() {
        let report = Snippet.assess([
            (
                "Scenes/ListOrders/ListOrdersInteractor.swift",
                "protocol ListOrdersBusinessLogic {}\nclass ListOrdersInteractor: ListOrdersBusinessLogic {}"
            ),
            (
                "Scenes/ListOrders/ListOrdersPresenter.swift",
                "protocol ListOrdersPresentationLogic {}\nclass ListOrdersPresenter: ListOrdersPresentationLogic {}"
            ),
            (
                "Scenes/ListOrders/ListOrdersRouter.swift",
                "@objc protocol ListOrdersRoutingLogic {}\nclass ListOrdersRouter: NSObject, ListOrdersRoutingLogic {}"
            ),
            (
                "Scenes/ListOrders/ListOrdersViewController.swift",
                "protocol ListOrdersDisplayLogic: AnyObject {}\nclass ListOrdersViewController: UITableViewController, ListOrdersDisplayLogic {}"
            ),
            ("Scenes/ListOrders/ListOrdersWorker.swift", "class ListOrdersWorker {}"),
            ("Workers/OrdersWorker.swift", "class OrdersWorker {}")
        ])
        #expect(Self.modules(report) == ["ListOrders viper Scenes/ListOrders"])
        #expect(report.modules[0].evidence.last == "Clean Swift (VIP)")
    }

    /// MVVM-C: a coordinator beside each screen, an app coordinator and a base coordinator
    /// outside every module; a cell's view model stays in its screen's module.
    @Test func mvvmWithCoordinators() {
        let report = Snippet.assess([
            ("App/AppCoordinator.swift", "final class AppCoordinator: BaseCoordinator<Void> {}"),
            ("Library/BaseCoordinator.swift", "class BaseCoordinator<T> {}"),
            (
                "Classes/Languages/LanguageListCoordinator.swift",
                "final class LanguageListCoordinator: BaseCoordinator<Void> {}"
            ),
            (
                "Classes/Languages/LanguageListViewController.swift",
                "final class LanguageListViewController: UIViewController {}"
            ),
            ("Classes/Languages/LanguageListViewModel.swift", "final class LanguageListViewModel {}"),
            (
                "Classes/RepositoryList/RepositoryListViewController.swift",
                "final class RepositoryListViewController: UIViewController {}"
            ),
            ("Classes/RepositoryList/RepositoryListViewModel.swift", "final class RepositoryListViewModel {}"),
            ("Classes/RepositoryList/RepositoryCell.swift", "final class RepositoryCell: UITableViewCell {}"),
            ("Classes/RepositoryList/RepositoryViewModel.swift", "final class RepositoryViewModel {}")
        ])
        #expect(report.pattern == .mvvm)
        #expect(
            Self.modules(report) == [
                "LanguageList mvvm Classes/Languages", "RepositoryList mvvm Classes/RepositoryList"
            ])
    }

    /// kudoleh's layout: View/ and ViewModel/ folders of one screen, a component folder (a
    /// table view controller with its cells) below the view, and UIKit/SwiftUI variants.
    @Test func viewAndViewModelFoldersWithComponents() {
        let scene = "Presentation/MoviesScene"
        let report = Snippet.assess([
            (
                "\(scene)/MoviesList/View/MoviesListViewController.swift",
                "final class MoviesListViewController: UIViewController {}"
            ),
            (
                "\(scene)/MoviesList/View/MoviesListTableView/MoviesListTableViewController.swift",
                "final class MoviesListTableViewController: UITableViewController {}"
            ),
            (
                "\(scene)/MoviesList/View/MoviesListTableView/Cells/MoviesListItemCell.swift",
                "final class MoviesListItemCell: UITableViewCell {}"
            ),
            (
                "\(scene)/MoviesList/ViewModel/MoviesListViewModel.swift",
                "protocol MoviesListViewModel {}\nfinal class DefaultMoviesListViewModel: MoviesListViewModel {}"
            ),
            ("\(scene)/MoviesList/ViewModel/MoviesListItemViewModel.swift", "struct MoviesListItemViewModel {}"),
            (
                "\(scene)/Queries/View/UIKit/QueriesTableViewController.swift",
                "final class QueriesTableViewController: UITableViewController {}"
            ),
            (
                "\(scene)/Queries/View/SwiftUI/QueryListView.swift",
                "struct QueryListView: View { var body: some View { Text(\"\") } }"
            ),
            ("\(scene)/Queries/ViewModel/QueryListViewModel.swift", "final class QueryListViewModel {}"),
            ("\(scene)/Flows/MoviesSearchFlowCoordinator.swift", "final class MoviesSearchFlowCoordinator {}")
        ])
        #expect(Self.modules(report) == ["MoviesList mvvm \(scene)/MoviesList", "Queries mvvm \(scene)/Queries"])
        #expect(report.modules[0].files.count == 5)
    }

    /// A `UIView` with its view model in a folder of its own is a component, not a module.
    @Test func componentFolderIsNoModule() {
        let report = Snippet.assess([
            ("Profile/ProfileViewController.swift", "final class ProfileViewController: UIViewController {}"),
            ("Profile/ProfileViewModel.swift", "final class ProfileViewModel {}"),
            ("Profile/Rating/RatingView.swift", "final class RatingView: UIView {}"),
            ("Profile/Rating/RatingViewModel.swift", "final class RatingViewModel {}"),
            ("Components/Badge/BadgeView.swift", "final class BadgeView: UIView {}"),
            ("Components/Badge/BadgeViewModel.swift", "final class BadgeViewModel {}")
        ])
        #expect(Self.modules(report) == ["Profile mvvm Profile"])
        #expect(report.modules[0].files.contains("Profile/Rating/RatingViewModel.swift"))
    }

    /// SwiftUI screens without a navigation title: named after their folder, or owning a view
    /// model. Rows and shared views are not screens.
    @Test func swiftUIScreensWithoutNavigationTitle() {
        let report = Snippet.assess([
            (
                "UI/CountriesList/CountriesListView.swift",
                "struct CountriesList: View { var body: some View { List {} } }"
            ),
            ("UI/CountriesList/CountryCell.swift", "struct CountryCell: View { var body: some View { Text(\"\") } }"),
            (
                "UI/CountryDetails/CountryDetailsView.swift",
                "struct CountryDetails: View { var body: some View { Text(\"\") } }"
            ),
            ("UI/Common/ErrorView.swift", "struct ErrorView: View { var body: some View { Text(\"\") } }"),
            (
                "Interactors/CountriesInteractor.swift",
                "protocol CountriesInteractor {}\nstruct RealCountriesInteractor: CountriesInteractor {}"
            ),
            (
                "Home/FeedContent.swift",
                "struct Feed: View { @StateObject var model: FeedViewModel\n var body: some View { Text(\"\") } }"
            ),
            ("Home/FeedViewModel.swift", "final class FeedViewModel: ObservableObject {}")
        ])
        #expect(
            Self.modules(report) == [
                "Feed mvvm Home", "CountriesList mvc UI/CountriesList", "CountryDetails mvc UI/CountryDetails"
            ])
        #expect(report.screens == 3)
    }

    /// A view controller other classes inherit from is a base class: neither a screen nor a module.
    @Test func baseViewControllerIsNoScreen() {
        let report = Snippet.assess([
            ("Base/ViewController.swift", "class ViewController: UIViewController {}"),
            ("Base/AppViewController.swift", "class AppViewController: UIViewController {}"),
            ("Login/LoginViewController.swift", "final class LoginViewController: ViewController {}"),
            ("Settings/SettingsViewController.swift", "final class SettingsViewController: AppViewController {}")
        ])
        #expect(Self.modules(report) == ["Login mvc Login", "Settings mvc Settings"])
        #expect(report.screens == 2)
    }

    /// The folder of the app's entry point does not take in the utilities below it.
    @Test func rootFolderKeepsItsUtilities() {
        let report = Snippet.assess([
            ("App/AppDelegate.swift", "class AppDelegate: UIResponder, UIApplicationDelegate {}"),
            ("App/MainViewController.swift", "class MainViewController: UIViewController {}"),
            ("App/Utilities/Formatter.swift", "struct Formatter {}"),
            ("App/Networking/Client.swift", "final class Client {}"),
            ("Home/HomeViewController.swift", "class HomeViewController: UIViewController {}"),
            ("Home/Extensions/Date+Home.swift", "extension Date {}"),
            ("Home/Cells/HomeCell.swift", "final class HomeCell: UITableViewCell {}")
        ])
        let modules = report.modules.filter { $0.pattern != nil }
        #expect(modules.map(\.name) == ["App", "Home"])
        #expect(modules[0].files == ["App/AppDelegate.swift", "App/MainViewController.swift"])
        #expect(modules[1].files == ["Home/Cells/HomeCell.swift", "Home/HomeViewController.swift"])
    }
}
