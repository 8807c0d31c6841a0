import SwiftSource

extension FileSummary {
    /// Reads one file: measures its functions (lizard's rules), reads its declarations, and keeps
    /// only the summary. Pure and independent of every other file.
    public static func read(_ input: SourceInput) -> FileSummary {
        let source = SourceFile.read(input.bytes)
        let functions = FunctionComplexity.measure(input.bytes)
        let reader = FileSummaryReader(path: input.path, source: source, functions: functions)
        return FileSummary(Fields(
            path: input.path,
            lines: lineCount(input.bytes),
            isTest: SkipRules.isTest(path: input.path),
            functions: functions,
            imports: source.imports.map { ImportUse(module: $0.module, line: $0.line) },
            types: reader.types(),
            extendedTypes: reader.foreignExtensions(),
            referencedTypeNames: reader.referencedTypeNames(),
            singletons: reader.singletons(),
            findings: reader.findings(),
            warnings: source.warnings.map(\.description)
        ))
    }

    /// Line breaks, plus one when the last line has none (an empty file has 0 lines).
    static func lineCount(_ bytes: [UInt8]) -> Int {
        // Branch-free over the buffer, so that the compiler can count a vector of bytes at once.
        var count = bytes.withUnsafeBufferPointer { buffer in
            var breaks = 0
            for byte in buffer { breaks &+= Int(truncatingIfNeeded: UInt8(byte == 0x0A ? 1 : 0)) }
            return breaks
        }
        if let last = bytes.last, last != 0x0A { count += 1 }
        return count
    }
}
