import Foundation
import Testing

@testable import ContentHash
@testable import ViperGenKit

struct SHA256Tests {
    // FIPS 180-4 / NIST example vectors.
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        )
    ])
    func knownVectors(input: String, digest: String) {
        #expect(SHA256.hex(input) == digest)
        let swift = Array(input.utf8).withUnsafeBytes { SHA256.hash($0, accelerated: false) }
        #expect(
            swift.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }
                .joined() == digest)
    }

    /// A Linux machine whose processor lists `sha_ni` hashes through it (so the comparison
    /// below is not vacuous there); other machines say nothing here.
    @Test func aProcessorWithSHAInstructionsUsesThem() throws {
        guard let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return }
        let flags = cpuinfo.split(separator: "\n").first { $0.hasPrefix("flags") }?.split(separator: " ") ?? []
        if flags.contains("sha_ni"), flags.contains("sse4_1"), flags.contains("ssse3") {
            #expect(SHA256.isAccelerated)
        }
    }

    /// Where the processor has SHA instructions, they give the digests the Swift compression
    /// gives, for every length up to five blocks and a few longer ones (random bytes, fixed seed).
    @Test func theProcessorsInstructionsGiveTheSwiftDigests() {
        var seed: UInt64 = 0x5EED
        for length in Array(0...320) + [1_000, 4_096, 65_537] {
            let bytes = (0..<length).map { _ in
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: seed >> 56)
            }
            let swift = bytes.withUnsafeBytes { SHA256.hash($0, accelerated: false) }
            #expect(bytes.withUnsafeBytes { SHA256.hash($0) } == swift, "length \(length)")
            if SHA256.isAccelerated {
                #expect(bytes.withUnsafeBytes { SHA256.hash($0, accelerated: true) } == swift, "length \(length)")
            }
        }
    }

    @Test func millionAs() {
        #expect(
            SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths on both sides of the padding's block boundaries (55/56 bytes fit one padded
    /// block or not; 64 and 120 bytes end a block), against Python's hashlib; the bytes of a
    /// string and of an array digest alike.
    @Test(arguments: [
        (55, "e7313d333c272e639f790978283f9eb392e843d0f29b7016828bb1daa4aac70b"),
        (56, "4324d65f3c103567f5589c710bc08f8523f929a9272e3af36fc968e52abc6c27"),
        (63, "81c80242132f230c3bd41b3e63bbcff16107339549214a99614ff26664625055"),
        (64, "39e3d7b6b5d075d37d053ad89b24b41bef4f3c29760c84447cab3f3be1882241"),
        (65, "aacca6ff74fdbb296d165a45cecfa04e5127bc008770fbbdd48006f2d2fae95e"),
        (119, "9ce7368e4daf32341631b492e80359dc9f594b48453cd0dd5bf0b19279cc177e"),
        (120, "7836b787757e95e58b3ca5aec90b1b004e8deba1e50e9675af9cabf1a13a04b5"),
        (128, "d2742f1f4ac6bb7ca2b239ee18402ba8b3f9f8e652d2a72973c2b9ba11c08cf6")
    ])
    func blockBoundaries(length: Int, digest: String) {
        let bytes = (0..<length).map { UInt8(($0 * 7 + 3) % 256) }
        #expect(SHA256.hex(bytes) == digest)
        #expect(SHA256.hex(bytes[...]) == digest)
        let ascii = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        #expect(SHA256.hex(String(decoding: ascii, as: UTF8.self)) == SHA256.hex(ascii))
    }

    /// The built-in set's fingerprint is computed at build time; it must be what the library
    /// computes at run time, or every lock would read as "templates changed".
    @Test func builtInFingerprintIsTheRunTimeOne() {
        let runTime = TemplateFingerprint.of(TemplateLibrary().files)
        #expect(TemplateLibrary().fingerprint == runTime)
        #expect(EmbeddedTemplates.fingerprint == runTime)
        // A user file changes it.
        let user = TemplateLibrary(user: ["viper/View.swift.mustache": "x"], userRoot: "T")
        #expect(user.fingerprint != runTime)
        #expect(user.fingerprint == TemplateFingerprint.of(user.files))
    }
}
