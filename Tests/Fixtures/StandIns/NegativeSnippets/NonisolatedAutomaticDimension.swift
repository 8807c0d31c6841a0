// expect-error: main actor-isolated class property 'automaticDimension' can not be referenced from a nonisolated context
// mode: 6
// UIKit's class constants (UITableView.automaticDimension, UIView.noIntrinsicMetric) are
// main-actor isolated class properties.
import UIKit

func defaultRowHeight() -> CGFloat {
    UITableView.automaticDimension
}
