import UIKit

/// The Feed screen's view: a table that shows what the controller gives it. It never
/// talks to the model.
final class FeedView: UIView {
    // MARK: - Subviews

    let tableView = UITableView(frame: .zero, style: .plain)

    // MARK: - Initialization

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        tableView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: topAnchor),
            tableView.leadingAnchor.constraint(equalTo: leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    @available(*, unavailable, message: "built in code by its controller")
    required init?(coder: NSCoder) {
        nil
    }
}
