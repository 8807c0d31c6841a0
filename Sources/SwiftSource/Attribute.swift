/// An attribute written before a declaration or an import: `@IBOutlet`, `@MainActor`,
/// `@available(iOS 15, *)`, `@testable`, a property wrapper such as `@Published`.
public struct Attribute: Sendable, Hashable {
    /// The attributes the readers in this package ask about; any other is ``other(_:)``.
    public enum Name: Sendable, Hashable {
        case ibOutlet, ibOutletCollection, ibAction, ibInspectable, ibDesignable, objc, mainActor, published, model,
            testable,
            available, escaping, sendable, discardableResult
        /// Any other attribute, by its name without `@` (`State`, `_spi`, `Injected`).
        case other(String)

        private static let known: [(Name, String)] = [
            (.ibOutlet, "IBOutlet"), (.ibOutletCollection, "IBOutletCollection"), (.ibAction, "IBAction"),
            (.ibInspectable, "IBInspectable"),
            (.ibDesignable, "IBDesignable"), (.objc, "objc"), (.mainActor, "MainActor"), (.published, "Published"),
            (.model, "Model"), (.testable, "testable"), (.available, "available"), (.escaping, "escaping"),
            (.sendable, "Sendable"), (.discardableResult, "discardableResult")
        ]

        /// The name spelled `spelling` (without `@`).
        public init(spelling: String) {
            self = Name.known.first { $0.1 == spelling }?.0 ?? .other(spelling)
        }

        /// How it is spelled, without `@`.
        public var spelling: String {
            if case .other(let spelling) = self { return spelling }
            return Name.known.first { $0.0 == self }?.1 ?? ""
        }
    }

    /// Which attribute it is.
    public var name: Name
    /// Its arguments as written, parentheses included (`(iOS 15, *)`), for display; nil when
    /// it has none.
    public var arguments: String?

    /// An attribute named `name`.
    public init(_ name: Name, arguments: String? = nil) {
        self.name = name
        self.arguments = arguments
    }

    /// `@` + name + arguments, as written.
    public var spelling: String { "@" + name.spelling + (arguments ?? "") }
}
