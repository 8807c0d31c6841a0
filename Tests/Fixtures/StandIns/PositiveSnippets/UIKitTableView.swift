// Table views with a custom cell, a data source/delegate object and IndexPath(row:section:).
import UIKit

final class ItemCell: UITableViewCell {
    static let reuseIdentifier = "ItemCell"
    let badge = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A data source that is not a view controller must be an NSObject (NSObjectProtocol).
final class ItemsDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var items = ["a", "b", "c"]
    private(set) var selected: [IndexPath] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: ItemCell.reuseIdentifier, for: indexPath) as? ItemCell else {
            return UITableViewCell()
        }
        cell.textLabel?.text = items[indexPath.row]
        cell.detailTextLabel?.text = "\(indexPath.section)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

/// The modern cell configuration path, in a view controller acting as data source.
final class PlainListViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        tableView.refreshControl = UIRefreshControl()
        view.addSubview(tableView)
        tableView.reloadData()
    }

    func numberOfSections(in tableView: UITableView) -> Int { 2 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section + 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        content.secondaryText = "Section \(indexPath.section)"
        cell.contentConfiguration = content
        return cell
    }
}

@MainActor
func checkTables() {
    let tableView = UITableView(frame: .zero, style: .plain)
    let source = ItemsDataSource()
    tableView.register(ItemCell.self, forCellReuseIdentifier: ItemCell.reuseIdentifier)
    tableView.dataSource = source
    tableView.delegate = source
    tableView.reloadData()
    precondition(tableView.numberOfSections == 1 && tableView.numberOfRows(inSection: 0) == 3)
    let indexPath = IndexPath(row: 1, section: 0)
    precondition(indexPath.row == 1 && indexPath.section == 0)
    let cell = source.tableView(tableView, cellForRowAt: indexPath)
    precondition(cell is ItemCell && cell.textLabel?.text == "b" && cell.detailTextLabel?.text == "0")
    precondition(cell.reuseIdentifier == ItemCell.reuseIdentifier && cell.accessoryType == .disclosureIndicator)
    // An optional requirement: through the protocol iOS needs `delegate?.tableView?(…)`, which the
    // stand-ins cannot express; call the conforming type's method, valid on both.
    source.tableView(tableView, didSelectRowAt: indexPath)
    precondition(source.selected == [indexPath])
    precondition(tableView.dequeueReusableCell(withIdentifier: "unknown") == nil)

    // dataSource and delegate are weak, as in UIKit.
    weak var weakSource: ItemsDataSource?
    do {
        let temporary = ItemsDataSource()
        tableView.dataSource = temporary
        weakSource = temporary
    }
    precondition(weakSource == nil && tableView.dataSource == nil)

    let list = PlainListViewController()
    list.loadViewIfNeeded()
    precondition(list.tableView.numberOfSections == 2 && list.tableView.numberOfRows(inSection: 1) == 2)
    let configured = list.tableView(list.tableView, cellForRowAt: IndexPath(row: 0, section: 1))
    let content = configured.contentConfiguration as? UIListContentConfiguration
    precondition(content?.text == "Row 0" && content?.secondaryText == "Section 1")
    precondition(list.tableView.style == .insetGrouped && list.tableView.refreshControl != nil)
    precondition(UITableView(frame: .zero).style == .plain)
}

// Top-level code is not main-actor isolated in Swift 5 mode; the checks run on the main actor.
MainActor.assumeIsolated {
    checkTables()
    print("OK UIKitTableView")
}
