import Foundation
import TestSupport
import Testing

/// `make install`, `make uninstall`, `make build`, and the package layout Mint expects.
@Suite struct InstallTests {
    static let makeTool = CLIRunner.tool(named: "make")

    /// Runs `make ARGUMENTS` in the repository.
    func make(_ arguments: [String]) throws -> CLIResult {
        let make = try #require(Self.makeTool)
        return try CLIRunner.run(
            ["--no-print-directory", "-C", CLIRunner.repositoryRoot.path] + arguments, binary: make)
    }

    /// `make install BIN=...` installs a built binary and the man page it prints; `make
    /// uninstall` removes both.
    @Test(.enabled(if: InstallTests.makeTool != nil, "make is not installed"))
    func installPutsTheBinaryAndTheManPageUnderThePrefix() throws {
        let prefix = try TemporaryDirectory()
        let install = try make(["install", "PREFIX=\(prefix.path)", "BIN=\(CLIRunner.executable.path)"])
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        #expect(prefix.files() == ["bin/viper-gen", "share/man/man1/viper-gen.1"])
        let binary = prefix.url.appendingPathComponent("bin/viper-gen")
        #expect(FileManager.default.isExecutableFile(atPath: binary.path))
        let version = try CLIRunner.run(["--version"], binary: binary)
        #expect(version.stdout == (try CLIRunner.run(["--version"]).stdout))
        #expect(prefix.read("share/man/man1/viper-gen.1") == (try CLIRunner.run(["help", "--man"]).stdout))
        let uninstall = try make(["uninstall", "PREFIX=\(prefix.path)"])
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(prefix.files().isEmpty)
    }

    @Test(.enabled(if: InstallTests.makeTool != nil, "make is not installed"))
    func manWritesThePage() throws {
        let directory = try TemporaryDirectory()
        let page = directory.url.appendingPathComponent("man/viper-gen.1").path
        let result = try make(["man", "BIN=\(CLIRunner.executable.path)", "MANPAGE=\(page)"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(directory.read("man/viper-gen.1") == (try CLIRunner.run(["help", "--man"]).stdout))
    }

    /// `make build` is the release build CI tests and the bench measures: Tools/release-build.sh,
    /// with the swift driver `make` was given.
    @Test(.enabled(if: InstallTests.makeTool != nil, "make is not installed"))
    func buildIsTheReleaseBuildScript() throws {
        let result = try make(["-n", "build", "SWIFT=/opt/swift/bin/swift"])
        #expect(result.status == 0)
        #expect(result.stdout == "SWIFT=\"/opt/swift/bin/swift\" bash Tools/release-build.sh --product viper-gen\n")
    }

    /// The release build is static on Linux, with metadata reached through accessors
    /// (Tools/release-build.sh says why), and passes its arguments on to `swift build`.
    @Test func theReleaseBuildScriptIsStaticOnLinux() throws {
        let bash = try #require(CLIRunner.tool(named: "bash"))
        let echo = try #require(CLIRunner.tool(named: "echo"))
        let script = CLIRunner.repositoryRoot.appendingPathComponent("Tools/release-build.sh").path
        let result = try CLIRunner.run(
            [script, "--product", "viper-gen"], environment: ["SWIFT": echo.path, "PATH": "/usr/bin:/bin"], binary: bash
        )
        #expect(result.status == 0, "\(result.stderr)")
        #if os(Linux)
        #expect(
            result.stdout
                == "build -c release --static-swift-stdlib -Xswiftc -static-executable -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors --product viper-gen\n"
        )
        #else
        #expect(result.stdout == "build -c release --product viper-gen\n")
        #endif
    }

    /// Mint builds `swift build -c release --product NAME` for each executable product and
    /// installs the binary by that name: the product must be `viper-gen`.
    @Test func mintFindsTheExecutableProductViperGen() throws {
        let swift = try #require(CLIRunner.tool(named: "swift"))
        let scratch = try TemporaryDirectory()
        let result = try CLIRunner.run(
            [
                "package", "--package-path", CLIRunner.repositoryRoot.path, "--scratch-path", scratch.path,
                "dump-package"
            ],
            environment: ["HOME": scratch.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
            binary: swift)
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let products = try #require(manifest["products"] as? [[String: Any]])
        let executables = products.filter { ($0["type"] as? [String: Any])?["executable"] != nil }.compactMap {
            $0["name"] as? String
        }
        #expect(executables.contains("viper-gen"))
        let plugins = products.filter { ($0["type"] as? [String: Any])?["plugin"] != nil }.compactMap {
            $0["name"] as? String
        }
        #expect(plugins == ["ViperGenCommand"])
    }
}
