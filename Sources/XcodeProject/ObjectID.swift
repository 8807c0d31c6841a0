/// Makes the 24-hex-digit object ids of new objects, deterministically.
///
/// The same project, kind, target and path always give the same id, so that generating twice, or
/// on two machines, writes the same file. The hash is FNV-1a, 64-bit, run twice with different
/// offset bases for 96 bits; it needs no dependency and is stable across platforms and releases,
/// unlike `Hasher`.
struct ObjectIDGenerator {
    /// Ids already in the project or handed out; a new id is never one of them.
    private(set) var taken: Set<String>
    /// Hashes (`fingerprint`) of every 24-character string in the file, so that a new id is not
    /// one that some value already mentions (a dangling reference would adopt the new object).
    private let mentioned: Set<UInt64>
    private let projectIdentity: String

    /// - Parameters:
    ///   - projectIdentity: what distinguishes this project, e.g. its rootObject id.
    ///   - existing: the ids of every object in the project.
    ///   - mentioned: `fingerprint`s of the strings the file holds anywhere.
    init(projectIdentity: String, existing: Set<String>, mentioned: Set<UInt64> = []) {
        self.projectIdentity = projectIdentity
        self.taken = existing
        self.mentioned = mentioned
    }

    /// A 64-bit hash of a string's UTF-8 bytes, to compare with `mentioned`.
    static func fingerprint<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// The fingerprints of every string value of `document` that is 24 bytes long, the length
    /// of the ids this generator makes.
    static func mentionedIDs(in document: PlistDocument) -> Set<UInt64> {
        var result: Set<UInt64> = []
        for index in document.nodes.indices {
            let node = document[index]
            switch node.kind {
            case .unquotedString where node.end - node.start == 24:
                result.insert(fingerprint(document.bytes[Int(node.start)..<Int(node.end)]))
            case .quotedString where node.flag || node.end - node.start == 26:
                if let value = document.string(index), value.utf8.count == 24 { result.insert(fingerprint(value.utf8)) }
            default:
                continue
            }
        }
        return result
    }

    /// A new id for the object of `kind` (e.g. "PBXFileReference") for `path` and `target`. On a
    /// collision with an object or a mentioned string, the seed is extended with a counter until
    /// the id is free.
    mutating func make(kind: String, path: String, target: String = "") -> String {
        let seed = Self.seed(projectIdentity: projectIdentity, kind: kind, path: path, target: target)
        var attempt = 0
        while true {
            let id = Self.hexID(attempt == 0 ? seed : seed + "\u{1F}\(attempt)")
            if !mentioned.contains(Self.fingerprint(id.utf8)), taken.insert(id).inserted { return id }
            attempt += 1
        }
    }

    /// The id `make` gives when nothing collides: how an object viper-gen created is told from
    /// one made in Xcode (whose ids are random).
    static func firstID(projectIdentity: String, kind: String, path: String, target: String = "") -> String {
        hexID(seed(projectIdentity: projectIdentity, kind: kind, path: path, target: target))
    }

    private static func seed(projectIdentity: String, kind: String, path: String, target: String) -> String {
        [projectIdentity, kind, target, path].joined(separator: "\u{1F}")
    }

    /// 24 uppercase hex digits from the 96 bits of two FNV-1a hashes of `seed`.
    static func hexID(_ seed: String) -> String {
        let first = fnv1a(seed.utf8, basis: 0xCBF2_9CE4_8422_2325)
        let second = fnv1a(seed.utf8, basis: 0x6C62_272E_07BB_0142)
        return hex(first, digits: 16) + hex(second >> 32, digits: 8)
    }

    private static func fnv1a(_ bytes: String.UTF8View, basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        // FNV's low bits mix poorly for short inputs; a final avalanche (from SplitMix64) spreads them.
        hash ^= hash >> 30
        hash = hash &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 27
        hash = hash &* 0x94D0_49BB_1331_11EB
        hash ^= hash >> 31
        return hash
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let alphabet = Array("0123456789ABCDEF")
        var characters: [Character] = []
        for shift in stride(from: (digits - 1) * 4, through: 0, by: -4) {
            characters.append(alphabet[Int(value >> UInt64(shift) & 0xF)])
        }
        return String(characters)
    }
}
