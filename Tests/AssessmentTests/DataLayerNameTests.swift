import Testing

@testable import Assessment

/// ``FileSummaryReader/isDataLayerType(_:)`` compares ASCII names byte by byte (the common case)
/// and others by Character; both must give the answer of the Character rule.
@Suite struct DataLayerNameTests {
    /// The Character rule, as written before the byte path.
    static func byCharacters(_ name: String) -> Bool {
        var stem = Substring(name)
        for suffix in ["Protocol", "Interface", "Type"] where stem.hasSuffix(suffix) {
            stem = stem.dropLast(suffix.count)
        }
        return FileSummaryReader.dataLayerTypes.contains(String(stem))
            || ["Repository", "DAO", "Dao", "Database", "APIClient", "ApiClient", "HTTPClient", "HttpClient"].contains {
                stem.hasSuffix($0)
            }
    }

    @Test(arguments: [
        "UserRepository", "UserRepositoryProtocol", "APIClientType", "HTTPClientInterface", "URLSession",
        "URLSessionProtocol",
        "NSManagedObjectContext", "Realm", "RealmType", "FMDatabase", "LocalDatabase", "NoteDao", "NoteDAO",
        "Repository",
        "Protocol", "Type", "DAOType", "Presenter", "UserRepositoryProtocolType", "ProtocolRepository", "",
        "Dao\u{301}",
        "RepositoryType\u{301}", "ÜberRepository", "ÜberPresenter", "日本Database", "Realm\u{301}", "TypeType",
        "ApiClientProtocol"
    ])
    func bytePathAgreesWithCharacters(name: String) {
        #expect(FileSummaryReader.isDataLayerType(name) == Self.byCharacters(name), "\(name)")
    }

    @Test func knownAnswers() {
        #expect(FileSummaryReader.isDataLayerType("UserRepositoryProtocol"))
        #expect(FileSummaryReader.isDataLayerType("URLSession"))
        #expect(!FileSummaryReader.isDataLayerType("LoginPresenter"))
        #expect(!FileSummaryReader.isDataLayerType("Dao\u{301}"))
    }
}
