// Swift Testing against the stand-ins. Importing Testing together with UIKit loads the
// `_Testing_UIKit` cross-import overlay, which the stand-ins provide as an empty module.
import Combine
import SwiftUI
import Testing
import UIKit

@MainActor
private final class FormPresenter: NSObject, UITableViewDataSource {
    let rows = ["Name", "Email"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}

@MainActor
@Suite struct StandInSwiftTestingTests {
    @Test func tableViewAsksItsDataSource() {
        let presenter = FormPresenter()
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = presenter
        #expect(tableView.numberOfRows(inSection: 0) == 2)
        let cell = presenter.tableView(tableView, cellForRowAt: IndexPath(row: 1, section: 0))
        #expect(cell.textLabel?.text == "Email")
    }

    @Test func buttonActionsAndAlerts() {
        var taps = 0
        let button = UIButton(type: .system)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1)
        let presenter = UIViewController()
        let alert = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
        var completed = false
        presenter.present(alert, animated: true) { completed = true }
        #expect(completed)
        #expect(presenter.presentedViewController === alert)
    }

    @Test func swiftUIBodyEvaluates() {
        struct Row: View {
            let title: String
            var body: some View {
                HStack { Text(title); Spacer() }.padding()
            }
        }
        _ = Row(title: "x").body
        #expect(Text("a") == Text(verbatim: "a"))
    }
}
