/// A growing run of values in memory its owner frees, appended to without an array's
/// uniqueness and capacity calls: the lexer appends one or two values per token, and through
/// `Array.append` each cost about fifty instructions (two out-of-line calls), more than reading
/// the token.
///
/// Not a value to share: a copy points to the same memory. Its owner appends, then calls
/// ``finish()`` (which frees the memory and gives the values as an array) or ``deallocate()``
/// exactly once.
struct AppendBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many values it holds.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` values before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    /// Adds `value` at the end.
    @inline(__always) mutating func append(_ value: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: value)
        count += 1
    }

    /// Twice the room, the values moved.
    @inline(never) private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// The values, in place: valid until ``deallocate()`` or ``finish()``, and until the next
    /// ``append(_:)``.
    var values: UnsafeMutableBufferPointer<Element> { UnsafeMutableBufferPointer(start: base, count: count) }

    /// Frees the values and the memory (instead of ``finish()``); the buffer must not be used
    /// again.
    mutating func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
        count = 0
        capacity = 0
    }

    /// The values, in order, as an array of their count; the buffer's memory is freed and the
    /// buffer must not be used again.
    mutating func finish() -> [Element] {
        let (base, count) = (self.base, self.count)
        let values = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 { buffer.baseAddress!.moveInitialize(from: base, count: count) }
            initialized = count
        }
        base.deallocate()
        self.count = 0
        self.capacity = 0
        return values
    }
}
