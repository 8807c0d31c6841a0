// expect-error: missing argument for parameter 'animated' in call
// mode: 6
import UIKit

@MainActor
func route(from navigation: UINavigationController) {
    navigation.pushViewController(UIViewController())
}
