import Foundation
import TestSupport
import Testing

/// `viper-gen templates ...` and user templates (`--templates DIR`).
@Suite struct TemplatesCLITests {
    @Test func listShowsEverySetAndItsFiles() throws {
        let result = try CLIRunner.run(["templates", "list"])
        #expect(result.status == 0)
        for set in ["mvc", "mvp", "mvvm", "viper"] {
            #expect(result.stdout.contains("\n\(set) — ") || result.stdout.hasPrefix("\(set) — "), "\(set) missing")
        }
        #expect(result.stdout.contains("viper/Router.swift.mustache -> source: {{module}}Router.swift"))
        #expect(result.stdout.contains("partials/header.mustache"))
    }

    /// `<command> --help` works for each templates command (README, Commands).
    @Test(arguments: ["list", "show", "export", "render", "context"])
    func eachSubcommandTakesHelp(subcommand: String) throws {
        let run = try CLIRunner.run(["templates", subcommand, "--help"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("USAGE: viper-gen templates list"))
    }

    @Test func showPrintsAManifestOrATemplateExactly() throws {
        let manifest = try CLIRunner.run(["templates", "show", "viper"])
        #expect(manifest.status == 0)
        #expect(manifest.stdout.contains("\"template\": \"Router.swift.mustache\""))
        let file = try CLIRunner.run(["templates", "show", "viper/Router.swift"])
        #expect(file.status == 0)
        #expect(
            file.stdout.contains("static func {{names.factoryMethod}}({{factoryParameters}}) -> {{entry.entryType}}"))
        let missing = try CLIRunner.run(["templates", "show", "viper/Routr.swift.mustache"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("did you mean 'viper/Router.swift.mustache'?"))
    }

    @Test func exportWritesTheBuiltInSetAndRefusesToClobber() throws {
        let directory = try TemporaryDirectory()
        let result = try CLIRunner.run(["templates", "export", "Custom"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(directory.files().contains("Custom/viper/template.json"))
        #expect(directory.files().contains("Custom/partials/mock-method.mustache"))
        try directory.write("Custom/viper/Router.swift.mustache", "mine\n")
        let again = try CLIRunner.run(["templates", "export", "Custom"], in: directory.url)
        #expect(again.status == 1)
        #expect(again.stderr.contains("Custom/viper/Router.swift.mustache"))
        #expect(directory.read("Custom/viper/Router.swift.mustache") == "mine\n")
    }

    /// The exported set, used unchanged as `--templates`, generates exactly what the built-in
    /// set does.
    @Test func anExportedSetGeneratesTheSameFiles() throws {
        let directory = try TemporaryDirectory()
        _ = try CLIRunner.run(["templates", "export", "Custom"], in: directory.url)
        let builtIn = try CLIRunner.run(["Login", "--dry-run", "--format", "json"], in: directory.url)
        _ = try CLIRunner.run(["Login", "--templates", "Custom"], in: directory.url)
        let reference = try TemporaryDirectory()
        _ = try CLIRunner.run(["Login"], in: reference.url)
        // The lock records the templates' fingerprint, which differs by design.
        for file in reference.files() where file != "viper-gen.lock" {
            #expect(directory.read(file) == reference.read(file), "\(file) differs")
        }
        #expect(builtIn.status == 0)
    }

    @Test func renderWritesExactlyTheRenderedBytes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("page.mustache", "Hello {{name}} & {{>footer}}")
        try directory.write("context.json", #"{"name": "<World>"}"#)
        try directory.write("partials/footer.mustache", "bye {{name}}")
        let html = try CLIRunner.run(
            ["templates", "render", "page.mustache", "--context", "context.json", "--partials", "partials"],
            in: directory.url)
        #expect(html.status == 0)
        #expect(html.stdout == "Hello &lt;World&gt; & bye &lt;World&gt;")
        let raw = try CLIRunner.run(
            ["templates", "render", "page.mustache", "--context", "context.json", "--no-escape"], in: directory.url)
        #expect(raw.stdout == "Hello <World> & ", "no --partials: a partial renders empty, as the spec says")
        try directory.write("bad.mustache", "{{#open}}\nnever closed")
        let bad = try CLIRunner.run(
            ["templates", "render", "bad.mustache", "--context", "context.json"], in: directory.url)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("bad.mustache:1:1: error: unclosed section 'open'"), "\(bad.stderr)")
    }

    @Test func aUserFileReplacesOneBuiltInTemplate() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Custom/viper/Interactor.swift.mustache", "// {{module}} interactor, house style\n")
        let result = try CLIRunner.run(["Login", "--templates", "Custom"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(directory.read("App/Modules/Login/LoginInteractor.swift") == "// Login interactor, house style\n")
        #expect(directory.read("App/Modules/Login/LoginRouter.swift")?.contains("makeModule") == true)
    }

    @Test func aSetThatExtendsViperAddsConditionalFilesAndOverridesBlocks() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Custom/viper/template.json",
            #"""
            {"extends": "viper", "files": [
              {"template": "Analytics.swift.mustache", "path": "{{module}}Analytics.swift", "kind": "source", "component": "Analytics", "when": ["uikit", "!hasInput"]},
              {"template": "Presenter.swift.mustache", "path": "{{module}}Presenter.swift", "kind": "source", "component": "Presenters"}
            ]}
            """#)
        try directory.write("Custom/viper/Analytics.swift.mustache", "enum {{module}}Analytics {}\n")
        try directory.write(
            "Custom/viper/Presenter.swift.mustache",
            "{{<builtin:viper/Presenter.swift}}{{/builtin:viper/Presenter.swift}}// house footer\n")
        let result = try CLIRunner.run(["Login", "--templates", "Custom"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(directory.read("App/Modules/Login/LoginAnalytics.swift") == "enum LoginAnalytics {}\n")
        let presenter = try #require(directory.read("App/Modules/Login/LoginPresenter.swift"))
        #expect(presenter.contains("final class LoginPresenter"))
        #expect(presenter.hasSuffix("// house footer\n"))
        let swiftUI = try CLIRunner.run(
            ["Other", "--templates", "Custom", "--ui", "swiftui", "--dry-run"], in: directory.url)
        #expect(!swiftUI.stdout.contains("OtherAnalytics.swift"), "the when condition drops the file")
    }

    @Test func templateErrorsNameTheFileLineAndColumnAndWriteNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Custom/viper/Interactor.swift.mustache", "line one\n{{#entities}}\n{{name}}\n")
        let unclosed = try CLIRunner.run(["Login", "--templates", "Custom"], in: directory.url)
        #expect(unclosed.status == 1)
        #expect(
            unclosed.stderr.contains("Custom/viper/Interactor.swift.mustache:2:1: error: unclosed section 'entities'"),
            "\(unclosed.stderr)")
        #expect(!directory.files().contains { $0.hasPrefix("App") })

        try directory.write("Custom/viper/Interactor.swift.mustache", "{{moduleName}}\n")
        let missing = try CLIRunner.run(["Login", "--templates", "Custom"], in: directory.url)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("Custom/viper/Interactor.swift.mustache:1:1"), "\(missing.stderr)")
        #expect(missing.stderr.contains("moduleName"), "\(missing.stderr)")
        #expect(!directory.files().contains { $0.hasPrefix("App") })
    }

    @Test func manifestPathsThatEscapeTheirRootAreRefused() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Custom/viper/template.json",
            #"""
            {"extends": "viper", "files": [{"template": "../../../etc/passwd", "path": "x.swift", "kind": "source", "component": "X"}]}
            """#)
        let template = try CLIRunner.run(["Login", "--templates", "Custom"], in: directory.url)
        #expect(template.status == 1)
        #expect(template.stderr.contains("leaves the template folder"), "\(template.stderr)")

        try directory.write(
            "Custom/viper/template.json",
            #"""
            {"extends": "viper", "files": [{"template": "Evil.mustache", "path": "../../{{module}}.swift", "kind": "source", "component": "X"}]}
            """#)
        try directory.write("Custom/viper/Evil.mustache", "evil\n")
        let output = try CLIRunner.run(["Login", "--templates", "Custom"], in: directory.url)
        #expect(output.status == 1)
        #expect(output.stderr.contains("renders the file name '../../Login.swift'"), "\(output.stderr)")
        #expect(!directory.files().contains { $0.hasPrefix("App") || $0 == "Login.swift" })
    }

    @Test func anUnknownWhenFlagIsAnError() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Custom/viper/template.json",
            #"""
            {"extends": "viper", "files": [{"template": "X.mustache", "path": "X.swift", "kind": "source", "component": "X", "when": "hasInputs"}]}
            """#)
        try directory.write("Custom/viper/X.mustache", "x\n")
        let result = try CLIRunner.run(["Login", "--templates", "Custom"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("\"when\": \"hasInputs\", which is not a context flag"), "\(result.stderr)")
    }
}
