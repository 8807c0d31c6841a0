import TextSupport

/// The viper-gen.json that `viper-gen init` writes: the defaults spelled out (the options given
/// to `init`, else the built-in ones; `testableImport` only when given, since without it the
/// module an Xcode project's app target builds is read from the project) and, unless minimal, three example modules (a plain VIPER
/// screen, a VIPER screen with declared methods, entities, a service and module input, and a
/// SwiftUI MVVM screen); minimal is the defaults and one module.
package enum StarterSpec {
    /// The starter spec with the built-in defaults and the examples.
    package static let text = text(options: GenerationOptions(), minimal: false)

    /// The starter spec with `options` as its defaults (unset ones: the built-in defaults).
    package static func text(options: GenerationOptions, minimal: Bool) -> String {
        let layers = OptionLayers(flags: options)
        let defaults: [(String, String)] =
            [
                ("pattern", layers.pattern.rawValue),
                ("ui", layers.ui.rawValue),
                ("binding", layers.binding.rawValue),
                ("tests", layers.tests.rawValue),
                ("layout", layers.layout.rawValue),
                ("output", layers.output),
                ("testsOutput", layers.testsOutput)
            ] + (options.testableImport.map { [("testableImport", $0)] } ?? []) + [
                ("protocolSuffix", layers.protocolSuffix)
            ]
        var lines = ["{", "  \"defaults\": {"]
        for (index, member) in defaults.enumerated() {
            let comma = index == defaults.count - 1 ? "" : ","
            lines.append("    " + JSONText.quoted(member.0) + ": " + JSONText.quoted(member.1) + comma)
        }
        lines += ["  },", "  \"modules\": ["]
        let modules: String = minimal ? #"  { "name": "Login" }"# : examples
        for line in modules.split(separator: "\n", omittingEmptySubsequences: false) { lines.append("  " + line) }
        lines += ["  ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// The example modules; those with declared roles name their pattern, so they hold whatever
    /// the defaults say (`Login` takes the default pattern).
    private static let examples = """
          { "name": "Login" },
          { "name": "TaskList", "pattern": "viper",
            "view": ["showLoading()", "hideLoading()", "showTasks(_ tasks: [TaskViewModel])", "showError(_ message: String)"],
            "presenter": ["viewDidLoad()", "refreshTasks()", "didSelectTask(withId taskId: String)"],
            "interactor": ["fetchTasks()"],
            "interactorOutput": ["didFetchTasks(_ tasks: [TaskItem])", "didFailToFetchTasks(with error: Error)"],
            "router": ["navigateToTaskDetails(taskId: String)"],
            "entities": [
              { "name": "TaskItem", "fields": ["id: String", "title: String", "isCompleted: Bool"] },
              { "name": "TaskViewModel", "fields": ["id: String", "title: String"] }
            ],
            "input": ["userId: String"],
            "services": [ { "name": "TaskService", "methods": ["fetchTasks() async throws -> [TaskItem]"] } ] },
          { "name": "Settings", "pattern": "mvvm", "ui": "swiftui", "binding": "observation",
            "state": ["isLoading: Bool", "items: [String]"],
            "viewModel": ["onAppear()", "didToggle(_ item: String, isOn: Bool)"] }
        """
}
