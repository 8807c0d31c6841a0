/// The declaration modifiers written before a declaration: `public`, `static`, `override` …
/// (`private(set)` and its kin record their access word alone).
public struct Modifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let `public` = Modifiers(rawValue: 1 << 0)
    public static let `private` = Modifiers(rawValue: 1 << 1)
    public static let `fileprivate` = Modifiers(rawValue: 1 << 2)
    public static let `internal` = Modifiers(rawValue: 1 << 3)
    public static let open = Modifiers(rawValue: 1 << 4)
    public static let `static` = Modifiers(rawValue: 1 << 5)
    public static let final = Modifiers(rawValue: 1 << 6)
    public static let override = Modifiers(rawValue: 1 << 7)
    public static let mutating = Modifiers(rawValue: 1 << 8)
    public static let nonmutating = Modifiers(rawValue: 1 << 9)
    public static let lazy = Modifiers(rawValue: 1 << 10)
    public static let weak = Modifiers(rawValue: 1 << 11)
    public static let unowned = Modifiers(rawValue: 1 << 12)
    public static let convenience = Modifiers(rawValue: 1 << 13)
    public static let required = Modifiers(rawValue: 1 << 14)
    public static let dynamic = Modifiers(rawValue: 1 << 15)
    public static let optional = Modifiers(rawValue: 1 << 16)
    public static let indirect = Modifiers(rawValue: 1 << 17)
    public static let nonisolated = Modifiers(rawValue: 1 << 18)
    public static let package = Modifiers(rawValue: 1 << 19)
    public static let distributed = Modifiers(rawValue: 1 << 20)
    public static let isolated = Modifiers(rawValue: 1 << 21)
    public static let consuming = Modifiers(rawValue: 1 << 22)
    public static let borrowing = Modifiers(rawValue: 1 << 23)
    public static let legacyConsuming = Modifiers(rawValue: 1 << 24)
    /// `class` as a modifier: `class func`, `class var`.
    public static let `class` = Modifiers(rawValue: 1 << 25)

    /// Each modifier and how it is spelled, in the order above.
    public static let spellings: [(modifier: Modifiers, spelling: String)] = [
        (.public, "public"), (.private, "private"), (.fileprivate, "fileprivate"), (.internal, "internal"),
        (.open, "open"), (.static, "static"), (.final, "final"), (.override, "override"), (.mutating, "mutating"),
        (.nonmutating, "nonmutating"), (.lazy, "lazy"), (.weak, "weak"), (.unowned, "unowned"),
        (.convenience, "convenience"), (.required, "required"), (.dynamic, "dynamic"), (.optional, "optional"),
        (.indirect, "indirect"), (.nonisolated, "nonisolated"), (.package, "package"),
        (.distributed, "distributed"), (.isolated, "isolated"), (.consuming, "consuming"),
        (.borrowing, "borrowing"), (.legacyConsuming, "__consuming"), (.class, "class")
    ]

    /// The modifier spelled `word`, nil for any other word.
    public init?(spelling word: String) {
        guard let entry = Modifiers.spellings.first(where: { $0.spelling == word }) else { return nil }
        self = entry.modifier
    }

    /// The modifier spelled by `b[range]`, nil for any other word: ``init(spelling:)`` without
    /// making a `String` of a token first.
    init?(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        for (modifier, spelling) in Modifiers.spellingBytes where spelling.count == range.count {
            var equal = true
            for k in spelling.indices where spelling[k] != b[range.lowerBound + k] {
                equal = false
                break
            }
            if equal {
                self = modifier
                return
            }
        }
        return nil
    }

    private static let spellingBytes = spellings.map { ($0.modifier, Array($0.spelling.utf8)) }

    /// `static` or `class`: a member of the type rather than of its instances.
    public var isTypeMember: Bool { !isDisjoint(with: [.static, .class]) }

    /// How each one is spelled, in the order of ``spellings``.
    public var words: [String] { Modifiers.spellings.filter { contains($0.modifier) }.map(\.spelling) }
}
