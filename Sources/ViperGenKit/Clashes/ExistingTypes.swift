import SwiftSource
import WorkSharing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Fills in the top-level types of the existing files of receiving scopes, reading the files in
/// parallel. Only a file whose bytes contain one of its scope's needles is parsed: a generated
/// type's module name, or the type's own name when it does not contain it. A file without any
/// cannot declare a clashing type (nor one a suggested module name would give), so most of a
/// large target costs a read and a byte scan.
enum ExistingTypes {
    /// `scopes` with ``ExistingSource/types`` filled in for the files that may declare a
    /// generated type; files that cannot be read keep no types.
    static func read(_ scopes: [ReceivingScope], fileSystem: any FileSystem) -> [ReceivingScope] {
        let needles = scopes.map { Array(Set($0.generated.flatMap(needles(of:)))).map { Array($0.utf8) } }
        let newTypes = scopes.map { Set($0.generated.flatMap(\.newTypes)) }
        var jobs: [(scope: Int, file: Int, path: String)] = []
        for (scopeIndex, scope) in scopes.enumerated() where !needles[scopeIndex].isEmpty {
            for (fileIndex, file) in scope.existing.enumerated() {
                if let path = file.path { jobs.append((scopeIndex, fileIndex, path)) }
            }
        }
        let found = Parallel.map(jobs.count, minimum: 16, chunk: 64) { range -> [(Int, [DeclaredType], [TypeUse])] in
            var results: [(Int, [DeclaredType], [TypeUse])] = []
            for index in range {
                let job = jobs[index]
                guard let bytes = try? fileSystem.read(job.path),
                    needles[job.scope].contains(where: { contains(bytes, $0) })
                else { continue }
                let file = SourceFile.read(bytes)
                results.append(
                    (
                        index, DeclaredType.topLevel(in: file, bytes: bytes),
                        TypeUse.first(of: newTypes[job.scope], in: file, bytes: bytes)
                    ))
            }
            return results
        }
        var result = scopes
        for (index, types, uses) in found {
            let job = jobs[index]
            result[job.scope].existing[job.file].types = types
            result[job.scope].existing[job.file].uses = uses
        }
        return result
    }

    /// What a file must contain to declare one of `generated`'s types.
    static func needles(of generated: GeneratedSource) -> [String] {
        generated.types.map { type in
            !generated.module.isEmpty && GeneratedTypeNames.range(of: generated.module, in: type) != nil
                ? generated.module : type
        }
    }

    /// Whether `needle` occurs in `bytes` (`memchr` to each candidate first byte, then
    /// `memcmp`: fast in debug builds too).
    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= bytes.count else { return needle.isEmpty }
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                guard let start = haystack.baseAddress, let pattern = needle.baseAddress else { return false }
                var offset = 0
                let last = haystack.count - needle.count
                while offset <= last {
                    guard let found = memchr(start + offset, Int32(first), last - offset + 1) else { return false }
                    let position = start.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(start + position, pattern, needle.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }
}
