import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A catalogue of hostile input, end to end through the built binary (issue #6, part 2).
///
/// Every case runs `viper-gen` in a fresh sandbox and checks the exit status, that standard error
/// names the problem and where it is (file:line:col and key path, the argument, or the path on
/// disk), and that nothing was written anywhere: the whole sandbox — the project directory and an
/// `outside` directory next to it that links and escaping paths point at — is snapshotted
/// (paths, kinds, permissions, bytes, link targets) before and after the run and must not change.
@Suite struct HostileInputTests {
    /// One row of the catalogue.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Prepares the sandbox (files, links, locks, mounts) before the snapshot is taken.
        var setup: @Sendable (Sandbox) throws -> Void = { _ in }
        var arguments: [String]
        var status: Int32
        /// Substrings standard error must contain, in this order.
        var stderr: [String]
        /// Substrings standard output must contain; when empty, standard output must be empty.
        var stdout: [String] = []
        /// How the binary is started.
        var launcher: Launcher = .direct
        /// FIXME(lead) marker: the case documents a defect outside this suite's files.
        var knownIssue: String?

        var testDescription: String { name }
    }

    /// How the binary is started.
    enum Launcher: Sendable {
        case direct
        /// Through `/bin/sh -c 'ulimit -f BLOCKS; exec viper-gen …'`.
        case fileSizeLimit(blocks: Int)
        /// Killed after `seconds` (through `timeout(1)`), so that a hang fails instead of
        /// stalling the suite.
        case deadline(seconds: Int)
    }

    /// The folders of one case: `root` holds `project` (the current directory, a `.git` root so
    /// that no `viper-gen.json` above it is found) and `outside`, a folder that must stay intact.
    final class Sandbox: @unchecked Sendable {
        let root: URL
        let project: URL
        let outside: URL
        /// The current directory of the run (the project unless a case moves it).
        var workingDirectory: URL
        var launcher: Launcher?
        var stderrOverride: [String]?
        private(set) var cleanups: [() -> Void] = []

        init(root: URL) throws {
            self.root = root
            project = root.appendingPathComponent("project")
            outside = root.appendingPathComponent("outside")
            workingDirectory = project
            try FileManager.default.createDirectory(
                at: project.appendingPathComponent(".git"), withIntermediateDirectories: true)
            try write("../outside/keep.txt", "outside the project\n")
        }

        func url(_ relative: String) -> URL { project.appendingPathComponent(relative) }

        func write(_ relative: String, _ text: String) throws {
            try write(relative, bytes: Array(text.utf8))
        }

        func write(_ relative: String, bytes: [UInt8]) throws {
            let target = url(relative)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: target)
        }

        func directory(_ relative: String) throws {
            try FileManager.default.createDirectory(at: url(relative), withIntermediateDirectories: true)
        }

        func link(_ relative: String, to destination: String) throws {
            try FileManager.default.createDirectory(
                at: url(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url(relative).path, withDestinationPath: destination)
        }

        func fifo(_ relative: String) throws {
            try FileManager.default.createDirectory(
                at: url(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
            guard mkfifo(url(relative).path, 0o644) == 0 else { throw SetupFailure("mkfifo \(relative)") }
        }

        /// Makes a directory refuse new entries: `chmod 555` for a user; root ignores
        /// permissions, so `chattr +i` (immutable) there. Undone after the run.
        func lock(_ relative: String) throws {
            let target = url(relative)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            if getuid() == 0 {
                guard try HostileInputTests.tool("/usr/bin/chattr", ["+i", target.path]) == 0 else {
                    throw SetupFailure("chattr +i \(relative)")
                }
                cleanups.append { _ = try? HostileInputTests.tool("/usr/bin/chattr", ["-i", target.path]) }
            } else {
                guard chmod(target.path, 0o555) == 0 else { throw SetupFailure("chmod 555 \(relative)") }
                cleanups.append { chmod(target.path, 0o755) }
            }
        }

        /// A 64 kB tmpfs at `relative`, made the working directory; without the permission to
        /// mount, a `ulimit -f` file size limit stands in for the full disk.
        func tinyDisk(_ relative: String) throws {
            let target = url(relative)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            workingDirectory = target
            if getuid() == 0,
                (try? HostileInputTests.tool("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", target.path]))
                    == 0
            {
                cleanups.append { _ = try? HostileInputTests.tool("/bin/umount", ["-l", target.path]) }
            } else {
                launcher = .fileSizeLimit(blocks: 2)
                stderrOverride = ["error: cannot write ", "File too large"]
            }
        }

        func cleanUp() {
            for cleanup in cleanups.reversed() { cleanup() }
            cleanups = []
        }
    }

    struct SetupFailure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = "setup failed: \(description)" }
    }

    // MARK: - The test

    @Test(arguments: HostileInputTests.cases)
    func hostileInput(_ hostile: Case) throws {
        let directory = try TemporaryDirectory()
        let sandbox = try Sandbox(root: directory.url)
        defer {
            sandbox.cleanUp()
            withExtendedLifetime(directory) {}
        }
        try hostile.setup(sandbox)
        let before = Snapshot(of: directory.url)
        let result = try Self.run(
            hostile.arguments, in: sandbox.workingDirectory, launcher: sandbox.launcher ?? hostile.launcher)
        let after = Snapshot(of: directory.url)
        let expectedStderr = sandbox.stderrOverride ?? hostile.stderr

        let check = {
            #expect(result.status == hostile.status, "exit status; stderr: \(result.stderr.prefix(2_000))")
            let changes = before.differences(to: after)
            #expect(changes.isEmpty, "the run changed the file system:\n\(changes.prefix(20).joined(separator: "\n"))")
            Self.expectInOrder(expectedStderr, in: result.stderr, stream: "stderr")
            if hostile.stdout.isEmpty {
                #expect(result.stdout.isEmpty, "stdout should be empty: \(result.stdout.prefix(1_000))")
            } else {
                Self.expectInOrder(hostile.stdout, in: result.stdout, stream: "stdout")
            }
            #expect(!result.stderr.contains("Fatal error"), "crashed: \(result.stderr.prefix(2_000))")
        }
        if let issue = hostile.knownIssue {
            withKnownIssue(Comment(rawValue: issue)) { check() }
        } else {
            check()
        }
    }

    static func expectInOrder(_ expected: [String], in text: String, stream: String) {
        var rest = text[...]
        for piece in expected {
            guard let range = rest.range(of: piece) else {
                Issue.record("\(stream) lacks \(String(reflecting: piece)) (in order); it was:\n\(text.prefix(2_000))")
                return
            }
            rest = rest[range.upperBound...]
        }
    }

    static func run(_ arguments: [String], in directory: URL, launcher: Launcher) throws -> CLIResult {
        let binary = CLIRunner.executable.path
        switch launcher {
        case .direct:
            return try CLIRunner.run(arguments, in: directory)
        case .fileSizeLimit(let blocks):
            return try CLIRunner.run(
                ["-c", "ulimit -f \(blocks) && exec \"$0\" \"$@\"", binary] + arguments, in: directory,
                binary: URL(fileURLWithPath: "/bin/sh"))
        case .deadline(let seconds):
            let timeout = "/usr/bin/timeout"
            guard FileManager.default.isExecutableFile(atPath: timeout) else {
                return try CLIRunner.run(arguments, in: directory)
            }
            return try CLIRunner.run(
                ["-s", "KILL", "\(seconds)", binary] + arguments, in: directory, binary: URL(fileURLWithPath: timeout))
        }
    }

    static func tool(_ path: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    // MARK: - Helpers for the table

    /// A spec in `viper-gen.json` of the project.
    static func spec(_ text: String) -> @Sendable (Sandbox) throws -> Void {
        { try $0.write("viper-gen.json", text) }
    }

    /// A user template folder `T` whose files are given by path.
    static func templates(_ files: [String: String]) -> @Sendable (Sandbox) throws -> Void {
        { sandbox in
            try sandbox.directory("T/viper")
            for (path, text) in files { try sandbox.write("T/\(path)", text) }
        }
    }

    /// A `viper/template.json` extending the built-in set with one file.
    static func manifest(_ entry: String, template: String = "X.mustache", text: String = "// {{module}}\n")
        -> @Sendable (Sandbox) throws -> Void
    {
        templates([
            "viper/template.json": "{\"extends\": \"viper\", \"files\": [\(entry)]}\n",
            "viper/\(template)": text
        ])
    }

    static let tenKilobyteName = String(repeating: "A", count: 10_240)

    // MARK: - The catalogue

    static let cases: [Case] = moduleNames + specs + templateCases + fileSystem

    /// The modules of the huge spec: 10,000 in the full suite, 2,000 in the default one.
    static let hugeSpecModules = FullSuite.isEnabled ? 10_000 : 2_000

    /// Module names on the command line are usage errors (status 2) that quote the argument.
    static let moduleNames: [Case] = [
        Case(name: "name: empty", arguments: [""], status: 2, stderr: ["error: invalid module name \"\": is empty"]),
        Case(
            name: "name: Swift keyword", arguments: ["class"], status: 2,
            stderr: ["invalid module name \"class\": is a Swift keyword", "did you mean \"Class\"?"]),
        Case(
            name: "name: keyword Protocol", arguments: ["Protocol"], status: 2,
            stderr: ["invalid module name \"Protocol\": is a Swift keyword"]),
        Case(
            name: "name: digits first", arguments: ["1Login"], status: 2,
            stderr: ["invalid module name \"1Login\": starts with a digit", "did you mean \"Login\"?"]),
        Case(
            name: "name: all digits", arguments: ["123"], status: 2,
            stderr: ["invalid module name \"123\": starts with a digit"]),
        Case(
            name: "name: space", arguments: ["user profile"], status: 2,
            stderr: ["invalid module name \"user profile\": contains U+0020 (SPACE)", "did you mean \"UserProfile\"?"]),
        Case(
            name: "name: Cyrillic look-alike", arguments: ["L\u{043E}gin"], status: 2,
            stderr: [
                "invalid module name \"L\u{043E}gin\"", "U+043E CYRILLIC SMALL LETTER O", "did you mean \"Login\"?"
            ]),
        Case(
            name: "name: fullwidth look-alike", arguments: ["\u{FF2C}ogin"], status: 2,
            stderr: ["invalid module name \"\u{FF2C}ogin\"", "U+FF2C FULLWIDTH LATIN CAPITAL LETTER L"]),
        Case(
            name: "name: Roman numeral look-alike", arguments: ["\u{216C}ogin"], status: 2,
            stderr: ["U+216C ROMAN NUMERAL FIFTY"]),
        Case(
            name: "name: zero-width space", arguments: ["Log\u{200B}in"], status: 2,
            stderr: ["invalid module name", "U+200B (ZERO WIDTH SPACE)"]),
        Case(
            name: "name: right-to-left override", arguments: ["\u{202E}nigoL"], status: 2,
            stderr: ["invalid module name", "U+202E (RIGHT-TO-LEFT OVERRIDE)"]),
        Case(
            name: "name: line feed", arguments: ["Log\nin"], status: 2,
            stderr: ["invalid module name \"Log\\nin\": contains U+000A (LINE FEED), a control character"]),
        Case(
            name: "name: ..", arguments: [".."], status: 2,
            stderr: ["invalid module name \"..\": contains '..', a parent-directory reference"]),
        Case(
            name: "name: /", arguments: ["/"], status: 2,
            stderr: ["invalid module name \"/\": contains '/', a path separator"]),
        Case(
            name: "name: climbing path", arguments: ["../../outside/Login"], status: 2,
            stderr: ["invalid module name \"../../outside/Login\": contains '..'"]),
        Case(
            name: "name: absolute path", arguments: ["/tmp/Login"], status: 2,
            stderr: ["invalid module name \"/tmp/Login\": contains '/', a path separator"]),
        Case(
            name: "name: 10 kB long", arguments: [tenKilobyteName], status: 2,
            stderr: ["invalid module name \"AAAA", "is 10240 characters long; the limit is 100"]),
        Case(
            name: "name: ends like a generated type", arguments: ["LoginPresenter"], status: 2,
            stderr: [
                "invalid module name \"LoginPresenter\": ends with 'Presenter'", "'LoginPresenterPresenter'",
                "did you mean \"Login\"?"
            ]),
        Case(
            name: "name: Swift's Task", arguments: ["Task"], status: 2,
            stderr: ["invalid module name \"Task\": would shadow Swift's 'Task'", "did you mean \"AppTask\"?"]),
        Case(
            name: "name: SwiftUI's View", arguments: ["View"], status: 2,
            stderr: ["invalid module name \"View\": would shadow SwiftUI's 'View'"]),
        Case(
            name: "name: Swift's Error", arguments: ["Error"], status: 2,
            stderr: ["invalid module name \"Error\": would shadow Swift's 'Error'"]),
        Case(
            name: "name: one bad name among good ones writes nothing",
            arguments: ["generate", "Login", "Lo gin", "Settings"], status: 2,
            stderr: ["invalid module name \"Lo gin\""]),
        Case(
            name: "name: differs from another only by case",
            arguments: ["Login", "LOGIN"], status: 2,
            stderr: ["module names \"Login\" and \"LOGIN\" differ only by case"]
        )
    ]

    /// `viper-gen.json` problems: status 1, `viper-gen.json:line:col: error: key.path: …`.
    static let specs: [Case] = [
        Case(
            name: "spec: NUL in a name (escaped)", setup: spec(#"{"modules": [{"name": "Lo\u0000gin"}]}"#),
            arguments: ["generate"], status: 1,
            stderr: [
                "viper-gen.json:1:23: error: modules[0].name: \"Lo\\u0000gin\" is not a valid module name",
                "U+0000 (NULL)", "nothing was generated"
            ]),
        Case(
            name: "spec: raw NUL byte in a name",
            setup: {
                try $0.write(
                    "viper-gen.json", bytes: Array(#"{"modules": [{"name": "Lo"#.utf8) + [0] + Array(#"gin"}]}"#.utf8))
            },
            arguments: ["generate"], status: 1,
            stderr: [
                "viper-gen.json:1:26: error: modules[0].name: control character U+0000 is not allowed inside a string"
            ]),
        Case(
            name: "spec: name with a space", setup: spec(#"{"modules": [{"name": "user profile"}]}"#),
            arguments: ["generate"], status: 1,
            stderr: [
                "viper-gen.json:1:23: error: modules[0].name: \"user profile\" is not a valid module name",
                "did you mean \"UserProfile\"?"
            ]),
        Case(
            name: "spec: 10 kB name", setup: spec("{\"modules\": [{\"name\": \"\(tenKilobyteName)\"}]}"),
            arguments: ["generate"], status: 1,
            stderr: ["viper-gen.json:1:23: error: modules[0].name:", "is 10240 characters long"]),
        Case(
            name: "spec: entity shadows Task",
            setup: spec(#"{"modules": [{"name": "Login", "entities": [{"name": "Task", "fields": ["id: String"]}]}]}"#),
            arguments: ["generate"], status: 1,
            stderr: [
                "viper-gen.json:1:54: error: modules[0].entities[0].name: \"Task\" is not a valid entity name",
                "Swift's 'Task'"
            ]),
        Case(
            name: "spec: entity named like a generated type",
            setup: spec(#"{"modules": [{"name": "Login", "entities": [{"name": "LoginPresenter", "fields": []}]}]}"#),
            arguments: ["generate"], status: 1,
            stderr: [
                "modules[0].entities[0].name: entity \"LoginPresenter\" has the name of a type generated for module \"Login\""
            ]),
        Case(
            name: "spec: not JSON", setup: spec("hello\n"), arguments: ["generate"], status: 1,
            stderr: ["viper-gen.json:1:1: error: expected a JSON value, found 'hello'"]),
        Case(
            name: "spec: binary", setup: { try $0.write("viper-gen.json", bytes: [0, 1, 2, 0xFF]) },
            arguments: ["generate"], status: 1,
            stderr: ["viper-gen.json:1:1: error: expected a JSON value, found a NUL byte"]),
        Case(
            name: "spec: invalid UTF-8",
            setup: {
                try $0.write(
                    "viper-gen.json",
                    bytes: Array(#"{"modules": [{"name": "Lo"#.utf8) + [0xFF] + Array(#"gin"}]}"#.utf8))
            },
            arguments: ["generate"], status: 1,
            stderr: ["viper-gen.json:1:26: error: modules[0].name: invalid UTF-8 (byte 0xFF)"]),
        Case(
            name: "spec: empty file", setup: spec(""), arguments: ["generate"], status: 1,
            stderr: ["viper-gen.json:1:1: error: the file is empty"]),
        Case(
            name: "spec: truncated in a string", setup: spec(#"{"modules": [{"name": "Lo"#), arguments: ["generate"],
            status: 1,
            stderr: [
                "viper-gen.json:1:26: error: modules[0].name: unexpected end of input: the string opened at 1:23 is not closed"
            ]),
        Case(
            name: "spec: truncated after a comma", setup: spec(#"{"modules": [{"name": "Login"},"#),
            arguments: ["generate"], status: 1,
            stderr: ["viper-gen.json:1:", "error: modules", "end of input"]),
        Case(
            name: "spec: modules is an object", setup: spec(#"{"modules": {"name": "Login"}}"#),
            arguments: ["generate"], status: 1,
            stderr: ["viper-gen.json:1:13: error: modules: expected an array of modules, found an object"]),
        Case(
            name: "spec: name is a number", setup: spec(#"{"modules": [{"name": 5}]}"#), arguments: ["generate"],
            status: 1,
            stderr: ["viper-gen.json:1:23: error: modules[0].name: expected a string, found a number"]),
        Case(
            name: "spec: top level is an array", setup: spec(#"[{"name": "Login"}]"#), arguments: ["generate"],
            status: 1,
            stderr: [
                "viper-gen.json:1:1: error: expected a JSON object with \"defaults\" and \"modules\", found an array"
            ]),
        Case(
            name: "spec: pattern is a number",
            setup: spec(#"{"defaults": {"pattern": 3}, "modules": [{"name": "Login"}]}"#), arguments: ["generate"],
            status: 1,
            stderr: ["viper-gen.json:1:26: error: defaults.pattern: expected a string, found a number"]),
        Case(
            name: "spec: misspelt pattern",
            setup: spec(#"{"defaults": {"pattern": "vipr"}, "modules": [{"name": "Login"}]}"#), arguments: ["generate"],
            status: 1,
            stderr: [
                "viper-gen.json:1:26: error: defaults.pattern: \"vipr\" is not a valid pattern; did you mean \"viper\"?"
            ]),
        Case(
            name: "spec: unknown top-level key", setup: spec(#"{"modulez": []}"#), arguments: ["generate"], status: 1,
            stderr: ["viper-gen.json:1:2: error: modulez: unknown key \"modulez\"; did you mean \"modules\"?"]),
        Case(
            name: "spec: unknown module key", setup: spec(#"{"modules": [{"name": "Login", "colour": 1}]}"#),
            arguments: ["generate"], status: 1,
            stderr: ["viper-gen.json:1:32: error: modules[0].colour: unknown key \"colour\"", "valid keys: name"]),
        Case(
            name: "spec: unknown header key",
            setup: spec(#"{"defaults": {"header": {"autor": "Jane"}}, "modules": [{"name": "Login"}]}"#),
            arguments: ["generate"], status: 1,
            stderr: [
                "viper-gen.json:1:26: error: defaults.header.autor: unknown key \"autor\"; did you mean \"author\"?"
            ]),
        Case(
            name: "spec: duplicate module names", setup: spec(#"{"modules": [{"name": "Login"}, {"name": "Login"}]}"#),
            arguments: ["generate"], status: 1,
            stderr: [
                "viper-gen.json:1:42: error: modules[1].name: duplicate module name \"Login\"; it is already declared at modules[0].name (1:23)"
            ]),
        Case(
            name: "spec: module names that differ only by case",
            setup: spec(#"{"modules": [{"name": "Login"}, {"name": "LOGIN"}]}"#), arguments: ["generate"], status: 1,
            stderr: [
                "viper-gen.json:1:42: error: modules[1].name: module name \"LOGIN\" differs from \"Login\" at modules[0].name (1:23) only in case"
            ]),
        Case(
            name: "spec: duplicate key", setup: spec(#"{"modules": [{"name": "Login"}], "modules": []}"#),
            arguments: ["generate"], status: 1,
            stderr: ["viper-gen.json:1:34: error: modules: duplicate key \"modules\"; it is already defined at 1:2"]),
        Case(
            name: "spec: lone surrogate", setup: spec(#"{"modules": [{"name": "Lo\uD800gin"}]}"#),
            arguments: ["generate"], status: 1,
            stderr: ["viper-gen.json:1:", "modules[0].name: invalid unicode escape \\uD800"]),
        Case(
            name: "spec: every error reported together",
            setup: spec(#"{"modules": [{"name": "1A"}, {"name": "class"}]}"#), arguments: ["generate"], status: 1,
            stderr: [
                "modules[0].name: \"1A\"", "modules[1].name: \"class\"",
                "viper-gen.json: 2 errors; nothing was generated."
            ]),
        Case(
            name: "spec: deep nesting",
            setup: {
                try $0.write(
                    "viper-gen.json",
                    "{\"modules\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
                        + "}")
            },
            arguments: ["generate"], status: 1,
            stderr: [
                "viper-gen.json:1:", "error: too deeply nested: more than 512 arrays and objects inside each other"
            ]),
        Case(
            name: "spec: deep nesting in defaults",
            setup: {
                try $0.write(
                    "viper-gen.json",
                    "{\"defaults\": " + String(repeating: "{\"a\":", count: 50_000) + "1"
                        + String(repeating: "}", count: 50_000) + "}")
            },
            arguments: ["generate"], status: 1, stderr: ["viper-gen.json:1:", "too deeply nested"]),
        // 10,000 modules cost some 80 s of CPU against the debug binary: the default suite plans
        // 2,000, the full suite (CI, against the release binary) 10,000.
        Case(
            name: "spec: \(hugeSpecModules) modules (dry run)",
            setup: { sandbox in
                let modules = (0..<hugeSpecModules).map { "{\"name\": \"M\(String(format: "%05d", $0))\"}" }.joined(
                    separator: ", ")
                try sandbox.write("viper-gen.json", "{\"modules\": [\(modules)]}\n")
            }, arguments: ["generate", "--dry-run"], status: 0, stderr: [],
            stdout: [
                "create     App/Modules/M00000/M00000Protocols.swift",
                "AppTests/Modules/M\(String(format: "%05d", hugeSpecModules - 1))/M\(String(format: "%05d", hugeSpecModules - 1))Mocks.swift",
                "dry run, nothing written: \(9 * hugeSpecModules) files: \(9 * hugeSpecModules) create"
            ]),
        Case(
            name: "spec: absolute output",
            setup: {
                try $0.write(
                    "viper-gen.json",
                    "{\"defaults\": {\"output\": \"\($0.outside.path)\"}, \"modules\": [{\"name\": \"Login\"}]}")
            },
            arguments: ["generate"], status: 1,
            stderr: ["viper-gen.json:1:25: error: defaults.output: \"/", "is an absolute path"]),
        Case(
            name: "spec: climbing testsOutput",
            setup: spec(#"{"defaults": {"testsOutput": "AppTests/../../outside"}, "modules": [{"name": "Login"}]}"#),
            arguments: ["generate"], status: 1,
            stderr: [
                "viper-gen.json:1:30: error: defaults.testsOutput: \"AppTests/../../outside\" contains a '..' component"
            ]),
        Case(
            name: "spec: NUL in output",
            setup: spec(#"{"defaults": {"output": "App\u0000x"}, "modules": [{"name": "Login"}]}"#),
            arguments: ["generate"], status: 1,
            stderr: [
                "viper-gen.json:1:25: error: defaults.output: \"App\\u0000x\" contains a line break or control character"
            ]),
        Case(
            name: "spec: climbing domain",
            setup: spec(#"{"modules": [{"name": "Login", "layout": "domain", "domain": "../../outside"}]}"#),
            arguments: ["generate"], status: 1,
            stderr: ["viper-gen.json:1:", "modules[0].domain: \"../../outside\" is not a valid domain"]),
        Case(
            name: "spec: line break in the header",
            setup: spec(#"{"defaults": {"header": {"author": "x\nimport Evil"}}, "modules": [{"name": "Login"}]}"#),
            arguments: ["generate"], status: 1,
            stderr: [
                "viper-gen.json:1:36: error: defaults.header.author: \"x\\nimport Evil\" contains a line break or control character"
            ]),
        Case(
            name: "spec: role of another pattern",
            setup: spec(#"{"modules": [{"name": "Login", "viewModel": ["a()"]}]}"#), arguments: ["generate"], status: 1,
            stderr: [
                "viper-gen.json:1:32: error: modules[0].viewModel: 'viewModel' is not a role of a VIPER module; valid: view, presenter"
            ]),
        Case(
            name: "spec: malformed signature",
            setup: spec(#"{"modules": [{"name": "Login", "presenter": ["a() -> "]}]}"#), arguments: ["generate"],
            status: 1,
            stderr: [
                "viper-gen.json:1:",
                "error: modules[0].presenter[0]: malformed method signature \"a() -> \" at string column 7"
            ]),
        Case(
            name: "spec: --spec is a directory", setup: { try $0.directory("specs") },
            arguments: ["generate", "--spec", "specs"], status: 2, stderr: ["error: --spec 'specs' is a directory"]),
        Case(
            name: "spec: --spec does not exist", arguments: ["generate", "--spec", "missing.json"], status: 2,
            stderr: ["error: spec file 'missing.json' does not exist"])
    ]

    /// User templates (`--templates T`): status 1, `path:line:col: error:` for template text.
    static let templateCases: [Case] = [
        Case(
            name: "template: unclosed section",
            setup: templates(["viper/Presenter.swift.mustache": "{{#hasServices}}\nhello\n"]),
            arguments: ["Login", "--templates", "T"], status: 1,
            stderr: [
                "T/viper/Presenter.swift.mustache:1:1: error: unclosed section 'hasServices'", "Nothing was generated."
            ]),
        Case(
            name: "template: unclosed tag", setup: templates(["viper/Presenter.swift.mustache": "ok\na {{module\n"]),
            arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["T/viper/Presenter.swift.mustache:2:3: error: unclosed tag: expected '}}'"]),
        Case(
            name: "template: stray closing tag", setup: templates(["viper/Presenter.swift.mustache": "{{/items}}\n"]),
            arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["T/viper/Presenter.swift.mustache:1:1: error: unexpected closing tag 'items'"]),
        Case(
            name: "template: unterminated delimiter change",
            setup: templates(["viper/Presenter.swift.mustache": "{{=x}}\n"]),
            arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["T/viper/Presenter.swift.mustache:1:1: error: unclosed tag: expected '=}}'"]),
        Case(
            name: "template: empty delimiters", setup: templates(["viper/Presenter.swift.mustache": "{{= =}}\n"]),
            arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["T/viper/Presenter.swift.mustache:1:1: error: invalid set-delimiter tag"]),
        Case(
            name: "template: unclosed tag after a delimiter change",
            setup: templates(["viper/Presenter.swift.mustache": "{{=<% %>=}}\n<%module\n"]),
            arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["T/viper/Presenter.swift.mustache:2:1: error: unclosed tag: expected '%>'"]),
        Case(
            name: "template: missing variable", setup: templates(["viper/Presenter.swift.mustache": "{{nosuchvar}}\n"]),
            arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["T/viper/Presenter.swift.mustache:1:1: error: missing variable 'nosuchvar'"]),
        Case(
            name: "template: partial includes itself",
            setup: templates(["viper/Presenter.swift.mustache": "{{> viper/Presenter.swift}}\n"]),
            arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["T/viper/Presenter.swift.mustache:1:1: error:", "exceeds the maximum partial depth of 100"]),
        Case(
            name: "template: partials include each other",
            setup: templates([
                "partials/a.mustache": "{{> partials/b}}", "partials/b.mustache": "{{> partials/a}}",
                "viper/Presenter.swift.mustache": "{{> partials/a}}\n"
            ]), arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["T/partials/", "exceeds the maximum partial depth of 100"]),
        Case(
            name: "template: partial outside the root",
            setup: templates(["viper/Presenter.swift.mustache": "{{> ../../outside/keep.txt}}\n"]),
            arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["T/viper/Presenter.swift.mustache:1:1: error: missing partial '../../outside/keep.txt'"]),
        Case(
            name: "template: absolute partial",
            setup: templates(["viper/Presenter.swift.mustache": "{{> /etc/passwd}}\n"]),
            arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["T/viper/Presenter.swift.mustache:1:1: error: missing partial '/etc/passwd'"]),
        Case(
            name: "template: manifest template path escapes",
            setup: manifest(#"{"template": "../../outside/keep.txt", "path": "{{module}}X.swift"}"#),
            arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["viper/template.json: template: '../../outside/keep.txt' leaves the template folder"]),
        Case(
            name: "template: manifest template path is absolute",
            setup: manifest(#"{"template": "/etc/passwd", "path": "{{module}}X.swift"}"#),
            arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["viper/template.json: template: '/etc/passwd' leaves the template folder"]),
        Case(
            name: "template: output pattern climbs",
            setup: manifest(#"{"template": "X.mustache", "path": "../../../outside/{{module}}X.swift"}"#),
            arguments: ["Login", "--templates", "T"], status: 1,
            stderr: [
                "module Login: 'X.mustache' renders the file name '../../../outside/LoginX.swift'",
                "fix the \"path\" pattern in template.json"
            ]),
        Case(
            name: "template: output pattern is absolute",
            setup: manifest(#"{"template": "X.mustache", "path": "/tmp/{{module}}X.swift"}"#),
            arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["'X.mustache' renders the file name '/tmp/LoginX.swift'"]),
        Case(
            name: "template: output pattern renders empty",
            setup: manifest(#"{"template": "X.mustache", "path": "{{#hasServices}}x{{/hasServices}}"}"#),
            arguments: ["Login", "--templates", "T"], status: 1, stderr: ["'X.mustache' renders the file name ''"]),
        Case(
            name: "template: component climbs out of the output",
            setup: manifest(#"{"template": "X.mustache", "path": "Evil.swift", "component": "../../../outside"}"#),
            arguments: ["Login", "--templates", "T", "--layout", "type"], status: 1,
            stderr: [
                "'X.mustache' has \"component\": \"../../../outside\", which leaves the output directory",
                "Nothing was generated."
            ]),
        Case(
            name: "template: absolute component",
            setup: { sandbox in
                try manifest(
                    "{\"template\": \"X.mustache\", \"path\": \"Evil.swift\", \"component\": \"\(sandbox.outside.path)\"}"
                )(sandbox)
            }, arguments: ["Login", "--templates", "T", "--layout", "type"], status: 1,
            stderr: ["has \"component\": \"/", "which leaves the output directory"]),
        Case(
            name: "template: link to a file outside the folder",
            setup: { sandbox in
                try sandbox.directory("T/viper")
                try sandbox.link(
                    "T/viper/Presenter.swift.mustache", to: sandbox.outside.appendingPathComponent("keep.txt").path)
            }, arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["error: T/viper/Presenter.swift.mustache is a link that leads outside the template folder"]),
        Case(
            name: "template: link to a folder outside",
            setup: { sandbox in
                try sandbox.directory("T")
                try sandbox.link("T/viper", to: sandbox.outside.path)
            }, arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["error: T/viper is a link that leads outside the template folder"]),
        Case(
            name: "template: extends loop",
            setup: templates([
                "viper/template.json": #"{"extends": "mvp", "files": []}"#,
                "mvp/template.json": #"{"extends": "viper", "files": []}"#
            ]), arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["template sets extend each other in a loop: viper -> mvp -> viper"]),
        Case(
            name: "template: extends a path",
            setup: templates(["viper/template.json": #"{"extends": "../../outside", "files": []}"#]),
            arguments: ["Login", "--templates", "T"], status: 1, stderr: ["no template set named '../../outside'"]),
        Case(
            name: "template: manifest not JSON", setup: templates(["viper/template.json": #"{"extends": "viper""#]),
            arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["T/viper/template.json:1:20: error: unexpected end of input"]),
        Case(
            name: "template: manifest with a wrong type",
            setup: templates(["viper/template.json": #"{"extends": "viper", "files": 3}"#]),
            arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["T/viper/template.json:1:31: error: files: expected an array of files, found a number"]),
        Case(
            name: "template: unknown condition",
            setup: manifest(#"{"template": "X.mustache", "path": "X.swift", "when": "swiftiu"}"#),
            arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["template set 'viper': 'X.mustache' has \"when\": \"swiftiu\", which is not a context flag"]),
        Case(
            name: "template: manifest with an unknown key",
            setup: manifest(#"{"template": "X.mustache", "path": "{{module}}X.swift", "wen": "swiftui"}"#),
            arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["T/viper/template.json", "\"wen\"", "\"when\""]
        ),
        Case(
            name: "template: two entries of one set render the same path",
            setup: manifest(#"{"template": "X.mustache", "path": "{{module}}Protocols.swift", "when": ["uikit"]}"#),
            arguments: ["Login", "--templates", "T"], status: 1,
            stderr: [
                "App/Modules/Login/LoginProtocols.swift would be written by both", "Protocols.swift.mustache",
                "X.mustache"
            ]
        ),
        Case(
            name: "template: duplicate output path across modules",
            setup: manifest(#"{"template": "X.mustache", "path": "Shared.swift"}"#),
            arguments: ["Login", "Logout", "--templates", "T", "--layout", "type"], status: 1,
            stderr: [
                "error: App/Modules/Shared.swift would be written by both module Login and module Logout",
                "Nothing was generated."
            ]),
        Case(
            name: "template: not UTF-8",
            setup: { sandbox in
                try sandbox.write("T/viper/Presenter.swift.mustache", bytes: [0x7B, 0x7B, 0xFF, 0xFE, 0x7D, 0x7D])
            }, arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["error: T/viper/Presenter.swift.mustache is not readable UTF-8 text"]),
        Case(
            name: "template: folder does not exist", arguments: ["Login", "--templates", "Nope"], status: 2,
            stderr: ["error: template folder 'Nope' does not exist"]),
        Case(
            name: "template: spec folder does not exist",
            setup: spec(#"{"defaults": {"templates": "Nope"}, "modules": [{"name": "Login"}]}"#),
            arguments: ["generate"], status: 1,
            stderr: ["error: template folder 'Nope' does not exist"]),
        // A named pipe must not hang the run (contents(atPath:) does not block on one here); the deadline turns a hang
        // into a failure.
        Case(
            name: "template: named pipe in the folder", setup: { try $0.fifo("T/viper/Presenter.swift.mustache") },
            arguments: ["Login", "--templates", "T"], status: 1,
            stderr: ["error: T/viper/Presenter.swift.mustache is not readable"], launcher: .deadline(seconds: 20))
    ]

    /// The disk refuses, or is not what the plan expects: status 1, the path named, and nothing
    /// left behind (what the run wrote before the failure is removed).
    static let fileSystem: [Case] = [
        Case(
            name: "disk: project folder refuses new entries", setup: { try $0.lock("App") }, arguments: ["Login"],
            status: 1,
            stderr: ["error: cannot create directory App/Modules:"]),
        Case(
            name: "disk: module folder refuses new files", setup: { try $0.lock("App/Modules/Login") },
            arguments: ["Login"], status: 1,
            stderr: ["error: cannot write App/Modules/Login/LoginProtocols.swift:"]),
        Case(
            name: "disk: tests folder refuses after the sources were written", setup: { try $0.lock("AppTests") },
            arguments: ["Login", "Settings"], status: 1,
            stderr: ["error: cannot create directory AppTests/Modules:"]),
        Case(
            name: "disk: failure after --overwrite restores the replaced file",
            setup: { sandbox in
                try sandbox.write("App/Modules/Login/LoginPresenter.swift", "// edited by hand\n")
                chmod(sandbox.url("App/Modules/Login/LoginPresenter.swift").path, 0o600)
                try sandbox.lock("AppTests")
            }, arguments: ["Login", "--overwrite"], status: 1,
            stderr: ["error: cannot create directory AppTests/Modules:"]),
        Case(
            name: "disk: output root is a file", setup: { try $0.write("App/Modules", "not a folder\n") },
            arguments: ["Login"], status: 1,
            stderr: ["error: App/Modules is a file, but viper-gen needs a directory there"]),
        Case(
            name: "disk: --output runs through a file", setup: { try $0.write("notes.txt", "notes\n") },
            arguments: ["Login", "--output", "notes.txt/Modules"], status: 1,
            stderr: ["error: notes.txt is a file, but viper-gen needs a directory there"]),
        Case(
            name: "disk: a planned file is a directory",
            setup: { try $0.directory("App/Modules/Login/LoginPresenter.swift") }, arguments: ["Login"], status: 1,
            stderr: [
                "error: App/Modules/Login/LoginPresenter.swift is a directory, but viper-gen needs to write a file there"
            ]),
        Case(
            name: "disk: a planned file is a named pipe",
            setup: { try $0.fifo("App/Modules/Login/LoginPresenter.swift") }, arguments: ["Login"], status: 1,
            stderr: ["error: App/Modules/Login/LoginPresenter.swift is a named pipe"], launcher: .deadline(seconds: 20)),
        Case(
            name: "disk: module folder is a link outside",
            setup: { try $0.link("App/Modules/Login", to: $0.outside.path) }, arguments: ["Login"], status: 1,
            stderr: ["error: App/Modules/Login is a symbolic link; viper-gen does not write through links"]),
        Case(
            name: "disk: tests module folder is a link outside",
            setup: { try $0.link("AppTests/Modules/Login", to: $0.outside.path) }, arguments: ["Login"], status: 1,
            stderr: ["error: AppTests/Modules/Login is a symbolic link"]),
        Case(
            name: "disk: planned file is a link outside",
            setup: {
                try $0.link(
                    "App/Modules/Login/LoginPresenter.swift", to: $0.outside.appendingPathComponent("keep.txt").path)
            },
            arguments: ["Login", "--force"], status: 1,
            stderr: ["error: App/Modules/Login/LoginPresenter.swift is a symbolic link"]),
        Case(
            name: "disk: planned file is a dangling link",
            setup: {
                try $0.link(
                    "App/Modules/Login/LoginRouter.swift", to: $0.outside.appendingPathComponent("new.swift").path)
            },
            arguments: ["Login"], status: 1, stderr: ["error: App/Modules/Login/LoginRouter.swift is a symbolic link"]),
        Case(
            name: "disk: full (64 kB tmpfs)", setup: { try $0.tinyDisk("disk") },
            arguments: ["A", "B", "C", "D", "E", "F", "G", "H"], status: 1,
            stderr: ["error: cannot write ", "No space left on device"]),
        Case(
            name: "disk: file size limit (ulimit -f, SIGXFSZ)", arguments: ["Login", "Settings"], status: 1,
            stderr: ["error: cannot write ", "File too large"], launcher: .fileSizeLimit(blocks: 2))
    ]

    /// Everything below a folder, for "nothing was written anywhere": relative path → kind,
    /// permissions and bytes (or link target). Links are recorded, not followed.
    struct Snapshot {
        enum Entry: Equatable {
            case directory(mode: mode_t)
            case file(mode: mode_t, bytes: Data)
            case link(String)
            case other(mode: mode_t)
        }

        var entries: [String: Entry] = [:]

        init(of root: URL) {
            walk(root.path, relative: "")
        }

        private mutating func walk(_ path: String, relative: String) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return }
            let mode = info.st_mode & 0o7777
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                entries[relative] = .directory(mode: mode)
                let children = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                for child in children.sorted() {
                    walk(path + "/" + child, relative: relative.isEmpty ? child : relative + "/" + child)
                }
            case S_IFREG:
                entries[relative] = .file(mode: mode, bytes: FileManager.default.contents(atPath: path) ?? Data())
            case S_IFLNK:
                entries[relative] = .link((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
            default:
                entries[relative] = .other(mode: mode)
            }
        }

        /// One line per path that appeared, disappeared or changed.
        func differences(to other: Snapshot) -> [String] {
            Set(entries.keys).union(other.entries.keys).sorted().compactMap { path in
                switch (entries[path], other.entries[path]) {
                case (nil, _?): "created: \(path)"
                case (_?, nil): "removed: \(path)"
                case (let before?, let after?) where before != after: "changed: \(path)"
                default: nil
                }
            }
        }
    }
}
