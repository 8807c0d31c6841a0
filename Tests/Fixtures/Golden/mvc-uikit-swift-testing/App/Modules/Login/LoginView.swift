import UIKit

/// The Login screen's view: shows what the controller gives it and never talks to the
/// model. Add its subviews here (the module declares no entity to list, so it has no table).
final class LoginView: UIView {
    // MARK: - Initialization

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    @available(*, unavailable, message: "built in code by its controller")
    required init?(coder: NSCoder) {
        nil
    }
}
