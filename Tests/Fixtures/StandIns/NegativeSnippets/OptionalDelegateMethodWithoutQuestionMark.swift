// expect-error: must be unwrapped
// mode: 6
// tableView(_:didSelectRowAt:) is an optional requirement of UITableViewDelegate: called through
// the protocol it needs `?` on iOS (`delegate?.tableView?(tableView, didSelectRowAt: indexPath)`).
import UIKit

@MainActor
func select(_ indexPath: IndexPath, in tableView: UITableView) {
    tableView.delegate?.tableView(tableView, didSelectRowAt: indexPath)
}
