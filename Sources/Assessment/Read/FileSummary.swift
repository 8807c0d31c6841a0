/// Everything an assessment keeps of one file: small, independent of every other file, so
/// files can be read in parallel and their tokens dropped at once.
package struct FileSummary: Sendable, Hashable {
    /// What is kept, in one shared box: a summary is passed around as one reference (the
    /// reading cores hand thousands of them over, and the project pass walks them several
    /// times), not as a dozen arrays each retained and released on every copy.
    struct Fields: Sendable, Hashable {
        var path: String
        var lines: Int
        var isTest: Bool
        var functions: [FunctionMetric]
        var imports: [ImportUse]
        var types: [TypeSummary]
        var extendedTypes: [String]
        var referencedTypeNames: [String]
        /// For a test file, what it names and what its working tests use (see ``TestUses``).
        var testUses: TestUses?
        /// Members of extensions of types declared elsewhere (see ``ExtensionMembers``).
        var extensionMembers: [ExtensionMembers] = []
        var singletons: [SingletonUse]
        var findings: [Finding]
        var warnings: [String]
        /// File-scope type aliases that name types (see ``TypeAlias``).
        var typeAliases: [TypeAlias] = []
        /// See ``FileSummary/isDataLayerFile``; set by ``FileSummary/init(_:)``.
        var isDataLayerFile = false
    }

    private let box: Shared<Fields>

    init(_ fields: Fields) {
        // Whether it is of the data layer, decided here, where each file is read on whichever
        // core is free, rather than in the project pass (a set lookup per name it references).
        // A name of no listed length is none of them: not hashed.
        var fields = fields
        fields.isDataLayerFile =
            fields.imports.contains {
                Self.dataLayerModuleLengths.contains($0.module.utf8.count) && Self.dataLayerModules.contains($0.module)
            }
            || fields.referencedTypeNames.contains {
                Self.dataLayerEntryTypeLengths.contains($0.utf8.count) && Self.dataLayerEntryTypes.contains($0)
            }
        box = Shared(fields)
    }

    private static let dataLayerModuleLengths = lengthMask(dataLayerModules)
    private static let dataLayerEntryTypeLengths = lengthMask(dataLayerEntryTypes)

    /// The UTF-8 lengths of `names`, one bit each (lengths of 64 or more share the last bit).
    private static func lengthMask(_ names: Set<String>) -> LengthMask {
        LengthMask(bits: names.reduce(0) { $0 | 1 << UInt64(min($1.utf8.count, 63)) })
    }

    private struct LengthMask {
        let bits: UInt64
        func contains(_ length: Int) -> Bool { bits >> UInt64(min(length, 63)) & 1 != 0 }
    }

    /// The path relative to the assessed root.
    package var path: String { box.value.path }
    /// Line count: line breaks, plus one for a last line without one.
    package var lines: Int { box.value.lines }
    /// For a test file, the type names it mentions and the members its working tests use; nil
    /// for other files.
    package var testUses: TestUses? { box.value.testUses }
    /// The members of its extensions of types declared in other files.
    package var extensionMembers: [ExtensionMembers] { box.value.extensionMembers }
    /// Whether the file is test code (see ``SkipRules/isTest(path:)``).
    package var isTest: Bool { box.value.isTest }
    /// Its functions in lizard's order.
    package var functions: [FunctionMetric] { box.value.functions }
    /// Imported modules with the line of each `import`.
    package var imports: [ImportUse] { box.value.imports }
    /// Its declared types (extensions are folded into their type when it is in the same file).
    package var types: [TypeSummary] { box.value.types }
    /// Names of extended types declared elsewhere (`extension String`).
    package var extendedTypes: [String] { box.value.extendedTypes }
    /// Every capitalized name it references, sorted.
    package var referencedTypeNames: [String] { box.value.referencedTypeNames }
    /// Its singleton uses.
    package var singletons: [SingletonUse] { box.value.singletons }
    /// Layering problems visible from this file alone.
    var findings: [Finding] { box.value.findings }
    /// What the reader could not make sense of.
    package var warnings: [String] { box.value.warnings }
    /// File-scope type aliases that name types.
    package var typeAliases: [TypeAlias] { box.value.typeAliases }

    /// One `import`.
    package struct ImportUse: Sendable, Hashable {
        /// The module: `UIKit`.
        package var module: String
        /// The line of `import`.
        package var line: Int
    }

    /// A violation plus the facts the module-level pass needs to keep or drop it.
    struct Finding: Sendable, Hashable {
        var violation: Violation
        /// Dropped in a Clean Swift (VIP) module, whose designed flow it is.
        var exemptInCleanSwift: Bool
        /// Kept only in a VIPER module (where a presenter has an interactor to go through).
        var onlyInVIPER = false
        /// Kept only when this project type is of the data layer (see
        /// ``FileSummary/isDataLayerFile``); a name the project does not declare is judged by
        /// ``FileSummaryReader/dataLayerManagers``.
        var needsDataLayerType: String?
    }

    /// Modules whose import makes a file's types the data layer (persistence or networking).
    static let dataLayerModules: Set<String> = [
        "RealmSwift", "Realm", "CoreData", "Alamofire", "Moya", "GRDB", "SQLite", "FirebaseFirestore",
        "FirebaseDatabase", "Apollo"
    ]
    /// Types whose use makes a file's types the data layer.
    static let dataLayerEntryTypes: Set<String> = [
        "URLSession", "NSManagedObjectContext", "NSPersistentContainer", "Realm", "FMDatabase", "URLRequest"
    ]

    /// Whether the file's types are of the data layer: it imports a persistence or networking
    /// module, or names one of their entry points (`URLSession`, `NSManagedObjectContext`).
    var isDataLayerFile: Bool { box.value.isDataLayerFile }
}
