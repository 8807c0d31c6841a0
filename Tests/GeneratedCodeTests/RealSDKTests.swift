import Foundation
import TestSupport
import Testing

/// The generated code of every combination, the spec fixtures and the stand-in snippets,
/// type-checked against Apple's real iOS SDK by Tests/RealSDK/check.sh, when a prepared SDK
/// folder is named by `VIPER_GEN_IOS_SDK` (see Tests/RealSDK/README.md). Without one (CI) the
/// test is skipped (never counted as passed) and its skip line says the check did not run.
struct RealSDKTests {
    static let sdk = ProcessInfo.processInfo.environment["VIPER_GEN_IOS_SDK"].flatMap { $0.isEmpty ? nil : $0 }

    @Test(
        .enabled(
            if: sdk != nil, "the real-SDK check did not run: VIPER_GEN_IOS_SDK is not set (see Tests/RealSDK/README.md)"
        ))
    func generatedCodeTypeChecksAgainstTheRealSDK() async throws {
        let script = ScratchPackage.repository.appendingPathComponent("Tests/RealSDK/check.sh")
        let result = try await ScratchPackage.run(
            URL(fileURLWithPath: "/bin/bash"), [script.path, CLIRunner.executable.path])
        let summary =
            result.stdout.split(separator: "\n").last { $0.hasPrefix("real-sdk:") }.map(String.init)
            ?? "(no summary line)"
        print(summary)
        #expect(
            result.status == 0,
            "the real-SDK check failed:\n\(result.stdout.split(separator: "\n").suffix(80).joined(separator: "\n"))")
        #expect(summary.hasPrefix("real-sdk: sources "), "unexpected output:\n\(result.stdout.suffix(2000))")
    }
}
