import Testing

@testable import Assessment

/// The byte-level name searches of the hot path give the answers of the plain string rules
/// they replace, on awkward names and paths too.
@Suite struct NameSearchTests {
    static let names = [
        "", "presenter", "LoginPresenter", "PRESENTER", "eventHandlerBox", "outPut", "listener2", "rout", "Router",
        "\u{212A}eyDelegate", "délégué", "viewModelé", "Kelvin\u{212A}", "WIREFRAME", "coordinatoR", "x"
    ]

    @Test func containsAnyAgreesWithLowercasedContains() {
        for words in [Cohesion.eventHandlerWords, Cohesion.mediatedWords, ["k", "e"]] {
            for name in Self.names {
                let plain = words.contains { name.lowercased().contains($0) }
                #expect(LowercaseSearch.containsAny(name, words) == plain, "\(name) \(words)")
            }
        }
    }

    @Test func testDoubleFoldersAgreeWithThePlainRule() {
        let paths = [
            "Mocks/A.swift", "App/mocks/A.swift", "App/Test Support/A.swift", "App/TestSupport", "Mocks",
            "App/MocksX/A.swift", "App/Preview Content/A.swift", "App/PREVIEW CONTENT/x.swift", "/Stubs/a.swift",
            "a//Fakes/b.swift", "App/Mocks/\u{301}x/A.swift", "App/Mock\u{301}/A.swift", "Ünï/Stubs/A.swift",
            "App/Stub/A.swift", "App/File.swift", "Stubs.swift", "App/\u{212A}/Fakes/a.swift"
        ]
        for path in paths {
            let plain = path.split(separator: "/").dropLast().contains {
                FileSummaryReader.testDoubleFolders.contains($0.lowercased())
            }
            #expect(FileSummaryReader.isInTestDoubleFolder(path) == plain, "\(path)")
        }
    }
}
