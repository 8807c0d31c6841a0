// expect-error: 'NSObjectProtocol'
// mode: 5
// iOS: "cannot declare conformance to 'NSObjectProtocol' in Swift; 'ItemsDataSource' should inherit
// 'NSObject' instead"; Linux's Foundation: "type 'ItemsDataSource' does not conform to protocol
// 'NSObjectProtocol'" (an ObjC-only diagnostic), so only the protocol's name is common.
// UITableViewDataSource refines NSObjectProtocol: a conforming class must inherit NSObject.
import UIKit

final class ItemsDataSource: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}
