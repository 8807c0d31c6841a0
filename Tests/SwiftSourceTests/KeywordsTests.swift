import Testing

@testable import SwiftSource

/// The word lookups that compare a word as one number (``ByteClass/packed(_:_:_:)``): Swift's
/// reserved words (the lexer), the words lizard's reader looks for and those the declaration
/// reader acts on. Each is checked against
/// its list spelled out, at the start, middle and end of a buffer (where fewer than eight bytes
/// follow), and against near misses: a byte more, a byte less, one byte changed.
@Suite struct KeywordsTests {
    /// `word` at three places of a buffer; `check` is given the buffer and the word's range.
    static func placed(_ word: String, _ check: (UnsafeBufferPointer<UInt8>, Int, Int) -> Void) {
        let bytes = Array(word.utf8)
        for (before, after) in [(0, 0), (3, 20), (11, 1)] {
            let buffer = [UInt8](repeating: 0x20, count: before) + bytes + [UInt8](repeating: 0x20, count: after)
            buffer.withUnsafeBufferPointer { check($0, before, before + bytes.count) }
        }
    }

    static func nearMisses(_ word: String) -> [String] {
        var misses = [word + "s", "x" + word, String(word.dropLast()), String(word.dropFirst())]
        let bytes = Array(word.utf8)
        for index in bytes.indices {
            var changed = bytes
            changed[index] = changed[index] == UInt8(ascii: "q") ? UInt8(ascii: "z") : UInt8(ascii: "q")
            misses.append(String(decoding: changed, as: UTF8.self))
        }
        return misses
    }

    @Test func packedIsTheBytesInOrder() {
        let bytes = Array("abcdefghij".utf8)
        bytes.withUnsafeBufferPointer { b in
            #expect(ByteClass.packed(b, 0, 1) == 0x61)
            #expect(ByteClass.packed(b, 1, 3) == 0x64_6362)
            #expect(ByteClass.packed(b, 0, 8) == 0x6867_6665_6463_6261)
            // Near the end: fewer than eight bytes follow.
            #expect(ByteClass.packed(b, 7, 3) == 0x6A_6968)
            #expect(ByteClass.packed(b, 9, 1) == 0x6A)
        }
    }

    @Test func everyReservedWordAndNoNearMiss() {
        let all = Set(Keywords.all)
        for word in Keywords.all {
            Self.placed(word) { b, start, end in #expect(Keywords.contains(b, start, end), "\(word)") }
            for miss in Self.nearMisses(word) where !all.contains(miss) {
                Self.placed(miss) { b, start, end in #expect(!Keywords.contains(b, start, end), "\(miss)") }
            }
        }
        Self.placed("") { b, start, end in #expect(!Keywords.contains(b, start, end)) }
    }

    @Test func lizardWordKinds() {
        let kinds: [String: LizardToken.Kind] = [
            "if": .conditionWord, "for": .conditionWord, "while": .conditionWord, "catch": .conditionWord,
            "guard": .conditionWord, "do": .do_, "get": .get, "set": .set, "let": .let_, "var": .var_,
            "func": .func_, "init": .init_, "case": .case_, "else": .else_, "async": .async_, "break": .break_,
            "defer": .defer_, "init?": .failableInit, "init!": .failableInit, "deinit": .deinit_,
            "didSet": .didSet, "throws": .throws_, "switch": .switch_, "repeat": .repeat_, "willSet": .willSet,
            "protocol": .protocol_, "continue": .continue_, "subscript": .subscript_, "interface": .interface
        ]
        for (word, kind) in kinds {
            Self.placed(word) { b, start, end in #expect(LizardTokenizer.wordKind(b, start, end) == kind, "\(word)") }
            for miss in Self.nearMisses(word) where kinds[miss] == nil {
                Self.placed(miss) { b, start, end in
                    #expect(LizardTokenizer.wordKind(b, start, end) == .other, "\(miss)")
                }
            }
        }
    }

    @Test func declarationWords() {
        var words: [String: DeclarationWord] = [
            "import": .import_, "class": .class_, "struct": .struct_, "enum": .enum_, "protocol": .protocol_,
            "extension": .extension_, "func": .func_, "init": .init_, "deinit": .deinit_, "subscript": .subscript_,
            "let": .let_, "var": .var_, "actor": .actor, "self": .self_, "Self": .selfType, "super": .super_
        ]
        let modifiers = [
            "public", "private", "fileprivate", "internal", "open", "static", "final", "override", "mutating",
            "nonmutating", "lazy", "weak", "unowned", "convenience", "required", "dynamic", "optional", "indirect",
            "nonisolated", "package", "distributed", "isolated", "consuming", "borrowing", "__consuming"
        ]
        for word in modifiers { words[word] = .modifier }
        for word in ["get", "set", "willSet", "didSet", "_read", "_modify", "unsafeAddress", "unsafeMutableAddress"] {
            words[word] = .accessor
        }
        for word in ["if", "guard", "while", "for", "switch", "catch", "else", "do", "repeat", "defer"] {
            words[word] = .statement
        }
        for word in ["typealias", "associatedtype", "case", "operator", "precedencegroup", "macro"] {
            words[word] = .otherDeclaration
        }
        // Every modifier spelled by `Modifiers` is one, and the reader records it.
        #expect(Set(modifiers) == Set(Modifiers.spellings.map(\.spelling)).subtracting(["class"]))
        for (word, expected) in words {
            Self.placed(word) { b, start, end in
                #expect(DeclarationWord(b, start..<end) == expected, "\(word)")
                if expected == .modifier { #expect(Modifiers(b, start..<end)?.words == [word], "\(word)") }
            }
            for miss in Self.nearMisses(word) where words[miss] == nil {
                Self.placed(miss) { b, start, end in #expect(DeclarationWord(b, start..<end) == .other, "\(miss)") }
            }
        }
        #expect(words.filter { $0.value.isDeclaration }.count == 19)
        #expect(
            Set(words.filter { $0.value.isAccessorWord }.keys) == [
                "get", "set", "willSet", "didSet", "_read", "_modify", "init", "unsafeAddress", "unsafeMutableAddress"
            ])
        Self.placed("") { b, start, end in #expect(DeclarationWord(b, start..<end) == .other) }
    }
}
