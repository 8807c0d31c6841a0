/// Mutants no test can kill because they do not change what the generated module does, each with
/// the reason. The mutation harness fails when a listed mutant is no longer generated or is killed
/// (then it was not equivalent): the list cannot go stale.
enum EquivalentMutants {
    private static let onAppearStub =
        "the view model's onAppear() is a generated stub (`// TODO: implement.`) of a final class: not calling it changes nothing until it is filled in"

    private static let onCloseCapture =
        "the pure SwiftUI router stores no destination (the view builds it from the `Destination` case), so the destination's onClose capturing this router strongly makes no cycle: it only keeps the opener's router alive while its destination is shown, as SwiftUI keeps the opener's view"

    static let all: [String: String] = [
        "ViperSwiftUIHome/Router.swift weak-to-strong #1": onCloseCapture,
        "ViperSwiftUIHome/Router.swift weak-to-strong #2": onCloseCapture,
        // MVP and MVVM destinations have routers too (a route opens them, so they can close).
        "MvpSwiftUIHome/Router.swift weak-to-strong #1": onCloseCapture,
        "MvpSwiftUIHome/Router.swift weak-to-strong #2": onCloseCapture,
        "MvvmSwiftUIHome/Router.swift weak-to-strong #1": onCloseCapture,
        "MvvmSwiftUIHome/Router.swift weak-to-strong #2": onCloseCapture,
        "MvvmUIKitHome/ViewController.swift lifecycle-hook #1": onAppearStub,
        "MvvmSwiftUIHome/View.swift lifecycle-hook #1": onAppearStub,
        "MvvmHostedHome/View.swift lifecycle-hook #1": onAppearStub
    ]
}
