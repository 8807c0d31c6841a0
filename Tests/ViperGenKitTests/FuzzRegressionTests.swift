import Foundation
import Testing

@testable import ViperGenKit

/// Every input the `spec` and `signature` fuzz targets once failed on (`fuzz/regressions/spec`,
/// `fuzz/regressions/signature`), and their seed corpora (`fuzz/corpus/…`), run through the same
/// path as the targets (see `fuzz/targets/spec/SpecEntry.swift`): each must give a result or located
/// errors, never a crash or a hang, and keep the properties the targets check.
@Suite struct FuzzRegressionTests {
    static let fuzz = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fuzz")

    /// The regressions, then the seeds, of `target`: (path relative to fuzz/, contents).
    static func inputs(_ target: String) throws -> [(name: String, data: Data)] {
        var inputs: [(name: String, data: Data)] = []
        for folder in ["regressions", "corpus"] {
            let directory = fuzz.appendingPathComponent(folder).appendingPathComponent(target)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            for name in names.sorted() where !name.hasPrefix(".") {
                inputs.append(
                    ("\(folder)/\(target)/\(name)", try Data(contentsOf: directory.appendingPathComponent(name))))
            }
        }
        return inputs
    }

    // MARK: - spec

    @Test func specInputsDecodeOrReportLocatedErrors() throws {
        let inputs = try Self.inputs("spec")
        #expect(inputs.count >= 100, "the seed corpus is missing")
        for (file, data) in inputs { checkSpec(file: file, data: data) }
    }

    func checkSpec(file: String, data: Data) {
        let lineCount =
            data.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } + data.filter { $0 == UInt8(ascii: "\r") }.count
        // The target picks the overrides from the input size; try them all.
        for pattern in [nil] + Pattern.allCases.map(Optional.some) {
            for suffix in [nil, "Protocol"] {
                let overrides = GenerationOptions(pattern: pattern, protocolSuffix: suffix)
                let issues: [SpecIssue]
                do {
                    let decoded = try SpecDecoder.decode(
                        data, file: "viper-gen.json", overrides: overrides, generatedTypes: .builtIn)
                    issues = decoded.warnings
                    #expect(issues.allSatisfy { $0.diagnostic.severity == .warning })
                    for module in decoded.spec.modules {
                        #expect(Identifier.moduleNameProblem(module.name) == nil)
                        for methods in module.methods.values {
                            #expect(Set(MockNaming.stems(for: methods)).count == methods.count)
                        }
                    }
                } catch {
                    issues = error.issues
                    #expect(!error.errors.isEmpty, "\(file)")
                }
                for issue in issues {
                    let diagnostic = issue.diagnostic
                    #expect(
                        (diagnostic.line ?? 0) >= 1 && (diagnostic.line ?? 0) <= lineCount
                            && (diagnostic.column ?? 0) >= 1, "\(file): \(diagnostic)")
                    #expect(!diagnostic.message.isEmpty)
                }
            }
        }
    }

    // MARK: - signature

    @Test func signatureInputsParseOrReportAColumn() throws {
        let inputs = try Self.inputs("signature")
        #expect(inputs.count >= 100, "the seed corpus is missing")
        for (file, data) in inputs { checkSignature(file: file, text: String(decoding: data, as: UTF8.self)) }
    }

    func checkSignature(file: String, text: String) {
        // As the target: the whole input is one entry; with several lines, the lines that parse
        // as methods are also one protocol for the mock stems.
        let whole = Self.parseEntry(text)
        let lines = text.split(separator: "\n").map(String.init)
        let methods = lines.count > 1 ? lines.compactMap(Self.parseEntry) : whole.map { [$0] } ?? []
        let stems = MockNaming.stems(for: methods)
        #expect(stems.count == methods.count && Set(stems).count == stems.count, "\(stems)")
    }

    /// regressions/signature/timeout-dotted-member-type (100 KB) was slow because each `.Member`
    /// copied the components parsed so far. Not a speed test (speed is measured in bench/): the
    /// parse of a member chain twice as long must not take about four times as long, whatever the
    /// machine's load; the fastest of three parses of each length is compared.
    /// A member chain of thousands of names parses, keeps every name, and round-trips (it once
    /// took quadratic time; bench/parse-scaling.sh measures how the time grows, as speed is
    /// measured in bench/, not asserted in tests).
    @Test func aLongMemberChainParsesWhole() throws {
        let chain = (0..<8_000).map { "A\($0)" }.joined(separator: ".")
        let method = try #require(Self.parseEntry("f(_ x: \(chain))"))
        #expect(method.parameters.count == 1)
        #expect(method.parameters.first?.type.text == chain)
    }

    /// Parses `entry` as a field and as a method (checking columns and round trips) and runs the
    /// name checks on it; the method, if it parses.
    static func parseEntry(_ entry: String) -> MethodSignature? {
        _ = Identifier.typeNameProblem(entry)
        _ = Identifier.memberNameProblem(entry)
        _ = Identifier.moduleNameProblem(entry)
        do {
            let field = try FieldDeclaration.parse(entry)
            #expect((try? FieldDeclaration.parse(field.declaration)) == field, "\(field.declaration)")
        } catch {
            #expect(error.column >= 1 && error.column <= entry.count + 1, "\(error)")
        }
        do {
            let method = try MethodSignature.parse(entry)
            #expect((try? MethodSignature.parse(method.declaration)) == method, "\(method.declaration)")
            for parameter in method.parameters {
                _ = method.storageType(of: parameter)
                _ = MethodSignature.optionalType(parameter.storageType)
                _ = parameter.isStorable
            }
            _ = method.defaultReturnExpression
            _ = method.unknownTypeNames(declared: [])
            return method
        } catch {
            #expect(error.column >= 1 && error.column <= entry.count + 1, "\(error)")
            return nil
        }
    }
}
