import Testing

@testable import WorkSharing

/// `Parallel.map` gives what one thread would, however the work is cut.
@Suite struct ParallelTests {
    @Test(arguments: [nil, 1, 3, 16, 1000] as [Int?])
    func resultsComeBackInIndexOrder(chunk: Int?) {
        for count in [0, 1, 7, 100, 1001] {
            let result: [Int] = Parallel.map(count, minimum: 1, chunk: chunk) { range in range.map { $0 * 2 } }
            #expect(result == (0..<count).map { $0 * 2 }, "count \(count), chunk \(String(describing: chunk))")
        }
    }

    @Test func everyIndexIsGivenExactlyOnce() {
        let seen = Lock()
        var ranges: [Range<Int>] = []
        let result: [Int] = Parallel.map(500, minimum: 1, chunk: 7) { range in
            seen.withLock { ranges.append(range) }
            return Array(range)
        }
        #expect(result == Array(0..<500))
        let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
        #expect(sorted.first?.lowerBound == 0 && sorted.last?.upperBound == 500)
        #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(sorted.allSatisfy { $0.count <= 7 })
    }
}
