#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `recommend --project`'s team size: the distinct authors (by e-mail) of the last 12 months'
/// commits that touched the folder, from `git log -- .` run in it. Nil when git is not installed, the folder is not in
/// a repository, or it has no commit in that time.
enum GitAuthors {
    static func count(in folder: String, since: String = "12 months ago") -> Int? {
        guard let output = run(["git", "-C", folder, "log", "--since=\(since)", "--format=%ae", "--", "."]) else { return nil }
        let authors = Set(output.split(separator: "\n").map { $0.lowercased() }.filter { !$0.isEmpty })
        return authors.isEmpty ? nil : authors.count
    }

    /// The standard output of a program found on PATH, or nil when it cannot start or fails.
    private static func run(_ arguments: [String]) -> String? {
        var pipe: [Int32] = [0, 0]
        guard pipe.withUnsafeMutableBufferPointer({ makePipe($0.baseAddress!) }) == 0 else { return nil }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid = pid_t()
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let status = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        close(pipe[1])
        guard status == 0 else {
            close(pipe[0])
            return nil
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 14)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        close(pipe[0])
        var exit: Int32 = 0
        while waitpid(pid, &exit, 0) < 0 && errno == EINTR {}
        // Exited normally with status 0.
        guard exit & 0x7f == 0, (exit >> 8) & 0xff == 0 else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// `pipe(2)`, named apart from the local `pipe` array.
private func makePipe(_ descriptors: UnsafeMutablePointer<Int32>) -> Int32 {
    pipe(descriptors)
}
