// expect-error: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIViewController'
// mode: 6
import UIKit

final class DetailViewController: UIViewController {
    let itemID: Int

    init(itemID: Int) {
        self.itemID = itemID
        super.init(nibName: nil, bundle: nil)
    }
}
