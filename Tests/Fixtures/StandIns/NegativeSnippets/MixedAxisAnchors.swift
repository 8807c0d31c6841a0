// expect-error: to expected argument type 'NSLayoutAnchor<NSLayoutXAxisAnchor>'
// mode: 5
import UIKit

@MainActor
func layout(_ a: UIView, _ b: UIView) {
    NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: b.topAnchor)])
}
