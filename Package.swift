// swift-tools-version: 6.2
import PackageDescription

/// Every target is built in Swift 6 language mode with warnings treated as errors.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "viper-gen",
    // What others may depend on: the tool, its `swift package` verb, and the four engines that
    // know nothing of viper-gen (a template engine, a line merge, a project-file editor, a Swift
    // reader). ViperGenKit is the tool's own logic, shared by its targets with `package` access
    // and no promise of a stable API, so it is not a product.
    products: [
        .executable(name: "viper-gen", targets: ["viper-gen"]),
        // `swift package --allow-writing-to-package-directory viper-gen Login` in a package that depends on this one.
        .plugin(name: "ViperGenCommand", targets: ["ViperGenCommand"]),
        .library(name: "Mustache", targets: ["Mustache"]),
        .library(name: "TextMerge", targets: ["TextMerge"]),
        .library(name: "XcodeProject", targets: ["XcodeProject"]),
        .library(name: "SwiftSource", targets: ["SwiftSource"])
    ],
    targets: [
        // The utilities every other target would otherwise write again: the one JSON string
        // escaper (`JSONText`) and the one "did you mean" algorithm (`Suggestion`). Depends on
        // nothing, so the engines that use it can still be published with it alone.
        .target(name: "TextSupport", swiftSettings: strict),
        // A logic-less template engine: the full Mustache spec plus inheritance and dynamic names.
        .target(name: "Mustache", dependencies: ["TextSupport", "WorkSharing"], swiftSettings: strict),
        // Line diff (Myers, linear space), three-way merge and unified diffs; no knowledge of modules.
        .target(name: "TextMerge", swiftSettings: strict),
        // Reads existing Swift code (lexer, declarations, lizard-compatible complexity) for
        // `assess`; no knowledge of patterns.
        .target(name: "SwiftSource", swiftSettings: strict),
        // `assess`: measures a Swift codebase (complexity, coupling, cohesion, testability, layer
        // violations), detects each module's pattern, and scores it as the source documents do.
        .target(name: "Assessment", dependencies: ["SwiftSource", "WorkSharing", "TextSupport"], swiftSettings: strict),
        // Work split over the machine's cores (threads, a lock, a producer/consumer queue); no
        // knowledge of what the work is.
        .target(name: "WorkSharing", swiftSettings: strict),
        // Reads and edits Xcode's project.pbxproj by splicing text; no knowledge of modules.
        .target(name: "XcodeProject", dependencies: ["WorkSharing"], swiftSettings: strict),
        // SHA-256 and the template fingerprint, shared by the kit and the build-time embedder.
        .target(name: "ContentHash", dependencies: ["CSHA256"], swiftSettings: strict),
        // SHA-256's compression on the processor's SHA instructions, where it has them.
        .target(name: "CSHA256"),
        // The system calls Swift's C library modules do not declare (renameat2), in C.
        .target(name: "CSystemCalls"),
        // The spec: its values, its JSON reader and decoder, the method-signature parser and the
        // names mocks use; what the spec and signature fuzzers build (fuzz/run.sh).
        .target(name: "ViperGenSpec", dependencies: ["TextSupport"], swiftSettings: strict),
        // The product logic: templates, generation plans, writing, evaluation (the spec re-exported).
        .target(
            name: "ViperGenKit",
            dependencies: [
                "ViperGenSpec", "Mustache", "TextMerge", "ContentHash", "XcodeProject", "SwiftSource", "CSystemCalls",
                "WorkSharing",
                "TextSupport"
            ],
            swiftSettings: strict,
            plugins: ["EmbedTemplates"]
        ),
        // `assess --spec`: the architecture a spec declares (the kit's plan and app graph) as the
        // Assessment module's pure values, for the CLI and the MCP server.
        .target(name: "SpecConformance", dependencies: ["ViperGenKit", "Assessment"], swiftSettings: strict),
        // The Model Context Protocol server of `viper-gen mcp`: JSON-RPC 2.0 (read with the kit's
        // JSON reader), the tools (the kit's runs, as the CLI's commands use them) and resources.
        .target(
            name: "MCPServer",
            dependencies: ["ViperGenKit", "Assessment", "SpecConformance", "WorkSharing", "TextSupport"],
            swiftSettings: strict),
        // The command-line interface: argument parsing and output only.
        .executableTarget(
            name: "viper-gen",
            dependencies: ["ViperGenKit", "Assessment", "SpecConformance", "WorkSharing", "TextSupport", "MCPServer"],
            swiftSettings: strict),
        // bench/run.sh's render benchmark: contexts and templates, no disk.
        .executableTarget(
            name: "viper-gen-bench", dependencies: ["ViperGenKit"], path: "bench/Sources/viper-gen-bench",
            swiftSettings: strict
        ),
        // Build-time tool that turns Templates/ into Swift source carried inside the binary.
        .executableTarget(name: "TemplateEmbedder", dependencies: ["ContentHash"], swiftSettings: strict),
        .plugin(
            name: "EmbedTemplates",
            capability: .buildTool(),
            dependencies: ["TemplateEmbedder"]
        ),
        // The `viper-gen` verb of `swift package`: runs the tool in the depending package's folder.
        .plugin(
            name: "ViperGenCommand",
            capability: .command(
                intent: .custom(
                    verb: "viper-gen", description: "Generate VIPER, MVP, MVVM or MVC modules with viper-gen"),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "viper-gen writes the generated modules, their tests and viper-gen.lock into the package")
                ]
            ),
            dependencies: ["viper-gen"]
        ),
        .testTarget(
            name: "MustacheTests", dependencies: ["Mustache", "TestSupport"], exclude: ["Fixtures"],
            swiftSettings: strict),
        .testTarget(
            name: "ViperGenKitTests",
            dependencies: ["ViperGenKit", "ContentHash", "TestSupport", "TextSupport", "XcodeProject"],
            swiftSettings: strict),
        .testTarget(name: "TextMergeTests", dependencies: ["TextMerge", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject"], swiftSettings: strict),
        .testTarget(
            name: "SwiftSourceTests", dependencies: ["SwiftSource"], exclude: ["Fixtures"], swiftSettings: strict),
        .testTarget(name: "AssessmentTests", dependencies: ["Assessment", "TextSupport"], swiftSettings: strict),
        .testTarget(name: "WorkSharingTests", dependencies: ["WorkSharing"], swiftSettings: strict),
        // Helpers shared by the end-to-end test targets: run the built binary, temporary folders.
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strict),
        .testTarget(name: "ViperGenCLITests", dependencies: ["viper-gen", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "MCPServerTests", dependencies: ["MCPServer", "ViperGenKit", "TestSupport"], swiftSettings: strict),
        // Generates every combination with the built binary, then compiles it and runs its tests
        // against the UIKit/SwiftUI/Combine stand-ins in Tests/Fixtures/StandIns.
        .testTarget(name: "GeneratedCodeTests", dependencies: ["viper-gen", "TestSupport"], swiftSettings: strict)
    ],
    swiftLanguageModes: [.v6]
)
