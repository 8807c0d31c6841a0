#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Churn for ``Hotspots``: how many commits touched each file under a folder, from one
/// `git -C FOLDER log --format= --name-only --relative --no-renames -z -- .` (paths relative to
/// the folder, separated by NUL so that git does not quote unusual ones).
/// Nil when git is missing, the folder is not in a repository, or git fails; the caller then
/// ranks without churn. The only effect of the assessment: tests give churn directly.
package enum GitChurn {
    /// Commits per file path, relative to `folder`.
    package static func commitsPerFile(in folder: String) -> [String: Int]? {
        start(in: folder)?.commitsPerFile()
    }

    /// ``commitsPerFile(in:)`` started: git runs while the caller reads the files (its start-up
    /// and walk of the history are then not added to the assessment's time); nil when git
    /// cannot start.
    package static func start(in folder: String) -> Started? {
        guard mayBeInRepository(folder) else { return nil }
        return Started(spawning: [
            "git", "-C", folder, "log", "--format=", "--name-only", "--relative", "--no-renames", "-z", "--", "."
        ])
    }

    /// Whether git could find a repository from `folder`: `GIT_DIR` is set, or the folder or a
    /// folder above it (its real path, as git walks it) holds `.git` (a folder, or a file naming
    /// one) or is a repository's own folder (`HEAD`, `objects/` and `refs/`: a bare one). Asked
    /// before git is started: outside any repository its start-up alone took a core for a few
    /// milliseconds of each run. When unsure, git is started and decides.
    static func mayBeInRepository(_ folder: String) -> Bool {
        if getenv("GIT_DIR") != nil { return true }
        guard let resolved = realpath(folder, nil) else { return true }
        var path = String(cString: resolved)
        free(resolved)
        func kind(_ name: String) -> mode_t? {
            var info = stat()
            return stat(name, &info) == 0 ? info.st_mode & S_IFMT : nil
        }
        while true {
            let base = path == "/" ? "" : path
            if kind(base + "/.git") != nil { return true }
            if kind(base + "/HEAD") == S_IFREG, kind(base + "/objects") == S_IFDIR, kind(base + "/refs") == S_IFDIR {
                return true
            }
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), path != "/" else { return false }
            path = slash == path.utf8.startIndex ? "/" : String(path[..<slash])
        }
    }

    /// A `git log` running, whose counts ``commitsPerFile()`` waits for (once: it reads the
    /// output to its end and reaps the process).
    package struct Started {
        let process: Spawned

        init?(spawning arguments: [String]) {
            guard let process = Spawned(arguments) else { return nil }
            self.process = process
        }

        /// Waits for git; nil when it failed (not a repository, say).
        package func commitsPerFile() -> [String: Int]? {
            process.output().map(GitChurn.counts)
        }
    }

    /// Counts each path of `git log --name-only` output, one per commit touching it; paths are
    /// separated by NUL (`-z`) or line breaks.
    package static func counts(_ output: [UInt8]) -> [String: Int] {
        var result: [String: Int] = [:]
        for line in output.split(whereSeparator: { $0 == 0 || $0 == 0x0A }) {
            result[String(decoding: line, as: UTF8.self), default: 0] += 1
        }
        return result
    }

    /// The standard output of a program found on PATH, or nil when it cannot start or fails
    /// (also `recommend --project`'s author count runs git through it).
    package static func run(_ arguments: [String]) -> [UInt8]? {
        Spawned(arguments)?.output()
    }

    /// A program started with its standard output on a pipe (standard error to `/dev/null`).
    struct Spawned {
        let pid: pid_t
        let descriptor: Int32

        /// Starts a program found on PATH; nil when it cannot start.
        init?(_ arguments: [String]) {
            var descriptors: [Int32] = [0, 0]
            guard descriptors.withUnsafeMutableBufferPointer({ pipe($0.baseAddress!) }) == 0 else { return nil }
            #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            #else
            var actions = posix_spawn_file_actions_t()
            #endif
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, descriptors[1], 1)
            posix_spawn_file_actions_addclose(&actions, descriptors[0])
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            var pid = pid_t()
            let argv = arguments.map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }
            let status = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
            close(descriptors[1])
            guard status == 0 else {
                close(descriptors[0])
                return nil
            }
            self.pid = pid
            descriptor = descriptors[0]
        }

        /// Reads its standard output to the end and waits for it (once): the output, or nil when
        /// it did not exit with status 0.
        func output() -> [UInt8]? {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                bytes += buffer[0..<count]
            }
            close(descriptor)
            var exit: Int32 = 0
            while waitpid(pid, &exit, 0) < 0 && errno == EINTR {}
            // Exited normally with status 0.
            guard exit & 0x7f == 0, (exit >> 8) & 0xff == 0 else { return nil }
            return bytes
        }
    }
}
