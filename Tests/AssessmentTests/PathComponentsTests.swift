import Testing

@testable import Assessment

/// Splitting a path at its slashes by bytes gives what `String.split(separator: "/")` gives.
@Suite struct PathComponentsTests {
    @Test func sameAsSplittingByCharacter() {
        let paths = [
            "", "/", "//", "a", "a/b", "/a/b/", "a//b///c", "App/Modules/Login/LoginPresenter.swift",
            "User Interface/Presenter/P.swift", "a/\r\n/b", "\r\n", "café/Login.swift", "Écrans/Accueil/A.swift",
            "a/\u{301}b/c.swift", "/\u{301}", "🐍/VIPER/x.swift", "x/y\u{301}/z"
        ]
        for path in paths {
            #expect(PathComponents.of(path) == path.split(separator: "/"), "\(path)")
        }
        // A slash followed by a combining mark is one Character, not a separator.
        #expect(PathComponents.of("a/\u{301}b").count == 1)
    }

    @Test func everyShortPathOfSlashesAndLetters() {
        let alphabet: [Character] = ["a", "/", "B"]
        var paths = [""]
        for _ in 0..<6 { paths = paths.flatMap { path in alphabet.map { path + String($0) } } + paths }
        for path in Set(paths) {
            #expect(PathComponents.of(path) == path.split(separator: "/"), "\(path)")
        }
    }
}
