#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file a replacement is about to rename over, held open from before its last check. A save
/// that opened the file before the rename writes to it after, where its path no longer leads:
/// compared once the rename is done, that save is seen, and its bytes can be put back.
final class HeldFile {
    private let descriptor: Int32
    /// Its size and modification time when opened.
    private let opened: FileStamp.Metadata?

    init(_ path: String) {
        descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        var info = stat()
        opened = descriptor >= 0 && fstat(descriptor, &info) == 0 ? FileStamp.Metadata(info) : nil
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The held file's bytes when it was written since it was opened (its size or modification
    /// time differ), else nil.
    func bytesIfWritten() -> [UInt8]? {
        guard descriptor >= 0, let opened else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let now = FileStamp.Metadata(info)
        guard
            now.size != opened.size || now.modifiedSeconds != opened.modifiedSeconds
                || now.modifiedNanoseconds != opened.modifiedNanoseconds
        else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(bytes.count)) }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }
}
