/// Mutants no test can kill because they do not change what the generated module does, each with
/// the reason. The mutation harness fails when a listed mutant is no longer generated or is killed
/// (then it was not equivalent): the list cannot go stale.
enum EquivalentMutants {
    private static let onAppearStub =
        "the view model's onAppear() is a generated stub (`// TODO: implement.`) of a final class: not calling it changes nothing until it is filled in"

    static let all: [String: String] = [
        "MvvmUIKitHome/ViewController.swift lifecycle-hook #1": onAppearStub,
        "MvvmSwiftUIHome/View.swift lifecycle-hook #1": onAppearStub,
        "MvvmHostedHome/View.swift lifecycle-hook #1": onAppearStub
    ]
}
