// expect-error: value of type 'UIBarButtonItem' has no member 'systemItem'
// mode: 6
// UIBarButtonItem(systemItem:primaryAction:menu:) exists, but UIKit has no `systemItem` property
// to read the system item back.
import UIKit

@MainActor
func isAddButton(_ item: UIBarButtonItem) -> Bool {
    item.systemItem == .add
}
