// libFuzzer entry of the kit binary, which holds the `spec` and `signature` targets: both fuzz the
// spec module's sources, whose optimized, sanitized build is the longest of the fuzz builds, so
// fuzz/run.sh builds them once into fuzz/out/spec/fuzzer and links fuzz/out/signature/fuzzer to the
// same file. The folder the binary is run from names the target: fuzz/out/signature/fuzzer fuzzes
// signatures (signature/SignatureEntry.swift), any other path the spec decoder (spec/SpecEntry.swift).
import Foundation

/// Whether this run is the `signature` target: the binary's folder is named `signature`.
private let fuzzesSignatures: Bool = {
    let path = CommandLine.arguments.first ?? ""
    return URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent == "signature"
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    fuzzesSignatures ? fuzzSignature(data, size) : fuzzSpec(data, size)
}
