/// The static method that builds a module: `LoginRouter.makeModule(dependencies:)` (VIPER),
/// `FeedBuilder.makeModule(dependencies:)` (MVP, MVVM); an MVC module is its controller, built
/// by its initializer. One name for every pattern, after the Swift API Design Guidelines
/// ("begin names of factory methods with `make`"). Decided here only: the generated names, the
/// router's reserved members and the docs read it.
package enum ModuleFactory {
    package static let methodName = "makeModule"
}
