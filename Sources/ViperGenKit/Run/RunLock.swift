#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run at a time per spec: an advisory lock (`flock(2)`) on `.viper-gen.lock.run` beside
/// viper-gen.lock, held from before the spec is resolved until the last file is written.
///
/// A writing run takes it exclusive, creating the file if missing (it is empty and stays: a
/// file removed while another process waits on it would let two runs hold two different
/// locks). `--check` and `--dry-run` take it shared when the file exists, so that they never
/// read a tree another run is halfway through writing, and skip it when it does not: they
/// write nothing, not even this file, and work in read-only checkouts. The lock belongs to the
/// open file, so the system releases it when the process ends, however it ends.
///
/// Limits: advisory (an editor or another tool is not stopped by it; compare-before-replace
/// covers those); on network file systems `flock` may be local to one machine.
public final class RunLock: @unchecked Sendable {
    // @unchecked: `descriptor` is set once and closed in deinit.
    /// The name of the lock file, beside viper-gen.lock.
    public static let fileName = ".viper-gen.lock.run"
    /// How long a run waits for another by default, in seconds.
    public static let defaultWait = 10.0

    /// Exclusive for a run that writes, shared for one that only reads.
    public enum Access: Sendable {
        case exclusive, shared
    }

    /// Why the lock could not be taken.
    public enum Failure: Error, Sendable, Equatable {
        /// Another run held it for the whole wait.
        case busy(waited: Double)
        /// The lock file could not be created or opened (`message`: the system's reason).
        case unavailable(message: String)
    }

    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        // Closing the file releases the lock.
        close(descriptor)
    }

    /// Takes the lock in `directory`, retrying every 20 ms for up to `wait` seconds.
    /// - Returns: the held lock, or nil for `.shared` when the lock file does not exist.
    public static func acquire(in directory: String, access: Access, wait: Double) throws(Failure) -> RunLock? {
        let path = directory + "/" + fileName
        let flags = O_RDWR | O_CLOEXEC | O_NOFOLLOW | (access == .exclusive ? O_CREAT : 0)
        var descriptor = open(path, flags, 0o644)
        if descriptor < 0, access == .shared {
            // Read-only checkout or no run ever wrote here: nothing to wait for.
            if errno == ENOENT { return nil }
            descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
            if descriptor < 0 { return nil }
        }
        if descriptor < 0 { throw .unavailable(message: String(cString: strerror(errno))) }
        let lock = RunLock(descriptor: descriptor)
        let operation = access == .exclusive ? LOCK_EX : LOCK_SH
        let deadline = Self.now() + max(0, wait)
        while true {
            if flock(descriptor, operation | LOCK_NB) == 0 { return lock }
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK || code == EAGAIN else {
                throw .unavailable(message: String(cString: strerror(code)))
            }
            if Self.now() >= deadline { throw .busy(waited: max(0, wait)) }
            usleep(20_000)
        }
    }

    /// The diagnostic for a lock that could not be taken; `display` is the lock file as shown.
    public static func diagnostic(_ failure: Failure, display: String) -> Diagnostic {
        switch failure {
        case .busy(let waited):
            Diagnostic(message: "another viper-gen run is using this spec (it holds \(display)); waited \(Self.seconds(waited)). "
                + "Nothing was generated. Run again when it has finished.")
        case .unavailable(let message):
            Diagnostic(message: "cannot lock \(display) to keep other viper-gen runs out: \(message). Nothing was generated.")
        }
    }

    /// `10 s`, `0.5 s`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
