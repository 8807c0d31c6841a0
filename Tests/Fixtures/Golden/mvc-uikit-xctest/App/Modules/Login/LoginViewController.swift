import UIKit

/// Coordinates the Login screen: owns its view and model, asks the services for data.
final class LoginViewController: UIViewController {
    // MARK: - Properties

    static let cellIdentifier = "LoginCell"
    let service: LoginServiceInterface
    /// The rows the table shows; setting them reloads the table.
    var items: [String] = [] {
        didSet { if isViewLoaded { contentView.tableView.reloadData() } }
    }
    let contentView = LoginView(frame: .zero)

    // MARK: - Initialization

    init(service: LoginServiceInterface) {
        self.service = service
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
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
        cell.textLabel?.text = String(describing: items[indexPath.row])
        return cell
    }
}

// MARK: - UITableViewDelegate

extension LoginViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        didSelectItem(at: indexPath.row)
    }
}
