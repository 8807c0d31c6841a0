import Foundation
import TestSupport
import Testing

/// What users of other Swift tools expect: machine-readable errors, quiet and verbose runs,
/// colour only where it belongs, and `init` options.
@Suite struct ConventionsCLITests {
    // MARK: - JSON errors

    @Test func aUsageErrorIsJSONWithFormatJSON() throws {
        let directory = try TemporaryDirectory()
        let run = try CLIRunner.run(["Login", "--pattern", "mvvc", "--format", "json"], in: directory.url)
        #expect(run.status == 2, "the exit status is unchanged")
        #expect(
            run.stdout
                == #"{"diagnostics":[{"severity":"error","file":null,"line":null,"column":null,"path":null,"message":"invalid value 'mvvc' for --pattern; valid values: viper, mvp, mvvm, mvc","suggestion":null}]}"#
                + "\n")
        #expect(run.stderr.isEmpty)
        let unknown = try CLIRunner.run(["Login", "--fromat", "json", "--format=json"], in: directory.url)
        #expect(unknown.status == 2)
        #expect(
            unknown.stdout.contains(
                #""message":"unknown option '--fromat'; did you mean '--format'?","suggestion":"--format"}"#))
    }

    @Test(arguments: [
        ["recommend", "--team-size", "0", "--format", "json"],
        ["evolve", "--from", "mvc", "--to", "redux", "--format", "json"],
        ["patterns", "--format=json", "--bogus"],
        ["assess", "Nope", "--format", "json"]
    ])
    func everyCommandWithFormatJSONReportsUsageErrorsAsJSON(arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        let run = try CLIRunner.run(arguments, in: directory.url)
        #expect(run.status == 2)
        #expect(run.stdout.hasPrefix(#"{"diagnostics":[{"severity":"error","file":null,"#), "\(run.stdout)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }

    @Test func specErrorsAreJSONWithTheirPositions() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "viper-gen.json", #"{"modules": [{"name": "Login", "pattern": "mvvc"}, {"name": "Home", "presentr": []}]}"#)
        let run = try CLIRunner.run(["generate", "--format", "json"], in: directory.url)
        #expect(run.status == 1)
        #expect(
            run.stdout
                == #"{"diagnostics":[{"severity":"error","file":"viper-gen.json","line":1,"column":43,"path":"modules[0].pattern","message":"\"mvvc\" is not a valid pattern; did you mean \"mvvm\"?","suggestion":"mvvm"},{"severity":"error","file":"viper-gen.json","line":1,"column":69,"path":"modules[1].presentr","message":"unknown key \"presentr\"; did you mean \"presenter\"?","suggestion":"presenter"}]}"#
                + "\n")
        #expect(directory.files() == ["viper-gen.json"])
        // Without --format json the text is as before.
        let text = try CLIRunner.run(["generate"], in: directory.url)
        #expect(text.stdout.isEmpty)
        #expect(
            text.stderr.hasPrefix(
                "viper-gen.json:1:43: error: modules[0].pattern: \"mvvc\" is not a valid pattern; did you mean \"mvvm\"?\n"
            ))
    }

    @Test func anXcodeProjectErrorIsJSONWithItsPosition() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tAB = {isa = PBX\n")
        let run = try CLIRunner.run(["Login", "--xcodeproj", "App.xcodeproj", "--format", "json"], in: directory.url)
        #expect(run.status == 1)
        #expect(
            run.stdout.hasPrefix(
                #"{"diagnostics":[{"severity":"error","file":"App.xcodeproj/project.pbxproj","line":5,"column":1,"path":null,"message":"expected ';'"#
            ))
    }

    // MARK: - Quiet and verbose

    @Test func quietPrintsOnlyTheSummary() throws {
        let directory = try TemporaryDirectory()
        let run = try CLIRunner.run(["Login", "--quiet"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stdout == "9 files: 9 create\n")
        let both = try CLIRunner.run(["Login", "--quiet", "--verbose"], in: directory.url)
        #expect(both.status == 2)
        #expect(both.stderr.hasPrefix("error: --quiet and --verbose contradict each other; choose one\n"))
        // -q, as in git, swift build and most tools.
        let short = try CLIRunner.run(["Login", "-q"], in: directory.url)
        #expect(short.status == 0)
        #expect(short.stdout == "9 files: 9 unchanged\n")
    }

    @Test func verboseSaysWhereThingsCameFromAndHowLongTheyTook() throws {
        let directory = try TemporaryDirectory()
        try directory.write("viper-gen.json", #"{"modules": [{"name": "Login"}]}"#)
        let run = try CLIRunner.run(["generate", "--verbose"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("9 files: 9 create\n"), "stdout is the usual report")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines.first == "spec: viper-gen.json, 1 module in this run")
        #expect(lines.dropFirst().first?.hasPrefix("templates: built-in, fingerprint ") == true)
        #expect(lines.dropFirst(2).first == "lock: none yet")
        #expect(
            lines.last?.hasPrefix("time: plan ") == true && lines.last?.contains(", write ") == true
                && lines.last?.hasSuffix(" ms") == true)
    }

    // MARK: - Deployment target

    /// README: `--ios` takes 15.0 and later, and Observation needs iOS 17.
    @Test func theDeploymentTargetFlagIsCheckedAndRulesOutObservationBelow17() throws {
        let directory = try TemporaryDirectory()
        let old = try CLIRunner.run(["Login", "--ios", "14"], in: directory.url)
        #expect(old.status == 2)
        #expect(
            old.stderr.hasPrefix(
                "error: invalid --ios: iOS 14.0 is not supported; generated code needs iOS 15.0 or later\n"))
        let word = try CLIRunner.run(["Login", "--ios", "latest"], in: directory.url)
        #expect(word.status == 2)
        #expect(
            word.stderr.hasPrefix(
                "error: invalid --ios: \"latest\" is not an iOS version; write it as \"16.0\" or \"17.4\"\n"))
        let observation = try CLIRunner.run(
            ["Login", "--pattern", "mvvm", "--binding", "observation", "--ios", "16.4"], in: directory.url)
        #expect(observation.status == 2)
        #expect(
            observation.stderr.hasPrefix(
                "error: --binding observation needs iOS 17 (Observation), and Login targets iOS 16.4; "
                    + "use --binding combine or closures, or --ios 17.0\n"))
        #expect(directory.files().isEmpty)
        let state = try CLIRunner.run(["Login", "--ui", "swiftui", "--ios", "16"], in: directory.url)
        #expect(state.status == 0, "\(state.stderr)")
        let view = try #require(directory.read("App/Modules/Login/LoginView.swift"))
        #expect(view.contains("final class LoginViewState: LoginViewInterface, ObservableObject {"))
        #expect(view.contains("@StateObject var state: LoginViewState") && !view.contains("@Observable"))
        #expect(view.contains("_state = StateObject(wrappedValue: state)"), "the view owns the state its factory made")
    }

    // MARK: - Colour

    @Test func colourOnlyWhenAskedForAndNeverWithNoColor() throws {
        let directory = try TemporaryDirectory()
        let plain = try CLIRunner.run(["Login", "--dry-run"], in: directory.url)
        #expect(!plain.stdout.contains("\u{1B}["), "not a terminal: no colour")
        let forced = try CLIRunner.run(
            ["Login", "--dry-run"], in: directory.url, environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": ""])
        #expect(forced.stdout.hasPrefix("\u{1B}[32mcreate\u{1B}[0m     App/Modules/Login/LoginProtocols.swift\n"))
        let error = try CLIRunner.run(
            ["Login", "--pattern", "x"], in: directory.url, environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": ""])
        #expect(error.stderr.hasPrefix("\u{1B}[1;31merror:\u{1B}[0m invalid value 'x' for --pattern"))
        for environment in [
            ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], ["CLICOLOR_FORCE": "1", "NO_COLOR": "", "TERM": "dumb"]
        ] {
            let off = try CLIRunner.run(["Login", "--dry-run"], in: directory.url, environment: environment)
            #expect(!off.stdout.contains("\u{1B}["), "\(environment)")
        }
    }

    // MARK: - init

    @Test func initWritesTheOptionsGivenIntoTheStarterSpec() throws {
        let directory = try TemporaryDirectory()
        let run = try CLIRunner.run(
            [
                "init", "--pattern", "mvvm", "--ui", "swiftui", "--binding", "observation", "--tests", "swift-testing",
                "--output", "Sources/Features", "--tests-output", "Tests/Features", "--testable-import", "MyApp",
                "--minimal"
            ],
            in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            directory.read("viper-gen.json") == """
                {
                  "defaults": {
                    "pattern": "mvvm",
                    "ui": "swiftui",
                    "binding": "observation",
                    "tests": "swift-testing",
                    "layout": "module",
                    "output": "Sources/Features",
                    "testsOutput": "Tests/Features",
                    "testableImport": "MyApp",
                    "protocolSuffix": "Interface"
                  },
                  "modules": [
                    { "name": "Login" }
                  ]
                }

                """)
        let generate = try CLIRunner.run(["generate"], in: directory.url)
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(directory.read("Sources/Features/Login/LoginViewModel.swift") != nil)
    }

    /// Every pattern as the default gives a starter spec that generates without a warning.
    @Test(arguments: ["viper", "mvp", "mvvm", "mvc"])
    func everyStarterSpecGenerates(pattern: String) throws {
        let directory = try TemporaryDirectory()
        let run = try CLIRunner.run(["init", "--pattern", pattern], in: directory.url)
        #expect(run.status == 0)
        let generate = try CLIRunner.run(["generate", "--dry-run"], in: directory.url)
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(generate.stderr.isEmpty, "\(generate.stderr)")
    }

    @Test func initRefusesABindingWithoutMVVM() throws {
        let directory = try TemporaryDirectory()
        let run = try CLIRunner.run(["init", "--binding", "combine"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: --binding applies to MVVM modules; add --pattern mvvm\n"))
        #expect(directory.files().isEmpty)
    }
}

/// What a UI flavour rules out, refused before anything is written: from flags a usage error
/// (exit 2), from a spec a positioned error at the value, with its key path (exit 1, as every
/// spec error).
struct UIFlavourCLITests {
    @Test(
        arguments: [
            (
                ["Login", "--pattern", "mvc", "--ui", "swiftui"],
                "error: --ui swiftui cannot generate Login: MVC's controller is a UIViewController, which pure SwiftUI does not have; use \"swiftui-hosted\" (SwiftUI views in an MVC controller) or the MVVM pattern\n"
            ),
            (
                ["Login", "--ui", "swiftui", "--ios", "15.0"],
                "error: Login is swiftui, which needs iOS 16.0 (NavigationStack), and targets iOS 15.0; use --ui swiftui-hosted, or --ios 16.0\n"
            ),
            (
                ["init", "--pattern", "mvc", "--ui", "swiftui"],
                "error: --ui swiftui cannot be the default UI of --pattern mvc: MVC's controller is a UIViewController, which pure SwiftUI does not have; use \"swiftui-hosted\" (SwiftUI views in an MVC controller) or the MVVM pattern\n"
            )
        ] as [([String], String)])
    func flagsAreUsageErrors(arguments: [String], message: String) throws {
        let directory = try TemporaryDirectory()
        let run = try CLIRunner.run(arguments, in: directory.url)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
        #expect(directory.files().isEmpty, "nothing written")
    }

    @Test(
        arguments: [
            (
                #"{"modules": [{"name": "Notes", "pattern": "mvc", "ui": "swiftui"}]}"#,
                "viper-gen.json:1:56: error: modules[0].ui: module \"Notes\" is MVC with \"ui\": \"swiftui\": MVC's controller is a UIViewController, which pure SwiftUI does not have; use \"swiftui-hosted\" (SwiftUI views in an MVC controller) or the MVVM pattern\n"
            ),
            (
                #"{"defaults": {"ui": "swiftui", "ios": "15.0"}, "modules": [{"name": "A"}, {"name": "B"}]}"#,
                "viper-gen.json:1:21: error: defaults.ui: \"ui\": \"swiftui\" needs iOS 16.0 (NavigationStack), and module \"A\" targets iOS 15.0; use \"swiftui-hosted\", or set \"ios\": \"16.0\"\n"
            ),
            (
                #"{"modules": [{"name": "A", "ui": "swiftui", "routes": [{"to": "B"}]}, {"name": "B", "ui": "swiftui-hosted"}]}"#,
                "viper-gen.json:1:63: error: modules[0].routes[0].to: module \"A\" (swiftui) cannot route to \"B\" (swiftui-hosted): a pure SwiftUI module shows and is shown by SwiftUI views only; make both \"swiftui\", or use \"swiftui-hosted\" for the SwiftUI one\n"
            ),
            (
                #"{"modules": [{"name": "Login", "ui": "swiftui", "routes": [{"to": "Home", "style": "replaceRoot"}]}, {"name": "Home", "ui": "swiftui"}]}"#,
                "viper-gen.json:1:84: error: modules[0].routes[0].style: module \"Login\" (swiftui) cannot show \"Home\" with \"replaceRoot\": a pure SwiftUI module has no window to replace the root of (its app's root view owns the root); use \"fullScreen\", or make \"Login\" \"uikit\" or \"swiftui-hosted\"\n"
            ),
            (
                #"{"defaults": {"ui": "swiftui"}, "modules": [{"name": "Login", "routes": [{"to": "Home", "style": "fullScreen"}, {"to": "Home", "style": "replaceRoot", "method": "showHome"}]}, {"name": "Home"}]}"#,
                "viper-gen.json:1:137: error: modules[0].routes[1].style: module \"Login\" (swiftui) cannot show \"Home\" with \"replaceRoot\": a pure SwiftUI module has no window to replace the root of (its app's root view owns the root); use \"fullScreen\", or make \"Login\" \"uikit\" or \"swiftui-hosted\"\n"
            )
        ] as [(String, String)])
    func specRequestsArePositionedErrors(spec: String, message: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("viper-gen.json", spec)
        let run = try CLIRunner.run(["generate"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
        #expect(directory.files() == ["viper-gen.json"], "nothing written")
    }

    /// A run that names modules checks their routes against the others as the spec makes them:
    /// `--ui` applies to the named modules only, so it must not make a route cross flavours.
    @Test(
        arguments: [
            (
                ["Home", "--ui", "swiftui"],
                "error: Home (swiftui) cannot route to Detail (uikit): a pure SwiftUI module shows and is shown by SwiftUI views only; Detail keeps the flavour the spec gives it; set \"ui\" in the spec, or generate both\n"
                    + "error: Login (uikit) cannot route to Home (swiftui): a pure SwiftUI module shows and is shown by SwiftUI views only; Login keeps the flavour the spec gives it; set \"ui\" in the spec, or generate both\n"
            ),
            (
                ["Detail", "--ios", "15.0", "--ui", "swiftui"],
                "error: Detail is swiftui, which needs iOS 16.0 (NavigationStack), and targets iOS 15.0; use --ui swiftui-hosted, or --ios 16.0\n"
                    + "error: Home (uikit) cannot route to Detail (swiftui): a pure SwiftUI module shows and is shown by SwiftUI views only; Home keeps the flavour the spec gives it; set \"ui\" in the spec, or generate both\n"
            )
        ] as [([String], String)])
    func flagsOnSomeModulesKeepTheGraphInOneFlavour(arguments: [String], message: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "viper-gen.json",
            #"{"modules": [{"name": "Login", "routes": [{"to": "Home"}]}, {"name": "Home", "routes": [{"to": "Detail"}]}, {"name": "Detail"}]}"#
        )
        let run = try CLIRunner.run(arguments, in: directory.url)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
        #expect(directory.files() == ["viper-gen.json"], "nothing written")
        // Every module at once with the flag: one flavour, generated.
        let all = try CLIRunner.run(["generate", "--ui", "swiftui", "-q"], in: directory.url)
        #expect(all.status == 0, "\(all.stderr)")
    }

    /// `--ui swiftui` on a module whose spec replaces the window's root: the flag's problem, a
    /// usage error that names the flags and the spec's style to use instead.
    @Test func aSwiftUIFlagCannotReplaceTheRoot() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "viper-gen.json",
            #"{"modules": [{"name": "Login", "routes": [{"to": "Home", "style": "replaceRoot"}]}, {"name": "Home"}]}"#)
        let run = try CLIRunner.run(["generate", "--ui", "swiftui"], in: directory.url)
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "error: Login (swiftui) cannot show Home with replaceRoot: a pure SwiftUI module has no window to replace the root of; use --ui uikit or --ui swiftui-hosted, or the route style fullScreen in the spec\n"
            ), "\(run.stderr)")
        #expect(directory.files() == ["viper-gen.json"], "nothing written")
        let hosted = try CLIRunner.run(["generate", "--ui", "swiftui-hosted", "-q"], in: directory.url)
        #expect(hosted.status == 0, "\(hosted.stderr)")
    }

    /// `--ios` below iOS 16 with a spec whose default UI is pure SwiftUI: a usage error naming
    /// the module generated, not a spec error about another one.
    @Test func anIOSFlagIsTheFlagsProblem() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "viper-gen.json", #"{"defaults": {"ui": "swiftui"}, "modules": [{"name": "Login"}, {"name": "Detail"}]}"#)
        let run = try CLIRunner.run(["Detail", "--ios", "15.0"], in: directory.url)
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "error: Detail is swiftui, which needs iOS 16.0 (NavigationStack), and targets iOS 15.0; use --ui swiftui-hosted, or --ios 16.0\n"
            ), "\(run.stderr)")
    }

    /// The error names the flag that caused it: here `--pattern`, the UI being the spec's.
    @Test func aPatternFlagAgainstTheSpecsUIIsNamed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("viper-gen.json", #"{"defaults": {"ui": "swiftui"}, "modules": [{"name": "Login"}]}"#)
        let run = try CLIRunner.run(["Login", "--pattern", "mvc"], in: directory.url)
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix("error: --pattern mvc cannot generate Login: MVC's controller is a UIViewController"),
            "\(run.stderr)")
    }

    @Test func pureSwiftUIImportsNoUIKitAndItsEntryIsAView() throws {
        let directory = try TemporaryDirectory()
        for pattern in ["viper", "mvp", "mvvm"] {
            let run = try CLIRunner.run(
                ["Screen\(pattern.uppercased())", "--pattern", pattern, "--ui", "swiftui"], in: directory.url)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let sources = directory.files().filter { $0.hasPrefix("App/") }
        #expect(sources.count == 5 + 4 + 3)
        for file in sources {
            #expect(directory.read(file)?.contains("import UIKit") == false, "\(file) imports UIKit")
        }
        #expect(
            directory.read("App/Modules/ScreenVIPER/ScreenVIPERRouter.swift")?.contains(
                "static func makeModule(onClose: (@MainActor () -> Void)? = nil) -> ScreenVIPERView") == true,
            "a pure SwiftUI router closes through the onClose its opener gives the factory")
        #expect(
            directory.read("App/Modules/ScreenMVP/ScreenMVPBuilder.swift")?.contains(
                "static func makeModule() -> ScreenMVPView") == true)
        #expect(
            directory.read("App/Modules/ScreenMVVM/ScreenMVVMBuilder.swift")?.contains(
                "static func makeModule() -> ScreenMVVMView") == true)
    }
}
