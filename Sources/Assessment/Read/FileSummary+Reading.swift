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
                lines: lineCount(input.bytes, lineFeeds: source.lineFeeds),
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
    /// `lineFeeds`: the file's line feeds when the lexer counted them (``SourceFile/lineFeeds``),
    /// so that they are not counted again.
    static func lineCount(_ bytes: [UInt8], lineFeeds: Int? = nil) -> Int {
        var count = lineFeeds ?? bytes.withUnsafeBytes(LineFeeds.count)
        if let last = bytes.last, last != 0x0A { count += 1 }
        return count
    }
}
