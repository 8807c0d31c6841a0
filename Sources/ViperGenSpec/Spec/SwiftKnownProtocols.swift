/// The well-known protocols (Swift, Foundation, Combine, Observation, UIKit, SwiftUI) that a
/// spec may use as a type, where Swift wants them spelled `any P`: with the upcoming feature
/// `ExistentialAny` a bare `Error` is a warning, and a bare `Hashable` or `Collection` (a
/// protocol with associated types) is an error in every mode. `TypeSyntax.existentialsSpelledAny`
/// adds the `any`; this is the one list of names it knows.
///
/// Only names the spec validator knows (`SwiftKnownTypes.typeNames`). Left out on purpose:
/// protocols whose names apps commonly give types of their own (`Clock`, `Shape`, `Layout`,
/// `Commands`, `Subscription`, `Subscriber`, `Scheduler`): `any` on a struct of the app does
/// not compile, while a missing `any` costs a warning at most (and those protocols, having
/// associated types, never compiled bare anyway). Names that `SwiftKnownTypes.shadowedSystemTypes`
/// already forbids the spec to declare (`View`, `Publisher`, `Subject`, `App`, `Scene`,
/// `Observable`) are in: an app cannot reuse them without breaking its own code.
package enum SwiftKnownProtocols {
    /// The protocol names, without module qualifier. `Codable` is a typealias of the
    /// composition `Decodable & Encodable`, spelled `any Codable` all the same.
    package static let existentialNames: Set<String> = Set(standardLibrary + foundation + combine + uiKit + swiftUI)

    /// Whether a named type (`Error`, `Swift.Error`, `Collection<Int>`) is one of these
    /// protocols. An unqualified name that the spec declares itself (`declared`, a type of the
    /// user's) is not; a name qualified with a system module (`Foundation.LocalizedError`) is,
    /// whatever the spec declares.
    package static func isExistential(_ components: [TypeSyntax.NameComponent], declared: ExistentialNames) -> Bool {
        var relevant = components[...]
        var isQualified = false
        if relevant.count == 2, let first = relevant.first, SwiftKnownTypes.moduleNames.contains(first.name) {
            relevant = relevant.dropFirst()
            isQualified = true
        }
        guard relevant.count == 1, let only = relevant.first else { return false }
        let name = Identifier.bare(only.name)
        if !isQualified, declared.protocols.contains(name) { return true }
        return existentialNames.contains(name) && (isQualified || !declared.declared.contains(name))
    }

    // MARK: - Lists

    private static let standardLibrary = [
        "Error", "Decodable", "Encodable", "Codable", "Hashable", "Equatable", "Comparable", "Identifiable",
        "Sendable", "SendableMetatype", "BitwiseCopyable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "LosslessStringConvertible", "TextOutputStream", "TextOutputStreamable", "Sequence", "Collection",
        "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
        "IteratorProtocol", "AsyncSequence", "AsyncIteratorProtocol", "Encoder", "Decoder", "CodingKey", "Actor",
        "GlobalActor", "RawRepresentable", "CaseIterable", "OptionSet", "SetAlgebra", "Numeric", "AdditiveArithmetic",
        "SignedNumeric", "BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "FloatingPoint",
        "BinaryFloatingPoint", "Strideable", "StringProtocol", "RandomNumberGenerator", "InstantProtocol",
        "DurationProtocol", "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral", "ExpressibleByStringLiteral",
        "ExpressibleByBooleanLiteral", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral",
        "ExpressibleByNilLiteral", "ExpressibleByUnicodeScalarLiteral", "ExpressibleByExtendedGraphemeClusterLiteral",
        "ExpressibleByStringInterpolation"
    ]

    private static let foundation = [
        "LocalizedError", "CustomNSError", "RecoverableError", "NSCoding", "NSSecureCoding", "NSCopying", "NSLocking",
        "NSObjectProtocol", "CVarArg", "URLSessionDelegate", "URLSessionTaskDelegate", "URLSessionDataDelegate",
        "XMLParserDelegate", "FormatStyle", "ParseStrategy"
    ]

    private static let combine = [
        "Publisher", "Subject", "Cancellable", "ConnectablePublisher", "ObservableObject", "TopLevelEncoder",
        "TopLevelDecoder", "Observable"
    ]

    private static let uiKit = [
        "UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate", "UITableViewDataSource",
        "UITableViewDelegate", "UICollectionViewDataSource", "UICollectionViewDelegate", "UITextFieldDelegate",
        "UITextViewDelegate", "UIScrollViewDelegate", "UISearchBarDelegate", "UISearchResultsUpdating",
        "UINavigationControllerDelegate", "UIAdaptivePresentationControllerDelegate", "UIGestureRecognizerDelegate",
        "UIViewControllerTransitioningDelegate", "UIContentConfiguration"
    ]

    private static let swiftUI = [
        "View", "App", "Scene", "ViewModifier", "ShapeStyle", "ButtonStyle", "PrimitiveButtonStyle", "ListStyle",
        "EnvironmentKey", "PreferenceKey", "ToolbarContent", "PreviewProvider", "UIViewRepresentable",
        "UIViewControllerRepresentable"
    ]
}
