// expect-error: does not conform to protocol 'NSObjectProtocol'
// mode: 5
// UITableViewDataSource refines NSObjectProtocol: a conforming class must inherit NSObject.
import UIKit

final class ItemsDataSource: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}
