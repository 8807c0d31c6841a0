/// Mutants no test can kill because they do not change what the generated module does, each with
/// the reason. The mutation harness fails when a listed mutant is no longer generated or is killed
/// (then it was not equivalent): the list cannot go stale.
///
/// Empty: the three that were listed (an MVVM view's call of the view model's `onAppear()`, a
/// stub then) change what the module does since `onAppear()` starts the module's requests.
enum EquivalentMutants {
    static let all: [String: String] = [:]
}
