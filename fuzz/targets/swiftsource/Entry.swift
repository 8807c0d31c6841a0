// libFuzzer target: SwiftSource's lexer, declaration reader and lizard-compatible complexity.
//
// The input is a Swift file's bytes, valid UTF-8 or not. Invariants (SourceInvariants.swift,
// shared with Tests/SwiftSourceTests/FuzzCorpusTests.swift):
//   - the tokens cover the input contiguously, each non-empty, with the line and column their
//     offset gives (line breaks: \n, \r\n, \r);
//   - every diagnostic, declaration, body and reference range lies inside the file; nested
//     types, functions, accessors, closures and properties lie inside their parent's body;
//   - every measured function has CCN >= 1, NLOC >= 1, and no more lines of code than lines;
//   - (not here: the census comparison of issue 27 runs in swift test on the corpus, the
//     regressions and the fixtures; on the malformed input libFuzzer makes, the census and the
//     reader recover differently too often for a 60-second CI run to pass on a real signal).
// Also: no crash, hang or sanitizer report on any of it.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let problem = SourceInvariants.violation(bytes, comparingCensus: false)
    invariant(problem == nil, problem ?? "")
    return 0
}
