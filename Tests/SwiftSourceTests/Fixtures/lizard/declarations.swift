import UIKit
@testable import App
import struct Foo.Bar

protocol LoginView: AnyObject {
    var title: String { get set }
    func show(error: Error)
}

@MainActor
final class LoginPresenter<T: Equatable, U>: BasePresenter, LoginPresenting where T: Hashable {
    weak var view: LoginView?
    unowned let router: LoginRouter
    private(set) var interactor: LoginInteractorInput
    static let shared = LoginPresenter(view: nil, service: UserService.shared)
    lazy var formatter: DateFormatter = {
        let f = DateFormatter()
        return f
    }()
    var count = 0 {
        didSet { view?.title = "\(count)" }
    }
    var isEmpty: Bool { count == 0 }
    var name: String {
        get { _name }
        set(newValue) { _name = newValue }
    }

    init(view: LoginView?, service: UserServicing = UserService.default) {
        self.view = view
    }

    deinit { print("bye") }

    func login(user: String, password: String) async throws -> Bool {
        guard !user.isEmpty else { return false }
        items.forEach { item in
            print(item)
        }
        #if DEBUG
        func helper() {}
        #else
        let x = 1
        #endif
        return true
    }

    subscript(index: Int) -> Int {
        get { index }
        set { }
    }

    enum State { case idle, loading }
    struct Inner {
        let a: Int, b: String = "x"
    }
}

extension LoginPresenter: LoginOutput where T == Int {
    func didLogin() { view?.show(error: LoginError.bad) }
}
actor Cache {}
