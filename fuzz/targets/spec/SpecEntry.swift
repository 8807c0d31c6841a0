// libFuzzer target: the spec decoder and validator, `SpecDecoder.decode(_:file:overrides:generatedTypes:)`, with
// everything it uses (the positioned JSON parser, the signature parser, the name rules, the
// cross-module checks, suggestions); then, on a decoded spec, what templates compute from its
// signatures (see SignatureChecks.swift). The JSON parser is also run alone with a small
// maximum depth.
//
// The input is the bytes of a viper-gen.json. The command-line overrides are chosen from the
// input size (no pattern, viper, mvp, mvvm, mvc; protocol suffix `Protocol` or none), so every
// corpus file stays plain JSON.
//
// Checked: no crash, hang or sanitizer report; every diagnostic has line ≥ 1 within the input,
// column ≥ 1 within its line, the file name and a message; a thrown `SpecErrors` holds at least
// one error, a returned spec only warnings; a decoded spec's module, entity and service names
// pass `Identifier`'s checks.
// Sources are compiled into this module (see fuzz/run.sh), so there is no `import` of the kit; the
// binary also holds the `signature` target, built once for both (KitEntry.swift).
import Foundation

private let patterns: [Pattern?] = [nil, .viper, .mvp, .mvvm, .mvc]

/// The byte length of each line (lines end at `\n`, `\r\n` or a lone `\r`; a leading BOM is skipped).
private func lineLengths(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var lengths: [Int] = []
    var index = start
    while index < bytes.count {
        if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
            lengths.append(index - start)
            if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                index += 1
            }
            start = index + 1
        }
        index += 1
    }
    lengths.append(bytes.count - start)
    return lengths
}

private func checkPosition(line: Int, column: Int, lines: [Int], _ what: @autoclosure () -> String) {
    invariant(line >= 1 && column >= 1, "\(what()): position \(line):\(column) is not 1-based")
    invariant(line <= lines.count, "\(what()): line \(line) is past the last line (\(lines.count))")
    invariant(
        column <= lines[line - 1] + 1,
        "\(what()): column \(column) is past the end of line \(line) (\(lines[line - 1]) bytes)")
}

private func checkIssues(_ issues: [SpecIssue], lines: [Int]) {
    for issue in issues {
        let diagnostic = issue.diagnostic
        guard let line = diagnostic.line, let column = diagnostic.column else {
            invariant(false, "a spec problem without a position: \(diagnostic)")
            continue
        }
        checkPosition(line: line, column: column, lines: lines, "\(diagnostic)")
        invariant(diagnostic.file == "viper-gen.json", "wrong file in \(diagnostic)")
        invariant(!diagnostic.message.isEmpty, "empty message at \(line):\(column)")
        invariant(diagnostic.severity == issue.problem.severity, "severity differs from the problem's: \(diagnostic)")
        _ = issue.description
    }
}

/// The types the built-in template sets declare, read from `Templates/*/template.json` (the
/// harness runs from the repository root; the kit's template library is not compiled in).
let builtInTypes: GeneratedTypeNames = {
    var declarations: [Pattern: [String]] = [:]
    for pattern in Pattern.allCases {
        guard let data = FileManager.default.contents(atPath: "Templates/\(pattern.rawValue)/template.json"),
            let root = try? JSONParser.parse(Data(data)).root, let members = root.objectValue,
            let files = members.first(where: { $0.key == "files" })?.value.arrayValue
        else {
            fatalError(
                "run the spec fuzzer from the repository root: Templates/\(pattern.rawValue)/template.json is missing")
        }
        for file in files {
            let declares = file.objectValue?.first(where: { $0.key == "declares" })?.value.arrayValue ?? []
            declarations[pattern, default: []] += declares.compactMap(\.stringValue)
        }
    }
    return GeneratedTypeNames(declarations: declarations)
}()

/// One input of the `spec` target (KitEntry.swift calls it).
func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let lines = lineLengths(bytes)
    let overrides = GenerationOptions(
        pattern: patterns[size % patterns.count],
        protocolSuffix: size % 3 == 0 ? "Protocol" : nil)
    do {
        let decoded = try SpecDecoder.decode(
            Data(bytes), file: "viper-gen.json", overrides: overrides, generatedTypes: builtInTypes)
        checkIssues(decoded.warnings, lines: lines)
        invariant(decoded.warnings.allSatisfy { $0.diagnostic.severity == .warning }, "a decoded spec carries an error")
        for module in decoded.spec.modules {
            invariant(
                Identifier.moduleNameProblem(module.name) == nil,
                "accepted module name \(module.name.debugDescription) has a problem")
            for role in Role.allCases {
                if let methods = module.methods[role] { exercise(methods: methods) }
            }
            for service in module.services {
                invariant(
                    Identifier.typeNameProblem(service.name) == nil,
                    "accepted service name \(service.name.debugDescription) has a problem")
                exercise(methods: service.methods)
            }
            for entity in module.entities {
                invariant(
                    Identifier.typeNameProblem(entity.name) == nil,
                    "accepted entity name \(entity.name.debugDescription) has a problem")
                entity.fields.forEach(exercise(field:))
            }
            module.state.forEach(exercise(field:))
            module.input.forEach(exercise(field:))
        }
    } catch {
        invariant(!error.errors.isEmpty, "SpecErrors thrown without an error: \(error.issues)")
        checkIssues(error.issues, lines: lines)
        _ = error.description
    }
    do {
        _ = try JSONParser.parse(bytes, maximumDepth: 1 + size % 8)
    } catch {
        checkPosition(line: error.position.line, column: error.position.column, lines: lines, "JSON error \(error)")
    }
    return 0
}
