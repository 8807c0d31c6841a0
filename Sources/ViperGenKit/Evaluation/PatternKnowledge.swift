/// The seeds' prose about each pattern, in English: strengths, weaknesses and the anti-patterns
/// to watch for (seed-digest §4.1–4.4, §5.1–5.2).
package struct PatternKnowledge: Sendable, Hashable {
    /// The pattern described.
    package let pattern: Pattern
    /// What the pattern does well.
    package let strengths: [String]
    /// What it costs.
    package let weaknesses: [String]
    /// Mistakes teams make with it, each with the seeds' fix.
    package let antiPatterns: [String]

    /// The knowledge about `pattern`.
    package static func of(_ pattern: Pattern) -> PatternKnowledge {
        all[pattern.evaluationIndex]
    }

    /// All four, in evaluation order.
    package static let all: [PatternKnowledge] = [
        // Seed 000:1166-1176, 002:1466-1480, 002:1008-1379 (common problems).
        PatternKnowledge(
            pattern: .mvc,
            strengths: [
                "Simple to understand, with a low learning cost",
                "Fast development for small projects",
                "Native to iOS: UIKit is built around it",
                "Clear structure with separate responsibilities"
            ],
            weaknesses: [
                "The view controller tends to bloat (Massive View Controller)",
                "Hard to unit test",
                "View and controller are tightly coupled",
                "Complex business logic is hard to maintain; boundaries blur as the project grows"
            ],
            antiPatterns: [
                "Massive View Controller: move networking and data processing into services, split big screens into child view controllers, and group the rest in extensions per protocol",
                "Views bound to concrete models: when a view is reused or the model changes often, pass it a view-model struct or a display protocol instead",
                "Controllers that create their own dependencies: inject services through init behind protocols so tests can substitute mocks",
                "Chaotic data flow between controllers: keep one source of truth (a store that announces changes) instead of controllers updating each other"
            ]
        ),
        // Seed 000:1529-1539, 003:344-653 (MVP done wrong and done right).
        PatternKnowledge(
            pattern: .mvp,
            strengths: [
                "Business logic is separated from the UI, so it is easy to test",
                "The presenter can be tested on its own",
                "The view becomes simpler (passive)",
                "Better reuse: model and view never see each other"
            ],
            weaknesses: [
                "More code and more complexity",
                "More protocols and interfaces to define",
                "The presenter can bloat",
                "A somewhat higher learning cost"
            ],
            antiPatterns: [
                "A presenter that creates, lays out or owns the concrete view: it can no longer be unit tested; let the view controller create the view and give the presenter a weak reference to a view protocol",
                "A presenter that fetches data itself: put loading behind a service protocol injected through init so tests can mock it",
                "One presenter for a whole complex screen: split it into view-presenter-service triples that the view controller assembles",
                "Presenter bloat: keep business rules in the model and services; the presenter coordinates and formats"
            ]
        ),
        // Seed 000:1959-1969, 004:1316-1326, 002:845, 003:702-849.
        PatternKnowledge(
            pattern: .mvvm,
            strengths: [
                "Data binding removes glue code",
                "The view model is easy to test: it does not depend on UIKit",
                "Binding runs both ways: state flows to the view, view events reach the view model as commands",
                "Clear structure with well-separated responsibilities"
            ],
            weaknesses: [
                "A high learning cost: it needs reactive programming",
                "Harder to debug",
                "Overused bindings can cost performance",
                "Needs a reactive framework (the articles use ReactiveObjC; Combine or Observation today)",
                "The view model may take on several responsibilities"
            ],
            antiPatterns: [
                "A view model that imports UIKit or exposes UIImage: keep it UIKit-free so it stays testable",
                "A view model with several responsibilities: move business rules into the model and services, or split it",
                "Binding closures and commands that capture self strongly: they form retain cycles; capture [weak self]",
                "Signals that do not replay: values sent before the view binds are lost; expose current state (@Published, a current-value subject)",
                "Navigation inside the view model: leave it to the view controller or a coordinator"
            ]
        ),
        // Seed 000:354-366, 004:63-85, 004:1897-1929 (anti-patterns).
        PatternKnowledge(
            pattern: .viper,
            strengths: [
                "Very clear separation: View, Interactor, Presenter, Entity and Router each have one job",
                "Highly testable: every component can be tested on its own",
                "Team members work in parallel on separate modules with fewer conflicts",
                "Handles complex business logic",
                "Navigation is managed on its own, in the Router",
                "Common components can be shared between modules"
            ],
            weaknesses: [
                "A lot of code and higher development complexity",
                "A steep learning curve",
                "Over-design for anything but large projects",
                "Many protocols to define",
                "Harder to debug",
                "File explosion: a simple feature needs many files",
                "Migrating an existing project takes a lot of refactoring"
            ],
            antiPatterns: [
                "Over-engineering: full VIPER for a simple feature; use MVC or MVVM there",
                "A presenter that takes on business logic: keep it in the interactor; the presenter coordinates the view and interactor and formats data",
                "Ignoring dependency injection: hard-coded dependencies make testing hard; always inject through protocols so mocks can replace them",
                "Bypassing layers: the view calling the interactor, or the interactor updating the view; keep to View -> Presenter -> Interactor and back",
                "Protocol explosion: a protocol for every tiny function; group protocols by related functionality"
            ]
        )
    ]
}
