import Testing
import WorkSharing

/// `Ahead` (`Sources/WorkSharing/Ahead.swift`): its work is done exactly once, whoever asks
/// first (its own thread, or a caller that asks before that thread has begun, or many callers
/// at once), and every caller gets that one value.
@Suite struct AheadTests {
    @Test func theWorkIsDoneOnceAndEveryCallerGetsItsValue() {
        for _ in 0..<200 {
            let runs = Guarded(0)
            let ahead = Ahead { () -> [Int] in
                runs.withLock { $0 += 1 }
                return Array(0..<100)
            }
            // Asked at once, often before its thread has begun, and from several threads.
            let values = Parallel.map(8, minimum: 1, chunk: 1) { range in range.map { _ in ahead.value() } }
            #expect(values.allSatisfy { $0 == Array(0..<100) })
            #expect(ahead.value() == Array(0..<100))
            #expect(runs.withLock { $0 } == 1)
        }
    }

    /// Work slower than the caller: the caller waits for the thread's value.
    @Test func aCallerWaitsForWorkUnderWay() {
        let started = Guarded(false)
        let ahead = Ahead { () -> String in
            started.withLock { $0 = true }
            var total = 0
            for index in 0..<2_000_000 { total &+= index }
            return "done \(total > 0)"
        }
        #expect(ahead.value() == "done true")
        #expect(started.withLock { $0 })
    }
}
