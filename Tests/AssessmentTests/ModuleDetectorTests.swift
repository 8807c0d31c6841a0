import Testing

@testable import Assessment

@Suite struct ModuleDetectorTests {
    static func files(_ names: [String: String]) -> [(String, String)] {
        names.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    @Test func generambaFoldersCollapseIntoOneViperModule() {
        let report = Snippet.assess([
            ("App/Modules/Login/Presenter/LoginPresenter.swift", "final class LoginPresenter {}"),
            ("App/Modules/Login/Interactor/LoginInteractor.swift", "final class LoginInteractor {}"),
            (
                "App/Modules/Login/Interactor/LoginInteractorOutput.swift",
                "protocol LoginInteractorOutput: AnyObject {}"
            ),
            ("App/Modules/Login/Router/LoginRouter.swift", "final class LoginRouter {}"),
            ("App/Modules/Login/Configurator/LoginModuleConfigurator.swift", "final class LoginModuleConfigurator {}"),
            (
                "App/Modules/Login/View/LoginViewController.swift",
                "final class LoginViewController: UIViewController {}"
            ),
            ("App/Modules/Login/View/Cells/LoginCell.swift", "final class LoginCell: UITableViewCell {}")
        ])
        #expect(report.pattern == .viper)
        #expect(report.modules.count == 1)
        let module = report.modules[0]
        #expect(module.name == "Login")
        #expect(module.path == "App/Modules/Login")
        #expect(module.files.count == 7)
        #expect(
            module.evidence == [
                "presenter: LoginPresenter", "interactor: LoginInteractor", "router: LoginRouter",
                "builder: LoginModuleConfigurator", "view controller: LoginViewController",
                "Presenter with Interactor: VIPER"
            ])
    }

    @Test func presenterWithWireframeButNoInteractorIsMVP() {
        let report = Snippet.assess([
            (
                "Modules/List/ListPresenter.swift",
                "protocol ListPresenter {}\nfinal class ListPresenterImpl: ListPresenter { weak var view: ListView? }"
            ),
            ("Modules/List/ListWireframe.swift", "final class ListWireframeImpl {}"),
            ("Modules/List/ListBuilder.swift", "enum ListBuilder {}"),
            (
                "Modules/List/ListViewController.swift",
                "protocol ListView: AnyObject {}\nfinal class ListViewController: UIViewController, ListView {}"
            )
        ])
        #expect(report.pattern == .mvp)
        #expect(
            report.modules[0].evidence.last
                == "Presenter without Interactor: MVP (a Router/Wireframe does not make it VIPER)")
    }

    @Test func sharedFolderSplitsByStem() {
        let report = Snippet.assess([
            ("Controller/HomeViewController.swift", "class HomeViewController: BaseViewController<HomeViewModel> {}"),
            ("Controller/HomeViewModel.swift", "class HomeViewModel {}"),
            (
                "Controller/SoundsViewController.swift",
                "class SoundsViewController: BaseViewController<SoundsViewModel> {}"
            ),
            ("Controller/SoundsViewModel.swift", "class SoundsViewModel {}"),
            ("Controller/QRScannerViewController.swift", "class QRScannerViewController: UIViewController {}"),
            ("Controller/BaseViewController.swift", "class BaseViewController<T>: UIViewController {}")
        ])
        #expect(report.pattern == .mvvm)
        #expect(report.modules.map(\.name) == ["Home", "Sounds"])
        #expect(report.modules.map(\.path) == ["Controller", "Controller"])
        #expect(report.modules[0].files == ["Controller/HomeViewController.swift", "Controller/HomeViewModel.swift"])
    }

    @Test func controllersOnlyIsMVCNamedAfterTheFolder() {
        let report = Snippet.assess([
            ("Controllers/FeedViewController.swift", "class FeedViewController: UIViewController {}"),
            ("Controllers/LoginViewController.swift", "class LoginViewController: UITableViewController {}"),
            ("Models/Feed.swift", "struct Feed {}"),
            ("Views/FeedCell.swift", "class FeedCell: UITableViewCell {}")
        ])
        #expect(report.pattern == .mvc)
        // `Controllers` is a layer folder, never a module's name: each view controller is one.
        #expect(report.modules.map(\.name) == ["Feed", "Login"])
        #expect(report.modules[0].evidence == ["view controller: FeedViewController", "View controllers only: MVC"])
        #expect(report.modules[0].files == ["Controllers/FeedViewController.swift"])
        #expect(report.screens == 2)
        // Any other folder of view controllers is one module named after it.
        let settings = Snippet.assess([
            ("Settings/SettingsViewController.swift", "class SettingsViewController: UIViewController {}"),
            ("Settings/AboutViewController.swift", "class AboutViewController: UIViewController {}")
        ])
        #expect(settings.modules.map(\.name) == ["Settings"])
    }

    /// Issue 27's third blind check: a layer folder (`View/`) holding one screen and unrelated
    /// component folders is not one module named after the screen; the components join no module.
    @Test func aLayerFolderDoesNotSwallowComponentFolders() {
        let report = Snippet.assess([
            ("App/View/ActivityViewController.swift", "final class ActivityViewController: UIViewController {}"),
            ("App/View/PhotoBrowser/PhotoBrowser.swift", "final class PhotoBrowser: UIView {}"),
            ("App/View/PhotoBrowser/Photo.swift", "struct Photo {}"),
            ("App/View/WebViewProgress/WebViewProgress.swift", "final class WebViewProgress: NSObject {}")
        ])
        #expect(report.modules.map(\.name) == ["Activity"])
        #expect(report.modules[0].files == ["App/View/ActivityViewController.swift"])
        // A module folder that is not a layer folder still takes its sub-folders.
        let home = Snippet.assess([
            ("App/Home/HomeViewController.swift", "final class HomeViewController: UIViewController {}"),
            ("App/Home/Cells/HomeCell.swift", "final class HomeCell: UITableViewCell {}")
        ])
        #expect(home.modules.map(\.files) == [["App/Home/Cells/HomeCell.swift", "App/Home/HomeViewController.swift"]])
    }

    @Test func folderNamedAfterTheStem() {
        let report = Snippet.assess([
            ("Scenes/AllPosts/PostsViewController.swift", "class PostsViewController: UIViewController {}"),
            ("Scenes/AllPosts/PostsViewModel.swift", "final class PostsViewModel {}"),
            ("Scenes/AllPosts/PostsNavigator.swift", "final class DefaultPostsNavigator {}")
        ])
        #expect(report.modules.map(\.name) == ["AllPosts"])
        #expect(report.pattern == .mvvm)
    }

    @Test func dominantPatternWeighsScreens() {
        var files: [(String, String)] = [
            ("Login/LoginPresenter.swift", "final class LoginPresenter {}"),
            ("Login/LoginInteractor.swift", "final class LoginInteractor {}"),
            ("Login/LoginViewController.swift", "final class LoginViewController: UIViewController {}")
        ]
        for name in ["A", "B"] {
            files.append(
                ("Legacy/\(name)ViewController.swift", "final class \(name)ViewController: UIViewController {}"))
        }
        #expect(Snippet.assess(files).pattern == .mvc)
        files.append(("Feed/FeedPresenter.swift", "final class FeedPresenter {}"))
        files.append(("Feed/FeedInteractor.swift", "final class FeedInteractor {}"))
        files.append(("Feed/FeedViewController.swift", "final class FeedViewController: UIViewController {}"))
        #expect(Snippet.assess(files).pattern == .viper)  // 2 vs 2: VIPER wins the tie
        #expect(Snippet.assess([("A.swift", "struct A {}")]).pattern == nil)
    }

    @Test func couplingAndTestsPerModule() {
        let report = Snippet.assess([
            (
                "Login/LoginPresenter.swift",
                "final class LoginPresenter { let api: APIClient; let store: TokenStoring\n init(api: APIClient, store: TokenStoring) { self.api = api; self.store = store } }"
            ),
            ("Login/LoginInteractor.swift", "final class LoginInteractor { func f() { Session.shared.start() } }"),
            (
                "Services/APIClient.swift",
                "final class APIClient { func fetch() {} }\nprotocol TokenStoring {}\nfinal class Session { static let shared = Session() }"
            ),
            (
                "AppTests/LoginPresenterTests.swift",
                "final class LoginPresenterTests { let sut = LoginPresenter(api: APIClient(), store: Mock())\n func test() { _ = sut.store; APIClient().fetch() } }"
            )
        ])
        let module = report.modules[0]
        #expect(module.metrics.efferentCoupling == 1)
        // A stored property and the initializer parameter that fills it are one dependency.
        #expect(module.metrics.protocolDependencies == 1)
        #expect(module.metrics.concreteDependencies == 1)
        #expect(module.metrics.injectedProtocolDependencies == 1)
        #expect(module.metrics.singletons == 1)
        #expect(module.metrics.hasTests)
        #expect(report.units == 2)
        #expect(report.testedUnits == 2)
        // A test that only names a type tests nothing: without the member uses, no unit is tested.
        let named = Snippet.assess([
            ("Login/LoginPresenter.swift", "final class LoginPresenter { func start() {} }"),
            (
                "AppTests/LoginPresenterTests.swift",
                "final class LoginPresenterTests { var sut: LoginPresenter!\n func testExample() {} }"
            )
        ])
        #expect(named.testedUnits == 0)
    }
}

/// Step 1 (module folders) against the rule written plainly: every path's folder, with every
/// ancestor's children listed afresh for each path, then VIPER component folders collapsed.
/// The detector lists each folder's ancestors once and works on UTF-8; the answers must agree
/// on awkward paths (empty components, combining marks after a slash, Generamba's component
/// folders, files at the root).
@Suite struct ModuleFoldersTests {
    static func reference(_ paths: [String]) -> [String: String] {
        var children: [String: Set<String>] = [:]
        var folderOf: [String: String] = [:]
        for path in paths {
            var components = path.split(separator: "/").map(String.init).dropLast()
            folderOf[path] = components.joined(separator: "/")
            while let last = components.popLast() {
                children[components.joined(separator: "/"), default: []].insert(last)
            }
        }
        func plain(_ name: String) -> String { name.lowercased().replacingOccurrences(of: " ", with: "") }
        return folderOf.mapValues { folder in
            var components = folder.split(separator: "/").map(String.init)
            while let last = components.last {
                let siblings = (children[components.dropLast().joined(separator: "/")] ?? []).map(plain)
                let parentIsLayerGroup =
                    components.count >= 2
                    && ModuleDetector.layerGroups.contains(plain(components[components.count - 2]))
                if ModuleDetector.componentFolders.contains(plain(last)) {
                    guard
                        parentIsLayerGroup
                            || (siblings.filter(ModuleDetector.componentFolders.contains).count >= 2
                                && siblings.contains(where: ModuleDetector.viperFolders.contains))
                    else { break }
                } else if ModuleDetector.layerGroups.contains(plain(last)) {
                    guard
                        siblings.filter({
                            ModuleDetector.layerGroups.contains($0) || ModuleDetector.componentFolders.contains($0)
                        }).count >= 2
                    else { break }
                } else {
                    break
                }
                components.removeLast()
            }
            return components.joined(separator: "/")
        }
    }

    @Test func agreesWithThePlainRule() {
        let names = [
            "App", "Modules", "Login", "Presenter", "Interactor", "Router", "View", "Cells", "Model",
            "e\u{301}", "\u{301}x", "Ünïcode", "a", "View Controller", "User Interface", "Application Logic",
            "ViewModel", "Manager"
        ]
        var random = UInt64(0x5EED)
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        for _ in 0..<300 {
            var paths: [String] = []
            for _ in 0..<(1 + next(12)) {
                let depth = next(5)
                var parts = (0..<depth).map { _ in names[next(names.count)] }
                if next(8) == 0 { parts.insert("", at: next(parts.count + 1)) }  // `a//b`
                parts.append("F\(next(4)).swift")
                paths.append(parts.joined(separator: "/"))
            }
            let folders = ModuleDetector.moduleFolders(paths)
            let reference = Self.reference(paths)
            #expect(folders == paths.map { reference[$0]! }, "\(paths)")
        }
    }
}
