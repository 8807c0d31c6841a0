// Calls that are valid on iOS because of default arguments and overload rules, plus
// nonisolated use of the APIs that really are nonisolated.
import SwiftUI
import UIKit

@MainActor
func checkDefaults() {
    let presenter = UIViewController()
    presenter.present(UIViewController(), animated: true) // completion defaults to nil
    presenter.dismiss(animated: true) // completion defaults to nil
    _ = UIAlertAction(title: "OK", style: .default) // handler defaults to nil
    _ = UIAction { _ in } // every parameter but the handler has a default
    _ = UIAction(title: "Delete", attributes: .destructive) { _ in }
    _ = UIAction(title: "t", subtitle: "s", image: nil) { _ in }
    _ = UIButton(primaryAction: nil)
    _ = UIBarButtonItem(title: "Edit")
    UIView.animate(withDuration: 0.2) { presenter.view.alpha = 0 }
    UIView.animate(withDuration: 0.2, animations: { presenter.view.alpha = 1 }, completion: { _ in })
    _ = UITableView()
    _ = UITableView.automaticDimension // a main-actor isolated class property
    _ = HStack { Spacer(minLength: 8) } // Spacer's initializer is main-actor isolated on iOS 18
    _ = UITableViewCell()
    _ = UINavigationController()
    let label = UILabel()
    label.font = nil // resets to the default font
    precondition(label.font != nil)
}

/// Views, modifiers and values can be built off the main actor: most SwiftUI initializers and
/// the modifiers are nonisolated; `body` is main-actor isolated, and so are the initializers of
/// List, NavigationStack and (iOS 18) Spacer.
nonisolated func makeRow(_ title: String) -> some View {
    HStack {
        Text(title).bold()
        Divider()
        Image(systemName: "chevron.right")
    }
    .padding(8)
    .accessibilityIdentifier("row")
}

nonisolated func makeColor() -> UIColor {
    UIColor(white: 0.5, alpha: 1) // UIColor is not main-actor isolated
}

@MainActor
func checkNonisolatedBuilders() {
    _ = makeRow("x")
    _ = makeColor()
    _ = Text("a") + Text("b")
}

// Top-level code is not main-actor isolated in Swift 5 mode; the checks run on the main actor.
MainActor.assumeIsolated {
    checkDefaults()
    checkNonisolatedBuilders()
    print("OK ValidDefaults")
}
