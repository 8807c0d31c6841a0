import Foundation
import TestSupport
import Testing

/// The `viper-gen` command plugin, used as a consumer package would: a package in a temporary
/// folder that depends on this repository by path. Slow (SwiftPM builds the tool for the
/// consumer: 30-45 s on two cores), so it runs only with `VIPER_GEN_PLUGIN_TEST=1`.
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["VIPER_GEN_PLUGIN_TEST"] == "1",
        "set VIPER_GEN_PLUGIN_TEST=1 to run the SwiftPM plugin test (it builds viper-gen in a consumer package: about a minute)"
    ))
struct SwiftPMPluginTests {
    /// Runs `swift ARGUMENTS` in `directory` with the test's own environment (toolchain, home
    /// for SwiftPM's caches).
    func swift(_ arguments: [String], in directory: URL) throws -> CLIResult {
        let swift = try #require(CLIRunner.tool(named: "swift"))
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        return try CLIRunner.run(arguments, in: directory, environment: environment, binary: swift)
    }

    @Test func aConsumerPackageListsAndRunsThePlugin() throws {
        let consumer = try TemporaryDirectory()
        try consumer.write(
            "Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Consumer",
                dependencies: [.package(path: \(String(reflecting: CLIRunner.repositoryRoot.path)))],
                targets: [.target(name: "App")]
            )

            """)
        try consumer.write("Sources/App/App.swift", "public enum App {}\n")

        let list = try swift(["package", "plugin", "--list"], in: consumer.url)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("‘viper-gen’ (plugin ‘ViperGenCommand’ in package ‘viper-gen’)"), "\(list.stdout)")

        let run = try swift(
            [
                "package", "--allow-writing-to-package-directory", "viper-gen", "Login", "--output",
                "Sources/App/Modules",
                "--tests-output", "Tests/AppTests/Modules", "--pattern", "mvvm", "--binding", "observation"
            ],
            in: consumer.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let files = consumer.files().filter { !$0.hasPrefix(".build/") && $0 != "Package.resolved" }
        #expect(files.contains("Sources/App/Modules/Login/LoginViewModel.swift"), "\(files)")
        #expect(files.contains("Tests/AppTests/Modules/Login/LoginViewModelTests.swift"))
        #expect(files.contains("viper-gen.lock"))
        #expect(consumer.read("Sources/App/Modules/Login/LoginViewModel.swift")?.contains("@Observable") == true)
        // The report reaches the user (SwiftPM relays a plugin's output on its standard output).
        #expect((run.stdout + run.stderr).contains("create     Sources/App/Modules/Login/LoginViewModel.swift"))

        // Paths that leave the package are refused before viper-gen runs.
        let outside = try swift(
            ["package", "--allow-writing-to-package-directory", "viper-gen", "Profile", "--output", "../Elsewhere"],
            in: consumer.url)
        #expect(outside.status != 0)
        #expect(
            outside.stderr.contains(
                "error: --output '../Elsewhere' is outside the package directory \(consumer.url.resolvingSymlinksInPath().path); the viper-gen plugin writes only inside the package (use a path relative to it)\n"
            ), "\(outside.stderr)")
        #expect(
            !FileManager.default.fileExists(
                atPath: consumer.url.deletingLastPathComponent().appendingPathComponent("Elsewhere").path))

        // viper-gen's own errors come through with its exit status.
        let invalid = try swift(
            ["package", "--allow-writing-to-package-directory", "viper-gen", "Login", "--pattern", "mvvc"],
            in: consumer.url)
        #expect(invalid.status != 0)
        #expect(
            invalid.stdout.contains("error: invalid value 'mvvc' for --pattern; valid values: viper, mvp, mvvm, mvc\n"),
            "\(invalid.stdout)")
        #expect(
            invalid.stderr.contains("error: viper-gen Login --pattern mvvc failed with exit status 2\n"),
            "\(invalid.stderr)")
    }
}
