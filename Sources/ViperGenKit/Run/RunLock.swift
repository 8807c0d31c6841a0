#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run at a time per spec: an advisory lock (`flock(2)`) on the folder that holds
/// viper-gen.lock (the spec's folder), held from before the spec is resolved until the last
/// file is written.
///
/// The folder itself is locked, not a file beside the lock: a lock file would be one more file
/// in the user's tree (to ignore in git, created even by runs that fail), and viper-gen.lock
/// cannot carry it, since each run replaces it by a rename and a run waiting on the old file
/// would then lock a file nobody else uses. A folder keeps its inode. A writing run takes it
/// exclusive; `--check` and `--dry-run` take it shared, so that they never read a tree another
/// run is halfway through writing, and two of them run side by side. The lock belongs to the
/// open folder, so the system releases it when the process ends, however it ends.
///
/// Limits: advisory (an editor or another tool is not stopped by it; compare-before-replace
/// covers those); where a file system cannot lock a folder (some network file systems), a
/// writing run goes ahead with a warning and a reading run silently.
package final class RunLock: @unchecked Sendable {
    // @unchecked: `descriptor` is set once and closed in deinit.
    /// How long a run waits for another by default, in seconds.
    package static let defaultWait = 10.0

    /// Exclusive for a run that writes, shared for one that only reads.
    package enum Access: Sendable {
        case exclusive, shared
    }

    /// Why the lock could not be taken.
    package enum Failure: Error, Sendable, Equatable {
        /// Another run held it for the whole wait.
        case busy(waited: Double)
        /// The folder could not be opened or locked (`message`: the system's reason).
        case unavailable(message: String)
    }

    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        // Unlocked explicitly before closing: a child process forked meanwhile by another thread
        // (before its exec closes the descriptor) shares the open folder, and closing alone
        // would leave the lock held until that child execs.
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Takes the lock on `directory`, retrying every 20 ms for up to `wait` seconds;
    /// `waiting` is called once if the first try finds the lock held (and there is time to wait).
    /// - Returns: the held lock, or nil for `.shared` when the folder cannot be locked.
    package static func acquire(in directory: String, access: Access, wait: Double, waiting: (() -> Void)? = nil)
        throws(Failure) -> RunLock?
    {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor < 0 {
            if access == .shared { return nil }
            throw .unavailable(message: String(cString: strerror(errno)))
        }
        let lock = RunLock(descriptor: descriptor)
        let operation = access == .exclusive ? LOCK_EX : LOCK_SH
        let deadline = Self.now() + max(0, wait)
        var waiting = waiting
        while true {
            if flock(descriptor, operation | LOCK_NB) == 0 { return lock }
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK || code == EAGAIN else {
                if access == .shared { return nil }
                throw .unavailable(message: String(cString: strerror(code)))
            }
            if Self.now() >= deadline { throw .busy(waited: max(0, wait)) }
            if let notice = waiting {
                notice()
                waiting = nil
            }
            usleep(20_000)
        }
    }

    /// The diagnostic for a lock that could not be taken; `lockFile` is viper-gen.lock as shown.
    package static func diagnostic(_ failure: Failure, lockFile: String) -> Diagnostic {
        switch failure {
        case .busy(let waited):
            Diagnostic(
                message:
                    "another viper-gen run is using \(lockFile) (it holds the run lock on its folder); waited \(Self.seconds(waited)). "
                    + "Nothing was generated. Run again when it has finished, or give --wait SECONDS to wait longer.")
        case .unavailable(let message):
            Diagnostic(
                severity: .warning,
                message: "cannot lock the folder of \(lockFile) to keep other viper-gen runs out (\(message)); "
                    + "running without the lock")
        }
    }

    /// The notice shown while a run waits for another.
    package static func waitingNotice(wait: Double, lockFile: String) -> Diagnostic {
        Diagnostic(
            severity: .warning,
            message: "another viper-gen run is using \(lockFile); waiting up to \(Self.seconds(wait)) for it to finish")
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
