/// A navigation from one module to another (`{"to": "Home", "style": "present"}`, and
/// `"onDismiss": "homeDidCancel"` for the event an interactive dismissal reports).
package struct Route: Sendable, Hashable {
    /// How the destination is shown.
    package enum Style: String, CaseIterable, Sendable, Hashable {
        /// Onto the source's navigation stack (presented modally when it has none).
        case push
        /// Modally, over the source.
        case present
        /// Modally, covering the whole screen (UIKit: `.fullScreen`; SwiftUI: `fullScreenCover`),
        /// for a flow the user must finish or leave (a login).
        case fullScreen
        /// As the window's new root view controller, replacing every screen shown (after a
        /// login); UIKit and hosted SwiftUI sources only (a SwiftUI app's root view owns its root).
        case replaceRoot

        /// Shown modally: closed by dismissing.
        package var isModal: Bool { self == .present || self == .fullScreen }
    }

    /// The destination module's name.
    package var target: String
    package var style: Style
    /// The method name the spec gives, or nil for the default (`routeTo<Target>`).
    package var method: String?
    /// The destination's output event (its base name, `composeDidCancel`) that the module
    /// reports when the user dismisses the presented destination by a swipe (`onDismiss`):
    /// `present` routes only, an event without parameters.
    package var dismissEvent: String?

    package init(target: String, style: Style = .push, method: String? = nil, dismissEvent: String? = nil) {
        self.target = target
        self.style = style
        self.method = method
        self.dismissEvent = dismissEvent
    }

    /// The navigation method's name: the one given, else `routeTo<Target>`. Decided here only.
    package var methodName: String { method ?? "routeTo" + target }
}
