/// Type names that Swift, Foundation, Combine, Observation, UIKit and SwiftUI provide.
///
/// The spec validator warns about a type that is neither declared in the spec nor known here
/// (it may still live in the user's app). The list covers what iOS modules commonly mention,
/// not every SDK symbol; a miss costs a warning, never an error.
package enum SwiftKnownTypes {
    /// System types a module, entity or service name must not take, because the generated code
    /// would shadow them (an entity `Task` breaks every `Task { }` in the module). Maps each
    /// name to the framework named in the refusal.
    package static let shadowedSystemTypes: [String: String] = [
        "Task": "Swift", "View": "SwiftUI", "Result": "Swift", "Error": "Swift", "Protocol": "Swift",
        "Type": "Swift", "Any": "Swift", "Never": "Swift", "Void": "Swift", "String": "Swift",
        "Int": "Swift", "Bool": "Swift", "Double": "Swift", "Float": "Swift", "Array": "Swift",
        "Dictionary": "Swift", "Set": "Swift", "Optional": "Swift", "Character": "Swift",
        "Data": "Foundation", "Date": "Foundation", "URL": "Foundation", "UUID": "Foundation",
        "Decimal": "Foundation", "Locale": "Foundation", "Calendar": "Foundation", "Bundle": "Foundation",
        "Notification": "Foundation", "Timer": "Foundation", "Thread": "Foundation", "Codable": "Swift",
        "Equatable": "Swift", "Hashable": "Swift", "Identifiable": "Swift", "Sendable": "Swift",
        "Actor": "Swift", "MainActor": "Swift", "Color": "SwiftUI", "Text": "SwiftUI", "Image": "SwiftUI",
        "Button": "SwiftUI", "List": "SwiftUI", "Section": "SwiftUI", "Form": "SwiftUI", "Label": "SwiftUI",
        "Group": "SwiftUI", "Binding": "SwiftUI", "State": "SwiftUI", "Published": "Combine",
        "Observable": "Observation", "ObservableObject": "Combine", "App": "SwiftUI", "Scene": "SwiftUI",
        "Window": "SwiftUI", "Environment": "SwiftUI", "AnyView": "SwiftUI", "NSObject": "Foundation",
        "Publisher": "Combine", "Subject": "Combine", "AnyCancellable": "Combine"
    ]

    /// System types that a module name plus a generated suffix would spell (`Progress` +
    /// `View` is SwiftUI's `ProgressView`): the generated type would shadow it in the whole
    /// app target, so every `ProgressView()` the app already has would mean the generated
    /// screen. Only types apps use often: a rare one (`TimelineView`, iOS 26's `WebView`) would
    /// refuse common module names (`Timeline`, `Web`) for little. Maps each to the framework
    /// named in the refusal.
    package static let generatedNameShadows: [String: String] = [
        "ProgressView": "SwiftUI", "ScrollView": "SwiftUI", "NavigationView": "SwiftUI", "TabView": "SwiftUI",
        "EmptyView": "SwiftUI", "ContentUnavailableView": "SwiftUI",
        "UIScrollView": "UIKit", "UITableView": "UIKit", "UICollectionView": "UIKit", "UIImageView": "UIKit",
        "UIStackView": "UIKit", "UITextView": "UIKit", "UIPickerView": "UIKit", "UIProgressView": "UIKit",
        "UIPageViewController": "UIKit", "UITableViewController": "UIKit", "UICollectionViewController": "UIKit",
        "UISplitViewController": "UIKit", "UIActivityViewController": "UIKit", "UIInputViewController": "UIKit",
        "UIColorPickerViewController": "UIKit", "UIFontPickerViewController": "UIKit"
    ]

    /// Module names that may qualify a known type (`Swift.Result`, `Foundation.Date`).
    package static let moduleNames: Set<String> = [
        "Swift", "Foundation", "Combine", "Observation", "UIKit", "SwiftUI", "CoreGraphics",
        "QuartzCore", "Dispatch", "_Concurrency"
    ]

    /// Every known base type name (no generic arguments).
    package static let typeNames: Set<String> = Set(standardLibrary + foundation + combine + uiKit + swiftUI)
        .union(shadowedSystemTypes.keys)

    /// Whether `type` names only known types: a base name (`Date`) or a full type expression
    /// (`[String: Date?]`, `Result<Data, any Error>`).
    /// `typeNames`, sorted (for suggestions, in a stable order).
    package static let sortedTypeNames = typeNames.sorted()

    package static func isKnown(_ type: TypeSyntax) -> Bool {
        unknownNames(in: [type], declared: []).isEmpty
    }

    /// The base type names in type expressions that are neither in `declared` nor known, in
    /// order of first appearance, without duplicates.
    ///
    /// `Foo.Bar` is checked as `Foo`; a module qualifier is skipped (`Foundation.Date` checks
    /// `Date`); `Self`, `Any` and `AnyObject` are known.
    package static func unknownNames(in types: [TypeSyntax], declared: Set<String>) -> [String] {
        var names: [String] = []
        for type in types { type.collectBaseNames(into: &names) }
        var seen: Set<String> = []
        return names.filter { name in
            guard !declared.contains(name), !typeNames.contains(name), !seen.contains(name) else { return false }
            seen.insert(name)
            return true
        }
    }

    /// The frameworks beyond Foundation that `types` mention a type of (`UIImage` → `UIKit`),
    /// sorted: a file that imports Foundation only adds them to compile. Declared names shadow.
    package static func frameworks(in types: [TypeSyntax], declared: Set<String>) -> [String] {
        var names: [String] = []
        for type in types { type.collectBaseNames(into: &names) }
        var frameworks: Set<String> = []
        for name in names where !declared.contains(name) {
            if uiKitNames.contains(name) {
                frameworks.insert("UIKit")
            } else if swiftUINames.contains(name) {
                frameworks.insert("SwiftUI")
            } else if name == "Observable" || name == "ObservationRegistrar" {
                frameworks.insert("Observation")
            } else if combineNames.contains(name) {
                frameworks.insert("Combine")
            }
        }
        return frameworks.sorted()
    }

    private static let uiKitNames = Set(uiKit)
    private static let swiftUINames = Set(swiftUI)
    private static let combineNames = Set(combine)

    // MARK: - Lists

    private static let standardLibrary = [
        "Any", "AnyObject", "AnyClass", "AnyHashable", "Self", "Void", "Never", "Bool", "Int", "Int8",
        "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UInt128",
        "Float", "Float16", "Float32", "Float64", "Float80", "Double", "String", "Substring", "Character",
        "StaticString", "Unicode", "Array", "ArraySlice", "ContiguousArray", "Dictionary", "Set",
        "Optional", "Result", "Error", "Range", "ClosedRange", "PartialRangeFrom", "PartialRangeThrough",
        "PartialRangeUpTo", "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
        "MutableCollection", "RangeReplaceableCollection", "IteratorProtocol", "AnyIterator",
        "AnySequence", "AnyCollection", "AnyBidirectionalCollection", "AnyRandomAccessCollection",
        "LazySequence", "Slice", "StrideTo", "StrideThrough", "EnumeratedSequence", "Zip2Sequence",
        "ReversedCollection", "FlattenSequence", "JoinedSequence", "DefaultIndices", "EmptyCollection",
        "CollectionOfOne", "Repeated", "Equatable", "Hashable", "Hasher", "Comparable", "Identifiable",
        "Codable", "Encodable", "Decodable", "Encoder", "Decoder", "CodingKey", "EncodingError",
        "DecodingError", "Sendable", "SendableMetatype", "Copyable", "Escapable", "BitwiseCopyable",
        "Actor", "AnyActor", "MainActor", "GlobalActor", "Task", "TaskGroup", "ThrowingTaskGroup",
        "DiscardingTaskGroup", "ThrowingDiscardingTaskGroup", "TaskPriority", "TaskLocal",
        "UnsafeCurrentTask", "AsyncSequence", "AsyncIteratorProtocol", "AsyncStream",
        "AsyncThrowingStream", "CheckedContinuation", "UnsafeContinuation", "CancellationError",
        "Duration", "Clock", "ContinuousClock", "SuspendingClock", "InstantProtocol", "DurationProtocol",
        "CustomStringConvertible", "CustomDebugStringConvertible", "LosslessStringConvertible",
        "TextOutputStream", "TextOutputStreamable", "RawRepresentable", "CaseIterable", "OptionSet",
        "SetAlgebra", "Numeric", "AdditiveArithmetic", "SignedNumeric", "BinaryInteger",
        "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "FloatingPoint", "BinaryFloatingPoint",
        "Strideable", "StringProtocol", "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral",
        "ExpressibleByStringLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByArrayLiteral",
        "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral", "ExpressibleByUnicodeScalarLiteral",
        "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByStringInterpolation", "KeyPath",
        "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "AnyKeyPath", "ObjectIdentifier",
        "Mirror", "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer",
        "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "UnsafeRawBufferPointer",
        "UnsafeMutableRawBufferPointer", "OpaquePointer", "Unmanaged", "RandomNumberGenerator",
        "SystemRandomNumberGenerator", "SIMD2", "SIMD3", "SIMD4", "SIMD8", "SIMD16", "Span",
        "MutableSpan", "RawSpan", "InlineArray"
    ]

    private static let foundation = [
        "CVarArg", "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLSessionDelegate",
        "URLAuthenticationChallenge",
        "URLCredential", "URLSessionTaskMetrics", "URLResourceKey", "URLResourceValues", "FileAttributeKey",
        "NSNotification", "XMLParser", "XMLParserDelegate", "NSKeyValueChangeKey", "CharacterSet", "AttributedString",
        "CancellationError", "URLSessionWebSocketTask", "HTTPURLResponse", "URLResponse",
        "Data", "Date", "DateComponents", "DateInterval", "DateFormatter", "ISO8601DateFormatter",
        "DateComponentsFormatter", "DateIntervalFormatter", "RelativeDateTimeFormatter", "NumberFormatter",
        "MeasurementFormatter", "ByteCountFormatter", "ListFormatter", "PersonNameComponents",
        "PersonNameComponentsFormatter", "Formatter", "FormatStyle", "ParseStrategy", "URL",
        "URLComponents", "URLQueryItem", "URLRequest", "URLResponse", "HTTPURLResponse", "URLSession",
        "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask",
        "URLSessionUploadTask", "URLSessionWebSocketTask", "URLSessionDelegate", "URLError", "URLCache",
        "HTTPCookie", "HTTPCookieStorage", "UUID", "Decimal", "NSDecimalNumber", "Locale", "Calendar",
        "TimeZone", "TimeInterval", "Bundle", "Notification", "NotificationCenter", "Timer", "Thread",
        "RunLoop", "Operation", "OperationQueue", "BlockOperation", "DispatchQueue", "DispatchGroup",
        "DispatchSemaphore", "DispatchWorkItem", "DispatchTime", "DispatchTimeInterval", "DispatchQoS",
        "FileManager", "FileHandle", "ProcessInfo", "UserDefaults", "JSONEncoder", "JSONDecoder",
        "PropertyListEncoder", "PropertyListDecoder", "JSONSerialization", "PropertyListSerialization",
        "NSObject", "NSObjectProtocol", "NSError", "NSString", "NSNumber", "NSArray", "NSDictionary",
        "NSSet", "NSData", "NSDate", "NSURL", "NSRange", "NSAttributedString", "NSMutableAttributedString",
        "AttributedString", "AttributeContainer", "NSPredicate", "NSSortDescriptor", "SortDescriptor",
        "Predicate", "NSRegularExpression", "CharacterSet", "IndexPath", "IndexSet", "Measurement",
        "Unit", "Dimension", "UnitLength", "UnitMass", "UnitDuration", "UnitTemperature", "UnitSpeed",
        "LocalizedError", "CustomNSError", "RecoverableError", "NSCoding", "NSSecureCoding", "NSCopying",
        "NSLock", "NSRecursiveLock", "NSCondition", "NSLocking", "NSCache", "NSKeyedArchiver",
        "NSKeyedUnarchiver", "Progress", "InputStream", "OutputStream", "Stream", "Scanner",
        "NSItemProvider", "LocalizedStringResource", "ComparisonResult", "CocoaError", "POSIXError",
        "CGFloat", "CGPoint", "CGSize", "CGRect", "CGVector", "CGAffineTransform", "CGImage", "CGColor",
        "CGContext", "CGPath"
    ]

    private static let combine = [
        "AnyPublisher", "Publisher", "Subscriber", "Subscription", "Cancellable", "AnyCancellable",
        "PassthroughSubject", "CurrentValueSubject", "Subject", "Published", "Just", "Future", "Deferred",
        "Empty", "Fail", "Record", "AnySubscriber", "ObservableObject", "ObservableObjectPublisher",
        "Scheduler", "ImmediateScheduler", "Publishers", "Subscribers", "ConnectablePublisher",
        "TopLevelEncoder", "TopLevelDecoder", "Observable", "ObservationRegistrar"
    ]

    private static let uiKit = [
        "UIView", "UIViewController", "UINavigationController", "UITabBarController",
        "UISplitViewController", "UIPageViewController", "UITableView", "UITableViewCell",
        "UITableViewController", "UITableViewHeaderFooterView", "UICollectionView", "UICollectionViewCell",
        "UICollectionReusableView", "UICollectionViewLayout", "UICollectionViewFlowLayout",
        "UICollectionViewCompositionalLayout", "UICollectionViewDiffableDataSource",
        "UITableViewDiffableDataSource", "NSDiffableDataSourceSnapshot", "UILabel", "UIButton", "UIImage",
        "UIImageView", "UIColor", "UIFont", "UITextField", "UITextView", "UISwitch", "UISlider", "UIStepper",
        "UISegmentedControl", "UIStackView", "UIScrollView", "UIRefreshControl", "UIActivityIndicatorView",
        "UIProgressView", "UIPageControl", "UIPickerView", "UIDatePicker", "UISearchBar",
        "UISearchController", "UIAlertController", "UIAlertAction", "UIActivityViewController", "UIWindow",
        "UIWindowScene", "UIScene", "UIApplication", "UIApplicationDelegate", "UISceneDelegate",
        "UIWindowSceneDelegate", "UIScreen", "UIDevice", "UIResponder", "UIControl", "UIEvent", "UITouch",
        "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer",
        "UILongPressGestureRecognizer", "UISwipeGestureRecognizer", "UIPinchGestureRecognizer",
        "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIOffset", "UIRectEdge", "UIBarButtonItem",
        "UINavigationItem", "UINavigationBar", "UITabBar", "UITabBarItem", "UIToolbar", "UIStoryboard",
        "UINib", "UIStoryboardSegue", "UIPresentationController", "UISheetPresentationController",
        "UIAction", "UIMenu", "UIContextMenuConfiguration", "UIKeyCommand", "UIBezierPath",
        "UIGraphicsImageRenderer", "UITraitCollection", "UIUserInterfaceStyle", "UIContentConfiguration",
        "UIListContentConfiguration", "UIBackgroundConfiguration", "UIImagePickerController",
        "UIDocumentPickerViewController", "UIViewPropertyAnimator", "UITableViewDataSource",
        "UITableViewDelegate", "UICollectionViewDataSource", "UICollectionViewDelegate",
        "UITextFieldDelegate", "UITextViewDelegate", "UIScrollViewDelegate", "UISearchBarDelegate",
        "UISearchResultsUpdating", "UINavigationControllerDelegate",
        "UIAdaptivePresentationControllerDelegate", "UIGestureRecognizerDelegate",
        "UIViewControllerTransitioningDelegate", "UIImpactFeedbackGenerator",
        "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "UILayoutGuide",
        "NSLayoutConstraint", "NSLayoutAnchor", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor",
        "NSLayoutDimension", "UILayoutPriority", "UIModalPresentationStyle", "UIStatusBarStyle",
        "UIInterfaceOrientationMask", "UIKeyboardType", "UIReturnKeyType", "UITextContentType",
        "UIHostingController", "CALayer", "CAGradientLayer", "CAShapeLayer", "CABasicAnimation"
    ]

    private static let swiftUI = [
        "View", "Text", "Image", "Button", "List", "Section", "Form", "Label", "Group", "Binding", "State",
        "StateObject", "ObservedObject", "EnvironmentObject", "Environment", "EnvironmentValues",
        "EnvironmentKey", "Bindable", "AppStorage", "SceneStorage", "FocusState", "Namespace",
        "GeometryReader", "GeometryProxy", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
        "LazyVGrid", "LazyHGrid", "GridItem", "Grid", "GridRow", "ScrollView", "ScrollViewReader",
        "ScrollViewProxy", "NavigationView", "NavigationStack", "NavigationSplitView", "NavigationLink",
        "NavigationPath", "TabView", "Spacer", "Divider", "Color", "Font", "ForEach", "EmptyView",
        "AnyView", "Toggle", "TextField", "SecureField", "TextEditor", "Picker", "DatePicker", "Slider",
        "Stepper", "ProgressView", "Menu", "Link", "ShareLink", "Alert", "ViewModifier", "ViewBuilder",
        "ToolbarItem", "ToolbarItemPlacement", "ToolbarContent", "App", "Scene", "WindowGroup", "Window",
        "Shape", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Path", "Animation",
        "Transaction", "Edge", "EdgeInsets", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Axis",
        "LocalizedStringKey", "UnitPoint", "Angle", "ColorScheme", "DynamicTypeSize", "PresentationDetent",
        "DismissAction", "OpenURLAction", "Gradient", "LinearGradient", "RadialGradient",
        "AngularGradient", "Material", "ShapeStyle", "ButtonStyle", "PrimitiveButtonStyle", "ListStyle",
        "PreviewProvider", "UIViewRepresentable", "UIViewControllerRepresentable", "ViewThatFits",
        "AsyncImage", "ContentUnavailableView", "Table", "TableColumn", "DisclosureGroup", "OutlineGroup",
        "LabeledContent", "ControlGroup", "PreferenceKey", "AnyTransition", "Canvas", "TimelineView",
        "ImageRenderer", "Layout", "FocusedValue", "Commands", "CommandMenu"
    ]
}
