import Testing
import ViperGenKit

/// `viper-gen add`'s edit of viper-gen.json: a splice that keeps every other byte.
@Suite struct SpecEditorTests {
    static let feed = SpecModuleEntry(name: "Feed", options: GenerationOptions())

    @Test(arguments: [
        // After the last module, indented like it.
        (
            "{\n    \"modules\": [\n        {\"name\": \"A\"}\n    ]\n}\n",
            "{\n    \"modules\": [\n        {\"name\": \"A\"},\n        {\"name\": \"Feed\"}\n    ]\n}\n"
        ),
        // Tabs, and a module spread over lines.
        (
            "{\n\t\"modules\": [\n\t\t{\n\t\t\t\"name\": \"A\"\n\t\t}\n\t]\n}",
            "{\n\t\"modules\": [\n\t\t{\n\t\t\t\"name\": \"A\"\n\t\t},\n\t\t{\"name\": \"Feed\"}\n\t]\n}"
        ),
        // Modules on one line stay on one line.
        (#"{"modules": [{"name": "A"}]}"#, #"{"modules": [{"name": "A"}, {"name": "Feed"}]}"#),
        // An empty array gets the module on a line of its own.
        ("{\n  \"modules\": []\n}\n", "{\n  \"modules\": [\n    {\"name\": \"Feed\"}\n  ]\n}\n"),
        // No "modules": a new member after the last one, defaults untouched.
        (
            "{\n  \"defaults\": {\"pattern\": \"mvp\"}\n}\n",
            "{\n  \"defaults\": {\"pattern\": \"mvp\"},\n  \"modules\": [\n    {\"name\": \"Feed\"}\n  ]\n}\n"
        ),
        ("{}", "{\n  \"modules\": [\n    {\"name\": \"Feed\"}\n  ]\n}"),
        // A number, a literal or an empty container last, right before the closing brace.
        (
            #"{"defaults": {"protocolSuffix": "Interface"}, "x": 1}"#,
            "{\"defaults\": {\"protocolSuffix\": \"Interface\"}, \"x\": 1,\n  \"modules\": [\n    {\"name\": \"Feed\"}\n  ]}"
        ),
        (#"{"a": true}"#, "{\"a\": true,\n  \"modules\": [\n    {\"name\": \"Feed\"}\n  ]}"),
        (#"{"a": []}"#, "{\"a\": [],\n  \"modules\": [\n    {\"name\": \"Feed\"}\n  ]}"),
        // Strings with brackets and escaped quotes do not end a value early.
        (
            #"{"modules": [{"name": "A", "view": ["show(_ x: [String: \"]\"])"]}]}"#,
            #"{"modules": [{"name": "A", "view": ["show(_ x: [String: \"]\"])"]}, {"name": "Feed"}]}"#
        )
    ])
    func addsAModuleKeepingEveryOtherByte(before: String, after: String) throws {
        #expect(try SpecEditor.adding(Self.feed, to: before, file: "viper-gen.json") == after)
    }

    @Test func theEntryWritesTheOptionsGivenInTheSpecsKeyOrder() {
        var options = GenerationOptions()
        options.pattern = .mvvm
        options.ui = .swiftui
        options.binding = .observation
        options.targets = ["App"]
        options.ios = DeploymentTarget("16.0")
        #expect(
            SpecModuleEntry(name: "Settings", options: options).json
                == #"{"name": "Settings", "pattern": "mvvm", "ui": "swiftui", "binding": "observation", "ios": "16.0", "targets": ["App"]}"#
        )
        #expect(SpecEditor.newSpec(with: Self.feed) == "{\n  \"modules\": [\n    {\"name\": \"Feed\"}\n  ]\n}\n")
    }

    @Test func aModuleDeclaredAlreadyIsRefusedAtItsPosition() {
        #expect(
            throws: SpecEditor.Failure.alreadyDeclared(
                Diagnostic(
                    file: "viper-gen.json", line: 2, column: 16, keyPath: "modules[1]",
                    message: "module \"Feed\" is already declared here; edit it, or run 'viper-gen generate Feed'"))
        ) {
            try SpecEditor.adding(
                Self.feed, to: "{\"modules\": [{\"name\": \"A\"},\n               {\"name\": \"Feed\"}]}",
                file: "viper-gen.json")
        }
    }

    @Test func aSpecThatIsNotAnObjectOrHasNoModuleArrayIsRefused() {
        #expect(throws: SpecEditor.Failure.self) { try SpecEditor.adding(Self.feed, to: "[]", file: "viper-gen.json") }
        #expect(throws: SpecEditor.Failure.self) {
            try SpecEditor.adding(Self.feed, to: #"{"modules": {}}"#, file: "viper-gen.json")
        }
        #expect(throws: SpecEditor.Failure.self) {
            try SpecEditor.adding(Self.feed, to: #"{"modules": [}"#, file: "viper-gen.json")
        }
    }
}
