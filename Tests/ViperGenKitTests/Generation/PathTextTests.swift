import Testing

@testable import ViperGenKit

struct PathTextTests {
    @Test(arguments: [
        ("/a/b/c.swift", "/a/b/c.swift"), ("a/./b", "a/b"), ("a//b", "a/b"), ("a/b/", "a/b"), ("/a/../b", "/b"),
        ("../a", "../a"), ("a/..", "."), ("", "."), ("/", "/"), ("/..", "/"), ("./a", "a"), ("a/...", "a/..."),
        (".hidden/x", ".hidden/x"), ("a/..b", "a/..b")
    ])
    func normalize(path: String, expected: String) {
        #expect(PathText.normalize(path) == expected)
    }

    /// The fast path (a path already normal is returned as is) agrees with the step-by-step
    /// rules on every path of up to six characters over `a`, `.` and `/`.
    @Test func theFastPathAgreesWithTheStepByStepRules() {
        var paths = [""]
        for _ in 0..<6 {
            paths = paths + paths.flatMap { path in ["a", ".", "/"].map { path + $0 } }
            paths = Array(Set(paths))
        }
        for path in paths {
            #expect(PathText.normalize(path) == PathText.normalizedStepByStep(path), "\(path)")
        }
    }
}
