import Foundation
import Testing

@testable import SwiftSource

/// The swiftsource fuzz target's seeds and regressions, replayed through its invariants.
struct FuzzCorpusTests {
    @Test func seedsAndRegressionsKeepTheInvariants() {
        let files = ["fuzz/corpus/swiftsource", "fuzz/regressions/swiftsource"].flatMap {
            TestFiles.files(in: TestFiles.repository.appendingPathComponent($0))
        }
        #expect(files.count >= 10)
        for file in files {
            let problem = SourceInvariants.violation(TestFiles.bytes(file))
            #expect(problem == nil, "\(file.lastPathComponent): \(problem ?? "")")
        }
    }
}
