// expect-error: main actor-isolated property 'backgroundColor' can not be mutated from a nonisolated context
// mode: 6
import UIKit

func style(_ view: UIView) {
    view.backgroundColor = .systemBackground
}
