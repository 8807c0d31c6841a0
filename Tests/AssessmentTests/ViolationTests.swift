import Testing

@testable import Assessment

@Suite struct ViolationTests {
    @Test func presenterInteractorAndViewModelImportingUIKit() {
        let report = Snippet.assess([
            ("Login/LoginPresenter.swift", "import UIKit\nfinal class LoginPresenter {}"),
            ("Login/LoginInteractor.swift", "import Foundation\nimport UIKit\nfinal class LoginInteractor {}"),
            ("Login/LoginViewController.swift", "import UIKit\nfinal class LoginViewController: UIViewController {}"),
            ("Feed/FeedViewModel.swift", "import UIKit\nfinal class FeedViewModel {}"),
            ("Feed/FeedInteractor.swift", "import SwiftUI\nstruct FeedInteractor {}"),
            ("Feed/FeedViewController.swift", "import UIKit\nfinal class FeedViewController: UIViewController {}")
        ])
        let found = report.violations.map { "\($0.file):\($0.line): \($0.rule): \($0.message)" }
        #expect(
            found == [
                "Feed/FeedInteractor.swift:1: interactor-imports-swiftui: FeedInteractor (interactor) imports SwiftUI",
                "Feed/FeedViewModel.swift:1: viewmodel-imports-uikit: FeedViewModel (view model) imports UIKit",
                "Login/LoginInteractor.swift:2: interactor-imports-uikit: LoginInteractor (interactor) imports UIKit",
                "Login/LoginPresenter.swift:1: presenter-imports-uikit: LoginPresenter (presenter) imports UIKit"
            ])
    }

    @Test func protocolOnlyFilesDoNotCountForImports() {
        let report = Snippet.assess([
            (
                "Login/LoginInterfaces.swift",
                "import UIKit\nprotocol LoginPresenterInterface {}\nprotocol LoginViewInterface {}"
            ),
            ("Login/LoginPresenter.swift", "final class LoginPresenter {}"),
            ("Login/LoginInteractor.swift", "final class LoginInteractor {}")
        ])
        #expect(report.violations.isEmpty)
    }

    @Test func viewAndInteractorReferences() {
        let report = Snippet.assess([
            (
                "Login/LoginViewController.swift",
                "final class LoginViewController: UIViewController {\n    func tap() {\n        LoginInteractor().login()\n    }\n}"
            ),
            ("Login/LoginInteractor.swift", "final class LoginInteractor {\n    var screen: LoginViewController?\n}"),
            ("Login/LoginPresenter.swift", "final class LoginPresenter { weak var view: LoginViewController? }")
        ])
        let found = report.violations.filter { $0.rule == "view-interactor-reference" }.map {
            "\($0.file):\($0.line): \($0.message)"
        }
        #expect(
            found == [
                "Login/LoginInteractor.swift:2: LoginInteractor (interactor) references LoginViewController (view controller)",
                "Login/LoginViewController.swift:3: LoginViewController (view controller) references LoginInteractor (interactor)"
            ])
    }

    @Test func strongBackReferences() {
        let report = Snippet.assess([
            (
                "Login/LoginPresenter.swift",
                """
                final class LoginPresenter {
                    var view: LoginViewInput?
                    weak var okView: LoginViewInput?
                    var interactor: LoginInteractorInput
                    var router: LoginRouterInput
                }
                """
            ),
            (
                "Login/LoginInteractor.swift",
                """
                final class LoginInteractor {
                    var output: LoginInteractorOutput?
                    weak var okOutput: LoginInteractorOutput?
                }
                """
            ),
            (
                "Login/LoginRouter.swift",
                """
                final class LoginRouter {
                    var viewController: UIViewController?
                    unowned let okController: LoginViewController
                }
                """
            )
        ])
        let found = report.violations.map { "\($0.file):\($0.line): \($0.rule): \($0.message)" }
        #expect(
            found == [
                "Login/LoginInteractor.swift:2: strong-back-reference: LoginInteractor.output (interactor → output) is a strong reference to LoginInteractorOutput; make it weak or unowned to avoid a retain cycle",
                "Login/LoginPresenter.swift:2: strong-back-reference: LoginPresenter.view (presenter → view) is a strong reference to LoginViewInput; make it weak or unowned to avoid a retain cycle",
                "Login/LoginRouter.swift:2: strong-back-reference: LoginRouter.viewController (router → view controller) is a strong reference to UIViewController; make it weak or unowned to avoid a retain cycle"
            ])
    }

    @Test func viewModelReferencingViews() {
        let report = Snippet.assess([
            (
                "Feed/FeedViewModel.swift",
                "final class FeedViewModel {\n    var label: UILabel?\n    func show(on controller: FeedViewController) {}\n}"
            ),
            (
                "Feed/FeedViewController.swift",
                "final class FeedViewController: UIViewController { let viewModel = FeedViewModel() }"
            )
        ])
        let found = report.violations.map { "\($0.line): \($0.rule): \($0.message)" }
        #expect(
            found == [
                "3: viewmodel-references-view: FeedViewModel (view model) references FeedViewController (view controller)"
            ])
        let withView = Snippet.assess([
            ("Feed/FeedViewModel.swift", "final class FeedViewModel { var header: HeaderView? }"),
            ("Feed/FeedViewController.swift", "final class FeedViewController: UIViewController {}")
        ])
        #expect(Snippet.rules(withView) == ["viewmodel-references-view"])
    }

    @Test func cleanSwiftFlowIsNotAViolation() {
        let files = [
            (
                "Scenes/Order/OrderViewController.swift",
                "protocol OrderDisplayLogic: AnyObject {}\nclass OrderViewController: UIViewController, OrderDisplayLogic {\n    var interactor: OrderBusinessLogic?\n    func setup() { let interactor = OrderInteractor() }\n}"
            ),
            (
                "Scenes/Order/OrderInteractor.swift",
                "protocol OrderBusinessLogic {}\nclass OrderInteractor: OrderBusinessLogic {\n    var presenter: OrderPresentationLogic?\n    var worker: OrderWorker?\n}"
            ),
            (
                "Scenes/Order/OrderPresenter.swift",
                "protocol OrderPresentationLogic {}\nclass OrderPresenter: OrderPresentationLogic {\n    weak var viewController: OrderDisplayLogic?\n}"
            ),
            (
                "Scenes/Order/OrderRouter.swift",
                "protocol OrderRoutingLogic {}\nclass OrderRouter: NSObject, OrderRoutingLogic {\n    weak var viewController: OrderViewController?\n}"
            ),
            ("Scenes/Order/OrderWorker.swift", "class OrderWorker {}")
        ]
        let report = Snippet.assess(files)
        #expect(report.modules.first?.evidence.last == "Clean Swift (VIP)")
        #expect(report.violations.isEmpty)
        // The same references in plain VIPER are violations.
        let viper = Snippet.assess(
            files.filter { !$0.0.hasSuffix("Worker.swift") }.map {
                (
                    $0.0,
                    $0.1.replacingOccurrences(of: "var worker: OrderWorker?", with: "").replacingOccurrences(
                        of: "BusinessLogic", with: "InteractorInput"
                    ).replacingOccurrences(of: "DisplayLogic", with: "ViewInput")
                )
            })
        #expect(Set(Snippet.rules(viper)) == ["view-interactor-reference", "strong-back-reference"])
    }
}
