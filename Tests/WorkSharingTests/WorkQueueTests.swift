import Testing

@testable import WorkSharing

/// `WorkQueue` hands every pushed item to exactly one consumer, in push order, and lets
/// consumers stop once it is closed and drained.
@Suite struct WorkQueueTests {
    @Test func closedEmptyQueueGivesNothing() {
        let queue = WorkQueue<Int>()
        queue.close()
        #expect(queue.take(upTo: 4).isEmpty)
    }

    @Test func itemsComeInPushOrderInBatches() {
        let queue = WorkQueue<Int>()
        for item in 0..<10 { queue.push(item) }
        queue.close()
        #expect(queue.take(upTo: 4) == [0, 1, 2, 3])
        #expect(queue.take(upTo: 4) == [4, 5, 6, 7])
        #expect(queue.take(upTo: 4) == [8, 9])
        #expect(queue.take(upTo: 4).isEmpty)
    }

    /// One worker produces while every worker consumes (as `assess` walks and reads): nothing
    /// is lost or given twice, whoever is waiting when the queue closes.
    @Test(arguments: [0, 1, 5, 1000])
    func producerAndConsumersOnThreads(count: Int) {
        let queue = WorkQueue<Int>()
        let taken: [Int] = Parallel.map(Parallel.workers + 1, minimum: 1) { range in
            if range.contains(0) {
                for item in 0..<count { queue.push(item) }
                queue.close()
            }
            var mine: [Int] = []
            while true {
                let batch = queue.take(upTo: 3)
                if batch.isEmpty { return mine }
                #expect(zip(batch, batch.dropFirst()).allSatisfy { $0 + 1 == $1 })
                mine += batch
            }
        }
        #expect(taken.sorted() == Array(0..<count))
    }
}
