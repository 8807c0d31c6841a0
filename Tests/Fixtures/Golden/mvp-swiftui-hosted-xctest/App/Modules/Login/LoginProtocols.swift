import Foundation

/// The passive view of the Login screen: it shows what the presenter tells it to and
/// forwards every user event to the presenter.
@MainActor
protocol LoginViewInterface: AnyObject {
}

/// The presentation logic of the Login screen.
@MainActor
protocol LoginPresenterInterface: AnyObject {
    func viewDidLoad()
}
