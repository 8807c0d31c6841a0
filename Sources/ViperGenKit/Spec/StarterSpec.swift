/// The viper-gen.json that `viper-gen init` writes: the defaults spelled out and three example
/// modules (a plain VIPER screen, a VIPER screen with declared methods, entities, a service and
/// module input, and a SwiftUI MVVM screen).
public enum StarterSpec {
    public static let text = """
        {
          "defaults": {
            "pattern": "viper",
            "ui": "uikit",
            "binding": "closures",
            "tests": "xctest",
            "layout": "module",
            "output": "App/Modules",
            "testsOutput": "AppTests/Modules",
            "testableImport": "App",
            "protocolSuffix": "Interface"
          },
          "modules": [
            { "name": "Login" },
            { "name": "TaskList",
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
          ]
        }

        """
}
