import Testing

@testable import ViperGenKit

/// The naming rules of docs/spec.md: exact reasons and suggestions, side by side.
@Suite struct IdentifierTests {
    private static let typeNames: [(String, String?, String?)] = [
        // name, reason (nil: valid), suggestion
        ("Login", nil, nil),
        ("TaskList", nil, nil),
        ("LoginPresenter", nil, nil),
        ("User_Profile", nil, nil),
        ("OAuth2", nil, nil),
        ("", "is empty", nil),
        ("1Login", "starts with a digit", "Login"),
        ("123", "starts with a digit", nil),
        ("class", "is a Swift keyword", "Class"),
        ("Self", "is a Swift keyword", "AppSelf"),
        ("Type", "is a Swift keyword", "AppType"),
        ("Protocol", "is a Swift keyword", "AppProtocol"),
        ("Any", "is a Swift keyword", "AppAny"),
        ("user profile", "contains U+0020 (SPACE), which is not allowed in a Swift identifier", "UserProfile"),
        ("user_profile", "starts with a lowercase letter; type names are UpperCamelCase", "UserProfile"),
        ("login", "starts with a lowercase letter; type names are UpperCamelCase", "Login"),
        ("_Login", "starts with '_'; a type name starts with an uppercase letter", "Login"),
        ("../x", "contains '..', a parent-directory reference", "X"),
        ("Login/..", "contains '..', a parent-directory reference", "Login"),
        ("a/b", "contains '/', a path separator", "AB"),
        ("Login\\Admin", "contains '\\', a path separator", "LoginAdmin"),
        ("Login.swift", "contains '.', which is not allowed in a Swift identifier", "LoginSwift"),
        ("Login-Screen", "contains '-', which is not allowed in a Swift identifier", "LoginScreen"),
        ("Login\u{0}", "contains U+0000 (NULL), a control character", "Login"),
        ("Login\t", "contains U+0009 (TAB), a control character", "Login"),
        ("Log\u{200B}in", "contains U+200B (ZERO WIDTH SPACE), which is not allowed in a Swift identifier", "LogIn"),
        (String(repeating: "A", count: 10_000), "is 10000 characters long; the limit is 100", nil),
        (String(repeating: "A", count: 100), nil, nil),
        ("\u{410}uth", "contains 'А' (U+0410 CYRILLIC CAPITAL LETTER A), which is not an ASCII letter", "Auth"),
        ("Pr\u{43E}file", "contains 'о' (U+043E CYRILLIC SMALL LETTER O), which is not an ASCII letter", "Profile"),
        ("Café", "contains 'é' (U+00E9 LATIN SMALL LETTER E WITH ACUTE), which is not an ASCII letter", nil),
        ("Login😀", "contains '😀' (U+1F600 GRINNING FACE), which is not an ASCII letter or digit", "Login"),
        ("Task", "would shadow Swift's 'Task' in generated code", "AppTask"),
        ("View", "would shadow SwiftUI's 'View' in generated code", "AppView"),
        ("Result", "would shadow Swift's 'Result' in generated code", "AppResult"),
        ("Error", "would shadow Swift's 'Error' in generated code", "AppError"),
        ("Data", "would shadow Foundation's 'Data' in generated code", "AppData"),
        ("AnyCancellable", "would shadow Combine's 'AnyCancellable' in generated code", "AppAnyCancellable"),
        ("task", "starts with a lowercase letter; type names are UpperCamelCase", "AppTask")
    ]

    @Test(arguments: typeNames)
    func typeName(name: String, reason: String?, suggestion: String?) {
        let problem = Identifier.typeNameProblem(name)
        #expect(problem == reason.map { NameProblem(reason: $0, suggestion: suggestion) })
        if let suggestion = problem?.suggestion { #expect(Identifier.typeNameProblem(suggestion) == nil) }
    }

    private static let moduleSuffixes: [(String, String?, String?)] = [
        ("Login", nil, nil),
        ("Preview", nil, nil),
        ("Overview", nil, nil),
        (
            "LoginPresenter",
            "ends with 'Presenter', which viper-gen appends to generated type names, so they would be named 'LoginPresenterPresenter', 'LoginPresenterViewController' and so on",
            "Login"
        ),
        (
            "ProfileView",
            "ends with 'View', which viper-gen appends to generated type names, so they would be named 'ProfileViewView', 'ProfileViewViewController' and so on",
            "Profile"
        ),
        (
            "LoginViewController",
            "ends with 'ViewController', which viper-gen appends to generated type names, so they would be named 'LoginViewControllerViewController', 'LoginViewControllerPresenter' and so on",
            "Login"
        ),
        (
            "SettingsViewModel",
            "ends with 'ViewModel', which viper-gen appends to generated type names, so they would be named 'SettingsViewModelViewModel', 'SettingsViewModelViewController' and so on",
            "Settings"
        ),
        (
            "TasksInteractorOutput",
            "ends with 'InteractorOutput', which viper-gen appends to generated type names, so they would be named 'TasksInteractorOutputInteractorOutput', 'TasksInteractorOutputViewController' and so on",
            "Tasks"
        ),
        (
            "ProfileViewView",
            "ends with 'View', which viper-gen appends to generated type names, so they would be named 'ProfileViewViewView', 'ProfileViewViewViewController' and so on",
            "Profile"
        ),
        (
            "TaskPresenter",
            "ends with 'Presenter', which viper-gen appends to generated type names, so they would be named 'TaskPresenterPresenter', 'TaskPresenterViewController' and so on",
            nil
        ),
        (
            "Router",
            "is a suffix viper-gen appends to generated type names, so they would be named 'RouterRouter', 'RouterViewController' and so on",
            nil
        ),
        (
            "View",
            "is a suffix viper-gen appends to generated type names, so they would be named 'ViewView', 'ViewViewController' and so on",
            nil
        )
    ]

    @Test(arguments: moduleSuffixes)
    func generatedSuffix(name: String, reason: String?, suggestion: String?) {
        #expect(
            Identifier.generatedSuffixProblem(name) == reason.map { NameProblem(reason: $0, suggestion: suggestion) })
    }

    @Test func typeNameProblemLeavesSuffixesToTheModuleCheck() {
        #expect(Identifier.typeNameProblem("LoginPresenter") == nil)
        #expect(Identifier.typeNameProblem("ProfileView") == nil)
    }

    @Test(
        arguments: [
            ("Login", nil, nil),
            ("login presenter", "contains U+0020 (SPACE), which is not allowed in a Swift identifier", "Login"),
            ("View", "would shadow SwiftUI's 'View' in generated code", nil),
            (
                "LoginPresenter",
                "ends with 'Presenter', which viper-gen appends to generated type names, so they would be named 'LoginPresenterPresenter', 'LoginPresenterViewController' and so on",
                "Login"
            ),
            ("user profile", "contains U+0020 (SPACE), which is not allowed in a Swift identifier", "UserProfile")
        ] as [(String, String?, String?)])
    func moduleName(name: String, reason: String?, suggestion: String?) {
        let problem = Identifier.moduleNameProblem(name)
        #expect(problem == reason.map { NameProblem(reason: $0, suggestion: suggestion) })
        if let suggestion = problem?.suggestion {
            #expect(Identifier.typeNameProblem(suggestion) == nil)
            #expect(Identifier.generatedSuffixProblem(suggestion) == nil)
        }
    }

    @Test(
        arguments: [
            ("title", nil, nil),
            ("taskId", nil, nil),
            ("open", nil, nil),
            ("type", nil, nil),
            ("_private", nil, nil),
            ("", "is empty", nil),
            ("Title", "starts with an uppercase letter; member names are lowerCamelCase", "title"),
            ("URLString", "starts with an uppercase letter; member names are lowerCamelCase", "urlString"),
            ("ID", "starts with an uppercase letter; member names are lowerCamelCase", "id"),
            ("default", "is a Swift keyword", "defaultValue"),
            ("class", "is a Swift keyword", "classValue"),
            ("self", "is a Swift keyword", "selfValue"),
            ("1title", "starts with a digit", "title"),
            ("user name", "contains U+0020 (SPACE), which is not allowed in a Swift identifier", "userName"),
            ("$x", "contains '$', which is not allowed in a Swift identifier", "x"),
            ("n\u{430}me", "contains 'а' (U+0430 CYRILLIC SMALL LETTER A), which is not an ASCII letter", "name")
        ] as [(String, String?, String?)])
    func memberName(name: String, reason: String?, suggestion: String?) {
        let problem = Identifier.memberNameProblem(name)
        #expect(problem == reason.map { NameProblem(reason: $0, suggestion: suggestion) })
        if let suggestion = problem?.suggestion { #expect(Identifier.memberNameProblem(suggestion) == nil) }
    }

    @Test func keywordSets() {
        #expect(Identifier.reservedKeywords.isSubset(of: Identifier.swiftKeywords))
        #expect(["Self", "Type", "Protocol", "Any", "class", "some"].allSatisfy(Identifier.swiftKeywords.contains))
        #expect(!Identifier.reservedKeywords.contains("open"))
        #expect(SwiftKnownTypes.shadowedSystemTypes.count == 60)
    }

    /// Found by the newcomer walk: a SwiftUI module `Progress` declared `ProgressView`, and every
    /// spinner the app already had became the generated screen.
    @Test(arguments: [
        ("Progress", "ProgressView", "SwiftUI"), ("Scroll", "ScrollView", "SwiftUI"), ("Tab", "TabView", "SwiftUI"),
        ("UITable", "UITableViewController", "UIKit")
    ])
    func moduleNamesWhoseGeneratedTypesShadowTheSDKAreRefused(name: String, generated: String, framework: String) throws
    {
        let problem = try #require(Identifier.moduleNameProblem(name))
        #expect(
            problem.reason
                == "would name a generated type '\(generated)', which shadows \(framework)'s '\(generated)' in the whole app target"
        )
        #expect(problem.suggestion == name + "Screen")
        #expect(Identifier.moduleNameProblem(name + "Screen") == nil)
        #expect(Identifier.typeNameProblem(name) == nil, "an entity or service may take the name: it gets no suffix")
    }

    /// The signature fuzzer's find: the suffix rule's stem spelled a system type itself.
    @Test func aSuggestionNeverSpellsASystemType() throws {
        let problem = try #require(Identifier.moduleNameProblem("UIFontPickerViewController"))
        #expect(problem.suggestion == "UIFontPickerScreen")
        #expect(Identifier.moduleNameProblem("UIFontPickerScreen") == nil)
    }

    @Test func namesThatSpellNoSystemTypePass() {
        #expect(
            ["Profile", "Progression", "Tabs", "Navigator", "Feed", "Timeline", "Web"].allSatisfy {
                Identifier.moduleNameProblem($0) == nil
            })
    }
}
