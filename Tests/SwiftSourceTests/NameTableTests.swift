import Testing

@testable import SwiftSource

/// The per-file name table: one number per spelling, found again by bytes and by string.
struct NameTableTests {
    /// Interns each of `words` from one buffer holding them all, as the reader does.
    static func intern(_ words: [String]) -> (table: NameTable, ids: [Int]) {
        var table = NameTable()
        var buffer: [UInt8] = []
        var ranges: [Range<Int>] = []
        for word in words {
            let start = buffer.count
            buffer += Array(word.utf8)
            ranges.append(start..<buffer.count)
        }
        let ids = buffer.withUnsafeBufferPointer { b in ranges.map { table.intern(b, $0) } }
        return (table, ids)
    }

    @Test func aSpellingGetsOneNumberInOrderOfFirstUse() {
        let (table, ids) = Self.intern(["view", "presenter", "view", "", "self", "presenter", ""])
        #expect(ids == [0, 1, 0, 2, 3, 1, 2])
        #expect(table.names == ["view", "presenter", "", "self"])
        #expect(table.id(of: "presenter") == 1)
        #expect(table.id(of: "") == 2)
        #expect(table.id(of: "interactor") == nil)
    }

    /// Swift tells identifiers apart by their UTF-8 (a precomposed `é` and `e` + U+0301 are two
    /// variables to the compiler; `K` and the Kelvin sign U+212A too), though `String` calls
    /// them equal: so does the table.
    @Test func namesAreToldApartAsSwiftTellsThemApart() {
        let precomposed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        let (table, ids) = Self.intern([precomposed, decomposed, "K", "\u{212A}"])
        #expect(precomposed == decomposed)
        #expect(ids == [0, 1, 2, 3])
        #expect(table.id(of: precomposed) == 0)
        #expect(table.id(of: decomposed) == 1)
        #expect(table.id(of: "\u{212A}") == 3)
    }

    /// Thousands of names (the table grows many times), names sharing long prefixes and eight-
    /// byte blocks, against a dictionary keyed by the names' bytes.
    @Test func agreesWithADictionaryOnManyNames() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abAB_z09é".unicodeScalars).map(String.init)
        var words: [String] = []
        for _ in 0..<6000 {
            let length = Int.random(in: 0...20, using: &generator)
            words.append((0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined())
            if Bool.random(using: &generator) { words.append("ViewControllerPresenter" + String(words.count % 40)) }
        }
        let (table, ids) = Self.intern(words)
        var oracle: [[UInt8]: Int] = [:]
        var expected: [Int] = []
        for word in words {
            let key = Array(word.utf8)
            if oracle[key] == nil { oracle[key] = oracle.count }
            expected.append(oracle[key]!)
        }
        #expect(ids == expected)
        #expect(table.count == oracle.count)
        for (id, name) in table.names.enumerated() { #expect(table.id(of: name) == id) }
    }
}
