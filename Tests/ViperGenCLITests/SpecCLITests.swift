import Foundation
import TestSupport
import Testing

/// `viper-gen generate` driven by viper-gen.json: discovery, precedence, layouts, headers,
/// errors, idempotence at scale.
@Suite struct SpecCLITests {
    @Test func initWritesAStarterSpecThatGeneratesAndNeverOverwrites() throws {
        let directory = try TemporaryDirectory()
        let first = try CLIRunner.run(["init"], in: directory.url)
        #expect(first.status == 0)
        #expect(first.stdout.hasPrefix("create     viper-gen.json\n"))
        let spec = try #require(directory.read("viper-gen.json"))
        let second = try CLIRunner.run(["init"], in: directory.url)
        #expect(second.status == 1)
        #expect(second.stderr.contains("viper-gen.json already exists"))
        #expect(directory.read("viper-gen.json") == spec)

        let generate = try CLIRunner.run(["generate"], in: directory.url)
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(directory.files().contains("App/Modules/TaskList/TaskListRouter.swift"))
        #expect(directory.files().contains("App/Modules/Settings/SettingsViewModel.swift"))
        let router = try #require(directory.read("App/Modules/TaskList/TaskListRouter.swift"))
        #expect(router.contains("static func makeModule(userId: String) -> UIViewController"))
    }

    @Test func theSpecIsFoundInAParentDirectoryUpToTheRepositoryRoot() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "viper-gen.json", #"{"defaults": {"pattern": "mvp", "output": "Sources/App"}, "modules": []}"#)
        try directory.write("Feature/Sub/.keep", "")
        let nested = directory.url.appendingPathComponent("Feature/Sub")
        let result = try CLIRunner.run(["Profile", "--dry-run"], in: nested)
        #expect(result.status == 0, "\(result.stderr)")
        // Paths in the spec are relative to the spec's folder; the report shows them from here.
        #expect(result.stdout.hasPrefix("using ../../viper-gen.json\n"))
        #expect(
            result.stdout.contains("create     ../../Sources/App/Profile/ProfilePresenter.swift"),
            "config defaults apply to a named module")
        #expect(result.stdout.contains("ProfileBuilder.swift"), "pattern mvp comes from the config")

        // A .git directory marks the repository root: the search stops there.
        try directory.write("Feature/.git/HEAD", "ref: refs/heads/main\n")
        let stopped = try CLIRunner.run(["Profile", "--dry-run"], in: nested)
        #expect(
            stopped.stdout.contains("create     App/Modules/Profile/ProfileProtocols.swift"),
            "no config above the .git root")
        #expect(stopped.stdout.contains("ProfileRouter.swift"), "built-in default pattern is viper")
    }

    /// `viper-gen Login --pattern mvvm` in a project whose spec declares VIPER roles for another
    /// module: the flag is about Login, so the other module's roles are not held against it.
    @Test func aPatternFlagWithNamedModulesChangesOnlyThose() throws {
        let directory = try TemporaryDirectory()
        try directory.write("viper-gen.json", #"{"modules": [{"name": "TaskList", "interactor": ["fetchTasks()"]}]}"#)
        let named = try CLIRunner.run(["Login", "--pattern", "mvvm"], in: directory.url)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(
            named.stderr
                == "warning: module \"Login\" is not in viper-gen.json; generate --check and --prune will count its files as orphans. Add it to the spec with 'viper-gen add Login'\n"
        )
        #expect(named.stdout.contains("create     App/Modules/Login/LoginViewModel.swift"))
        #expect(!named.stdout.contains("TaskList"))

        // Every module: the flag makes TaskList MVVM too, and its VIPER role is an error.
        let all = try CLIRunner.run(["generate", "--pattern", "mvvm", "--dry-run"], in: directory.url)
        #expect(all.status == 1)
        #expect(
            all.stderr == """
                viper-gen.json:1:35: error: modules[0].interactor: 'interactor' is not a role of an MVVM module; valid: viewModel, state, entities, services, requests, input
                viper-gen.json: 1 error; nothing was generated.

                """)
    }

    /// `--binding` is for the MVVM modules of a mixed spec: no warning while one is generated.
    @Test func aBindingFlagForAMixedSpecIsNotWarnedAbout() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "viper-gen.json", #"{"modules": [{"name": "Login"}, {"name": "Settings", "pattern": "mvvm"}]}"#)
        let all = try CLIRunner.run(["generate", "--binding", "combine", "--dry-run"], in: directory.url)
        #expect(all.status == 0)
        #expect(all.stderr == "")
        let viperOnly = try CLIRunner.run(["generate", "Login", "--binding", "combine", "--dry-run"], in: directory.url)
        #expect(
            viperOnly.stderr
                == "warning: --binding has no effect: Login is VIPER, and bindings apply to MVVM modules (add --pattern mvvm)\n"
        )
    }

    @Test func flagsOverrideTheConfigAndModuleKeysOverrideBoth() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "viper-gen.json",
            #"""
            {"defaults": {"pattern": "mvp", "ui": "uikit", "tests": "none"},
             "modules": [{"name": "Home"}, {"name": "Feed", "pattern": "mvc"}]}
            """#)
        let result = try CLIRunner.run(
            ["generate", "--pattern", "mvvm", "--tests", "xctest", "--dry-run"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("App/Modules/Home/HomeViewModel.swift"), "--pattern overrides defaults.pattern")
        #expect(
            result.stdout.contains("AppTests/Modules/Home/HomeViewModelTests.swift"), "--tests overrides defaults.tests"
        )
        #expect(result.stdout.contains("App/Modules/Feed/FeedViewController.swift"), "a module's own pattern wins")
        #expect(!result.stdout.contains("FeedViewModel"))
    }

    @Test func specErrorsAreReportedTogetherWithPositionsAndNothingIsWritten() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "viper-gen.json",
            """
            {
              "defaults": { "patern": "viper" },
              "modules": [
                { "name": "user profile" },
                { "name": "Settings", "pattern": "mvvm", "interactor": ["load()"] },
                { "name": "Tasks", "view": ["showTasks(_ tasks: [Task]"] }
              ]
            }
            """)
        let result = try CLIRunner.run(["generate"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix("viper-gen.json:2:17: error: defaults.patern:") && $0.contains("did you mean \"pattern\"?")
            }, "\(result.stderr)")
        #expect(
            lines.contains {
                $0.hasPrefix("viper-gen.json:4:15: error: modules[0].name:") && $0.contains("\"UserProfile\"")
            }, "\(result.stderr)")
        #expect(
            lines.contains {
                $0.contains("modules[1].interactor")
                    && $0.contains("viewModel, state, entities, services, requests, input")
            }, "\(result.stderr)")
        #expect(lines.contains { $0.contains("modules[2].view[0]") }, "\(result.stderr)")
        #expect(result.stderr.contains("nothing was generated"))
        #expect(directory.files() == ["viper-gen.json"])
    }

    @Test func aMissingSpecFileIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let result = try CLIRunner.run(["generate", "--spec", "nope.json"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("spec file 'nope.json' does not exist"))
    }

    @Test(arguments: [
        ("module", "App/Modules/Login/LoginPresenter.swift", "AppTests/Modules/Login/LoginMocks.swift"),
        ("type", "App/Modules/Presenters/LoginPresenter.swift", "AppTests/Modules/Mocks/LoginMocks.swift"),
        (
            "domain", "App/Modules/Authentication/Login/LoginPresenter.swift",
            "AppTests/Modules/Authentication/Login/LoginMocks.swift"
        )
    ])
    func layoutsPlaceFiles(layout: String, source: String, test: String) throws {
        let directory = try TemporaryDirectory()
        let result = try CLIRunner.run(["Login", "--layout", layout, "--domain", "Authentication"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(directory.files().contains(source))
        #expect(directory.files().contains(test))
    }

    @Test func layoutDomainWithoutADomainIsAnError() throws {
        let directory = try TemporaryDirectory()
        let result = try CLIRunner.run(["Login", "--layout", "domain"], in: directory.url)
        #expect(result.status == 2, "a flag is missing: a usage error")
        #expect(result.stderr.contains("layout 'domain' needs a domain; pass --domain NAME"))
        #expect(directory.files().isEmpty)
    }

    @Test func headersComeFromTheConfigAndAreAbsentOtherwise() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "viper-gen.json",
            #"""
            {"defaults": {"header": {"project": "MyApp", "author": "Jane Doe", "company": "Acme", "year": "2026"}}, "modules": [{"name": "Login"}]}
            """#)
        _ = try CLIRunner.run(["generate"], in: directory.url)
        let presenter = try #require(directory.read("App/Modules/Login/LoginPresenter.swift"))
        #expect(
            presenter.hasPrefix(
                """
                //
                //  LoginPresenter.swift
                //  MyApp
                //
                //  Created by Jane Doe.
                //  Copyright © 2026 Acme. All rights reserved.
                //

                import Foundation
                """))
        let plain = try TemporaryDirectory()
        _ = try CLIRunner.run(["Login"], in: plain.url)
        #expect(plain.read("App/Modules/Login/LoginPresenter.swift")?.hasPrefix("import Foundation\n") == true)
    }

    /// The project contract: a 200-module spec (every pattern mixed) generates, and a second run reports
    /// every file `unchanged`.
    @Test func twoHundredModulesGenerateAndASecondRunIsANoOp() throws {
        let directory = try TemporaryDirectory()
        let patterns = ["viper", "mvp", "mvvm", "mvc"]
        let modules = (0..<200).map { index in
            // Every third module SwiftUI: pure for VIPER, MVP and MVVM, hosted for MVC (which has no pure flavour).
            "{\"name\": \"Screen\(index)\", \"pattern\": \"\(patterns[index % 4])\", \"ui\": \"\(index % 3 == 0 ? (index % 4 == 3 ? "swiftui-hosted" : "swiftui") : "uikit")\"}"
        }
        try directory.write("viper-gen.json", "{\"modules\": [\(modules.joined(separator: ","))]}")
        let first = try CLIRunner.run(["generate", "--format", "json"], in: directory.url)
        #expect(first.status == 0, "\(first.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        let created = (report["summary"] as? [String: Int])?["create"] ?? 0
        #expect(created == (report["files"] as? [Any])?.count)
        // 50 modules of each pattern, none with services, outputs or entities: VIPER 9 files, MVP 6,
        // MVVM 5 (4 for the 17 in SwiftUI: no mocks file), MVC 3 (no mocks file).
        #expect(created == 1_133)
        #expect(directory.files().count == created + 2, "the spec, the files and viper-gen.lock")

        let second = try CLIRunner.run(["generate", "--format", "json"], in: directory.url)
        #expect(second.status == 0)
        let again = try #require(try JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as? [String: Any])
        #expect((again["summary"] as? [String: Int])?["unchanged"] == created)
        #expect((again["summary"] as? [String: Int])?["create"] == 0)
        let check = try CLIRunner.run(["generate", "--check"], in: directory.url)
        #expect(check.status == 0)
    }
}
