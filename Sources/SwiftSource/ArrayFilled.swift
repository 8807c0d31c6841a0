extension Array {
    /// `count` copies of `value`, as `init(repeating:count:)` makes them, but allocated through
    /// the growth path the compiler specializes for the element type: `init(repeating:count:)`
    /// allocates through the standard library's unspecialized entry point, which looks the
    /// storage's type up at run time (a few hundred instructions and a lock per array, and the
    /// reading makes a dozen such arrays per file).
    @inlinable package init(filled value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        append(contentsOf: repeatElement(value, count: count))
    }
}
