import UIKit

/// Coordinates the Login screen: owns its view and model, asks the services for data.
final class LoginViewController: UIViewController {
    // MARK: - Properties

    static let cellIdentifier = "LoginCell"
    /// The rows the table shows; setting them reloads the table.
    var items: [String] = [] {
        didSet { if isViewLoaded { contentView.tableView.reloadData() } }
    }
    let contentView = LoginView(frame: .zero)

    // MARK: - Initialization

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "built in code, given its dependencies")
    required init?(coder: NSCoder) {
        nil
    }

    // MARK: - Lifecycle

    override func loadView() {
        view = contentView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Login"
        contentView.tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        contentView.tableView.dataSource = self
        contentView.tableView.delegate = self
    }

    // MARK: - Events

    /// The user selected the row at `index`.
    func didSelectItem(at index: Int) {
        // TODO: show the selected item.
    }
}

// MARK: - UITableViewDataSource

extension LoginViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let item = items[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
        return cell
    }
}

// MARK: - UITableViewDelegate

extension LoginViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        didSelectItem(at: indexPath.row)
    }
}
