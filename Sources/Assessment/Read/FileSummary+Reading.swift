import SwiftSource

extension FileSummary {
    /// Reads one file: measures its functions (lizard's rules), reads its declarations, and keeps
    /// only the summary. Pure and independent of every other file.
    package static func read(_ input: SourceInput) -> FileSummary {
        let source = SourceFile.read(input.bytes)
        let functions = FunctionComplexity.measure(input.bytes)
        let reader = FileSummaryReader(path: input.path, source: source, functions: functions, bytes: input.bytes)
        let isTest = SkipRules.isTest(path: input.path)
        return FileSummary(
            Fields(
                path: input.path,
                lines: lineCount(input.bytes),
                isTest: isTest,
                functions: functions,
                imports: source.imports.map { ImportUse(module: $0.module, line: $0.line) },
                types: reader.types(),
                extendedTypes: reader.foreignExtensions(),
                referencedTypeNames: reader.referencedTypeNames(),
                testUses: isTest ? TestUses.read(source: source, bytes: input.bytes) : nil,
                extensionMembers: isTest ? [] : reader.extensionMembers(),
                singletons: reader.singletons(),
                findings: reader.findings(),
                warnings: source.warnings.map(\.description),
                typeAliases: TypeAlias.read(tokens: source.tokens, bytes: input.bytes)
            ))
    }

    /// Line breaks, plus one when the last line has none (an empty file has 0 lines).
    static func lineCount(_ bytes: [UInt8]) -> Int {
        var count = bytes.withUnsafeBytes(LineFeeds.count)
        if let last = bytes.last, last != 0x0A { count += 1 }
        return count
    }
}
