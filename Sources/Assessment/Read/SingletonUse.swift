/// A use of a shared instance: `.shared`, `.default`, `.standard` or `.main` on a type
/// (`NetworkManager.shared`, `UserDefaults.standard`), any `shared…` member (`sharedInstance`,
/// `UIApplication.sharedApplication()`), and the Objective-C era `defaultCenter()`,
/// `defaultManager()`, `standardUserDefaults()`, `mainBundle()`, `mainScreen()`; a property
/// read or a call alike.
///
/// Not counted: `DispatchQueue.main`, `OperationQueue.main`, `RunLoop.main` and `Thread.main`
/// (execution contexts, not dependencies), and `.default` on a type whose name ends in `Style`,
/// `Type`, `Kind`, `Mode`, `Weight` or `Priority` (an enum case such as `UIAlertAction.Style.default`).
package struct SingletonUse: Sendable, Hashable {
    /// The type: `UserDefaults`.
    package var type: String
    /// The member: `standard`.
    package var member: String
    /// The line.
    package var line: Int

    static let members: Set<String> = [
        "shared", "default", "standard", "main",
        // Objective-C era spellings, called: `NSNotificationCenter.defaultCenter()`.
        "defaultCenter", "defaultManager", "standardUserDefaults", "mainBundle", "mainScreen"
    ]
    static let executionContexts: Set<String> = ["DispatchQueue", "OperationQueue", "RunLoop", "Thread"]
    static let enumLikeSuffixes = ["Style", "Type", "Kind", "Mode", "Weight", "Priority"]

    /// Whether `member` can make a use a singleton use, whatever its qualifier (the first
    /// condition of ``counts(qualifier:member:)``).
    static func isMember(_ member: String) -> Bool {
        // `shared…` of any spelling: `sharedInstance`, `sharedApplication()`, `sharedManager`.
        members.contains(member) || member.hasPrefix("shared") && member.count > 6
    }

    /// Whether `qualifier.member` counts as a singleton use.
    static func counts(qualifier: String, member: String) -> Bool {
        guard isMember(member),
            TypeNameSpelling.looksLikeType(qualifier),
            qualifier.utf8.allSatisfy({
                $0 >= 0x80 || $0 == 0x5F || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39)
            })
        else { return false }
        if member == "main", executionContexts.contains(qualifier) { return false }
        if member == "default", enumLikeSuffixes.contains(where: { qualifier.hasSuffix($0) }) { return false }
        return true
    }
}
