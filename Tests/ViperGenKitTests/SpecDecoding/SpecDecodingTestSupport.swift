import Foundation
import ViperGenKit

/// Runs the decoder on JSON text and returns what a user would see.
enum SpecDecodingHarness {
    static let file = "viper-gen.json"

    /// Every diagnostic, printed, in order: the errors and warnings of a refused spec, or the
    /// warnings of an accepted one.
    static func diagnostics(_ json: String, overrides: GenerationOptions = GenerationOptions()) -> [String] {
        diagnostics(data: Data(json.utf8), overrides: overrides)
    }

    static func diagnostics(data: Data, overrides: GenerationOptions = GenerationOptions()) -> [String] {
        do {
            return try SpecDecoder.decode(data, file: file, overrides: overrides, generatedTypes: .builtIn).warnings
                .map(\.description)
        } catch {
            return error.issues.map(\.description)
        }
    }

    /// The decoded spec, or the printed diagnostics as the thrown error.
    static func decode(_ json: String, overrides: GenerationOptions = GenerationOptions()) throws -> DecodedSpec {
        do {
            return try SpecDecoder.decode(Data(json.utf8), file: file, overrides: overrides, generatedTypes: .builtIn)
        } catch {
            throw DecodingFailed(description: error.description)
        }
    }

    struct DecodingFailed: Error, CustomStringConvertible {
        var description: String
    }

    /// The spec example of docs/spec.md, verbatim.
    static let contractExample = """
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
            "protocolSuffix": "Interface",
            "header": { "project": "MyApp", "author": "Jane Doe", "company": "Acme", "year": "2026" },
            "templates": "Templates/Custom"
          },
          "modules": [
            { "name": "Login", "domain": "Authentication" },
            { "name": "TaskList", "pattern": "viper",
              "view": ["showLoading()", "hideLoading()", "showTasks(_ tasks: [TaskViewModel])", "showError(_ message: String)"],
              "presenter": ["viewDidLoad()", "refreshTasks()", "didSelectTask(withId taskId: String)"],
              "interactor": ["fetchTasks()", "deleteTask(withId taskId: String)"],
              "interactorOutput": ["didFetchTasks(_ tasks: [TaskItem])", "didFailToFetchTasks(with error: Error)"],
              "router": ["navigateToTaskDetails(taskId: String)", "navigateToAddTask()"],
              "entities": [ { "name": "TaskItem", "fields": ["id: String", "title: String", "isCompleted: Bool"] },
                            { "name": "TaskViewModel", "fields": ["id: String", "title: String"] } ],
              "input": ["userId: String"],
              "services": [ { "name": "TaskService", "methods": ["fetchTasks() async throws -> [TaskItem]"] } ] },
            { "name": "Settings", "pattern": "mvvm", "ui": "swiftui", "binding": "observation",
              "state": ["isLoading: Bool", "items: [String]"],
              "viewModel": ["onAppear()", "didToggle(_ item: String, isOn: Bool)"] }
          ]
        }
        """
}
