import Testing

@testable import Assessment

/// Issue #27 item 4: the kinds of real problems the audit found missed — strong delegates and
/// router ↔ presenter cycles, long UI types that are not view controllers, UIKit types used
/// without the import, and views or VIPER presenters reaching the data layer.
@Suite struct RealProblemsTests {
    static func found(_ report: AssessmentReport, _ rule: ViolationRule) -> [String] {
        report.violations.filter { $0.rule == rule.rawValue }.map { "\($0.file):\($0.line): \($0.message)" }
    }

    @Test func strongDelegatesAreFoundAndWeakOrOwnedOnesAreNot() {
        let report = Snippet.assess([
            (
                "Feed/FeedCell.swift",
                """
                final class FeedCell: UITableViewCell {
                    var delegate: FeedCellDelegate?
                    weak var okDelegate: FeedCellDelegate?
                    unowned var ownerDelegate: FeedOwner
                    private let tableDelegate = FeedTableDelegate()
                    var scrollDelegate: UIScrollViewDelegate { fatalError() }
                    static var sharedDelegate: FeedCellDelegate?
                }
                struct Row {
                    var delegate: RowDelegate?
                }
                """
            )
        ])
        #expect(
            Self.found(report, .strongDelegate) == [
                "Feed/FeedCell.swift:2: FeedCell.delegate is a strong reference to FeedCellDelegate; make it weak (a delegate usually owns the object that calls it)"
            ])
    }

    @Test func aRouterHoldingItsPresenterStronglyClosesACycle() {
        let report = Snippet.assess([
            (
                "Login/LoginRouter.swift",
                """
                final class LoginRouter {
                    var presenter: LoginPresenter?
                    weak var okPresenter: LoginPresenter?
                }
                """
            )
        ])
        #expect(
            Self.found(report, .strongBackReference) == [
                "Login/LoginRouter.swift:2: LoginRouter.presenter (router → presenter) is a strong reference to LoginPresenter; make it weak or unowned to avoid a retain cycle"
            ])
    }

    @Test func longUITypesAndAnyVeryLongTypeAreMassive() {
        let body = String(repeating: "    func f() {}\n", count: 450)
        let huge = String(repeating: "    func g() {}\n", count: 1_050)
        let report = Snippet.assess([
            ("Feed/FeedHeaderView.swift", "final class FeedHeaderView: UIView {\n" + body + "}\n"),
            ("Feed/FeedCard.swift", "struct FeedCard: View {\n" + body + "}\n"),
            ("Feed/FeedFormatter.swift", "final class FeedFormatter {\n" + body + "}\n"),
            ("Feed/FeedStore.swift", "final class FeedStore {\n" + huge + "}\n"),
            ("Feed/FeedViewController.swift", "final class FeedViewController: UIViewController {\n" + body + "}\n")
        ])
        #expect(
            Self.found(report, .massiveType) == [
                "Feed/FeedCard.swift:1: FeedCard has 452 lines (over 400 for a UI type): split it",
                "Feed/FeedHeaderView.swift:1: FeedHeaderView has 452 lines (over 400 for a UI type): split it",
                "Feed/FeedStore.swift:1: FeedStore has 1052 lines (over 1000 for any type): split it"
            ], "a 450-line formatter is not massive; a view controller has its own rule")
    }

    @Test func aUIKitTypeInAnInteractorWithoutTheImportIsFound() {
        let report = Snippet.assess([
            (
                "Login/LoginInteractor.swift",
                """
                import Foundation
                final class LoginInteractor {
                    func fail() {
                        let alert = UIAlertController(title: "x", message: nil, preferredStyle: .alert)
                        _ = alert
                    }
                }
                """
            ),
            ("Login/LoginPresenter.swift", "final class LoginPresenter {\n    var image: UIImage?\n}"),
            ("Feed/FeedPresenter.swift", "import UIKit\nfinal class FeedPresenter {\n    var image: UIImage?\n}")
        ])
        #expect(
            Self.found(report, .uiKitTypeInBusinessLayer) == [
                "Login/LoginInteractor.swift:4: LoginInteractor (interactor) uses UIAlertController, a UIKit type; ask the view to do it through its protocol",
                "Login/LoginPresenter.swift:2: LoginPresenter (presenter) uses UIImage, a UIKit type; ask the view to do it through its protocol"
            ], "a file that imports UIKit is reported once, as the import")
        #expect(Self.found(report, .presenterImportsUIKit).count == 1)
    }

    @Test func viewsAndVIPERPresentersReachingTheDataLayerAreFound() {
        let viper = [
            ("Login/LoginView.swift", "struct LoginView: View {\n    let repository: UserRepository\n}"),
            ("Login/LoginPresenter.swift", "final class LoginPresenter {\n    let client: APIClientProtocol\n}"),
            ("Login/LoginInteractor.swift", "final class LoginInteractor {\n    let repository: UserRepository\n}"),
            ("Login/LoginRouter.swift", "final class LoginRouter {}"),
            ("Login/LoginViewController.swift", "final class LoginViewController: UIViewController {}")
        ]
        let mvp = [
            ("Feed/FeedPresenter.swift", "final class FeedPresenter {\n    let client: APIClient\n}"),
            ("Feed/FeedViewController.swift", "final class FeedViewController: UIViewController {}")
        ]
        let report = Snippet.assess(viper + mvp)
        #expect(
            Self.found(report, .dataLayerReference) == [
                "Login/LoginPresenter.swift:2: LoginPresenter (presenter) uses APIClientProtocol (the data layer) directly; go through the interactor",
                "Login/LoginView.swift:2: LoginView (view) uses UserRepository (the data layer) directly; go through its presenter or view model"
            ], "an interactor may use a repository; an MVP presenter has no interactor to go through")
    }
}

/// Issue #27 item 3: concrete dependencies count injected collaborators once and never a
/// view's own UI pieces.
@Suite struct DependencyCountTests {
    @Test func outletsSubviewsAndUIKitTypesAreNotCollaboratorsAndAnInjectedOneCountsOnce() {
        let report = Snippet.assess([
            (
                "Feed/FeedViewController.swift",
                """
                final class FeedViewController: UIViewController {
                    @IBOutlet weak var titleLabel: UILabel!
                    @IBOutlet var header: FeedHeader!
                    private let footer = FooterView()
                    private let spinner: UIActivityIndicatorView
                    private let service: FeedService
                    init(service: FeedService) { self.service = service; self.spinner = UIActivityIndicatorView() }
                }
                """
            ),
            (
                "Feed/FeedService.swift",
                "final class FeedService {}\nfinal class FeedHeader {}\nfinal class FooterView: UIView {}"
            )
        ])
        let module = report.modules.first { $0.name == "Feed" }
        #expect(
            module?.metrics.concreteDependencies == 1,
            "FeedService, once; not the outlets, the footer view or the spinner")
    }

    /// A subview whose class is a view by inheritance only (no `View` in its name), directly or
    /// through a project superclass, is not a collaborator either; the service injected through
    /// the initializer and held in a property counts once.
    @Test func subviewsByInheritanceAreNotCollaborators() {
        let report = Snippet.assess([
            (
                "Profile/ProfileViewController.swift",
                """
                final class ProfileViewController: UIViewController {
                    private let header = ProfileHeader()
                    private let avatar: AvatarImage
                    private let badge = Badge()
                    private let service: ProfileService
                    init(service: ProfileService) { self.service = service; self.avatar = AvatarImage() }
                }
                """
            ),
            (
                "Profile/Parts.swift",
                """
                final class ProfileHeader: UIView {}
                class RoundedImage: UIImageView {}
                final class AvatarImage: RoundedImage {}
                final class Badge: UIControl {}
                final class ProfileService {}
                """
            )
        ])
        let module = report.modules.first { $0.name == "Profile" }
        #expect(
            module?.metrics.concreteDependencies == 1, "ProfileService once; not ProfileHeader, AvatarImage or Badge")
        #expect(
            report.smellEvidence.first { $0.metric == .coupling }.map {
                $0.text.contains("ProfileHeader") || $0.text.contains("AvatarImage")
            } != true)
    }
}

/// Issue #27 item 3: a passive view (one setter per label) and a thin forwarding presenter are
/// not "incohesive"; a view controller doing real work in separate parts still is.
@Suite struct PassiveCohesionTests {
    @Test func passiveViewsAndForwardingPresentersHaveNoLCOM4() {
        let source = """
            final class LoginViewController: UIViewController {
                @IBOutlet var titleLabel: UILabel!
                @IBOutlet var errorLabel: UILabel!
                func showTitle(_ text: String) { titleLabel.text = text }
                func showError(_ text: String) { errorLabel.text = text }
            }
            final class LoginPresenter {
                weak var view: LoginViewInput?
                let interactor: LoginInteractorInput
                let router: LoginRouterInput
                init(interactor: LoginInteractorInput, router: LoginRouterInput) { self.interactor = interactor; self.router = router }
                func viewDidLoad() { view?.showTitle("Hello") }
                func didTapLogin() { interactor.login() }
                func didTapHelp() { router.showHelp() }
            }
            final class Counter {
                var a = 0
                var b = 0
                func one() { a += 1 }
                func two() { b += 1 }
            }
            final class FeedViewController: UIViewController {
                var items: [String] = []
                var cache: [String: Int] = [:]
                func reload() {
                    items = items.sorted()
                    items.removeAll { $0.isEmpty }
                    print(items.count)
                    print(items.first ?? "")
                }
                func remember(_ key: String) {
                    cache[key] = 1
                    cache[key + "!"] = 2
                    print(cache.count)
                    print(cache.keys.sorted())
                }
            }
            """
        let types = Snippet.summary(source).types
        #expect(
            types.map(\.lcom4) == [nil, nil, 2, 2], "passive: no LCOM4; a plain class and a working view controller: 2")
    }
}
