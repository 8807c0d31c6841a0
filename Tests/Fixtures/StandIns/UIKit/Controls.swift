import Foundation

// MARK: - Menu elements and UIAction

@MainActor @preconcurrency
open class UIMenuElement: NSObject, @preconcurrency NSCoding {
    public struct Attributes: OptionSet, @unchecked Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    public enum State: Int, @unchecked Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }

    public required init?(coder: NSCoder) {
        title = ""
        super.init()
    }

    open func encode(with coder: NSCoder) {}
}

public typealias UIActionHandler = (UIAction) -> Void

@MainActor @preconcurrency
open class UIAction: UIMenuElement {
    public struct Identifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public let rawValue: String

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    open var discoverabilityTitle: String?
    open private(set) var identifier: UIAction.Identifier
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    open var selectedImage: UIImage?
    open private(set) var sender: Any?
    let handler: UIActionHandler

    init(actionTitle title: String, subtitle: String?, image: UIImage?, selectedImage: UIImage?, identifier: UIAction.Identifier?, discoverabilityTitle: String?, attributes: UIMenuElement.Attributes, state: UIMenuElement.State, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? UIAction.Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.selectedImage = selectedImage
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    public required init?(coder: NSCoder) {
        identifier = UIAction.Identifier(UUID().uuidString)
        attributes = []
        state = .off
        handler = { _ in }
        super.init(coder: coder)
    }

    public convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.init(actionTitle: title, subtitle: nil, image: image, selectedImage: nil, identifier: identifier, discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
    }

    public convenience init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.init(actionTitle: title, subtitle: subtitle, image: image, selectedImage: nil, identifier: identifier, discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
    }

    public convenience init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.init(actionTitle: title, subtitle: subtitle, image: image, selectedImage: selectedImage, identifier: identifier, discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
    }

    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

@MainActor @preconcurrency
open class UIMenu: UIMenuElement {
    public struct Options: OptionSet, @unchecked Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    open private(set) var children: [UIMenuElement]
    open private(set) var options: UIMenu.Options

    public convenience init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, options: UIMenu.Options = [], children: [UIMenuElement] = []) {
        self.init(title: title, subtitle: subtitle, image: image, menuOptions: options, children: children)
    }

    init(title: String, subtitle: String?, image: UIImage?, menuOptions: UIMenu.Options, children: [UIMenuElement]) {
        self.children = children
        self.options = menuOptions
        super.init(title: title, subtitle: subtitle, image: image)
    }

    public required init?(coder: NSCoder) {
        children = []
        options = []
        super.init(coder: coder)
    }
}

// MARK: - UIControl

@MainActor @preconcurrency
open class UIControl: UIView {
    public struct State: OptionSet, @unchecked Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    public struct Event: OptionSet, @unchecked Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    private var registeredActions: [(action: UIAction, events: UIControl.Event)] = []

    open var isEnabled: Bool = true
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false

    open var state: UIControl.State {
        var result: UIControl.State = .normal
        if !isEnabled { result.insert(.disabled) }
        if isSelected { result.insert(.selected) }
        if isHighlighted { result.insert(.highlighted) }
        return result
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        registeredActions.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        registeredActions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        registeredActions.removeAll { $0.action.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents) }
    }

    open var allControlEvents: UIControl.Event {
        registeredActions.reduce(into: UIControl.Event()) { $0.formUnion($1.events) }
    }

    /// Runs the UIAction handlers registered for any of `controlEvents`, as UIKit does.
    open func sendActions(for controlEvents: UIControl.Event) {
        let matching = registeredActions.filter { !$0.events.isDisjoint(with: controlEvents) }
        for entry in matching { sendAction(entry.action) }
    }

    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }
}

// MARK: - UIButton

@MainActor @preconcurrency
open class UIButton: UIControl {
    public enum ButtonType: Int, @unchecked Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7

        public static var roundedRect: UIButton.ButtonType { .system }
    }

    public struct Configuration {
        public enum CornerStyle: Sendable {
            case dynamic, fixed, small, medium, large, capsule
        }

        public enum Size: Sendable {
            case mini, small, medium, large
        }

        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: UIButton.Configuration.CornerStyle = .dynamic
        public var buttonSize: UIButton.Configuration.Size = .medium
        public var showsActivityIndicator: Bool = false
        public var imagePadding: CGFloat = 0
        public var contentInsets: NSDirectionalEdgeInsets = .zero
        let style: String

        init(style: String) {
            self.style = style
        }

        public static func plain() -> UIButton.Configuration { Configuration(style: "plain") }
        public static func tinted() -> UIButton.Configuration { Configuration(style: "tinted") }
        public static func gray() -> UIButton.Configuration { Configuration(style: "gray") }
        public static func filled() -> UIButton.Configuration { Configuration(style: "filled") }
        public static func borderless() -> UIButton.Configuration { Configuration(style: "borderless") }
        public static func bordered() -> UIButton.Configuration { Configuration(style: "bordered") }
        public static func borderedTinted() -> UIButton.Configuration { Configuration(style: "borderedTinted") }
        public static func borderedProminent() -> UIButton.Configuration { Configuration(style: "borderedProminent") }
    }

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var storedButtonType: UIButton.ButtonType = .custom
    private lazy var storedTitleLabel = UILabel(frame: .zero)
    private lazy var storedImageView = UIImageView(frame: .zero)

    open var configuration: UIButton.Configuration? {
        didSet {
            if let title = configuration?.title { setTitle(title, for: .normal) }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
    }

    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction {
            if configuration.title == nil { setTitle(primaryAction.title, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    open var buttonType: UIButton.ButtonType { storedButtonType }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        storedTitleLabel.text = currentTitle
    }

    @discardableResult
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
    }

    @discardableResult
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
    }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        storedImageView.image = currentImage
    }

    @discardableResult
    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? UIColor.tintColor }
    open var currentImage: UIImage? { image(for: state) }
    open var titleLabel: UILabel? { storedTitleLabel }
    open var imageView: UIImageView? { storedImageView }
}

// MARK: - UITextField

@MainActor @preconcurrency
open class UITextField: UIControl {
    public enum BorderStyle: Int, @unchecked Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }

    open var text: String? = ""
    open var placeholder: String?
    open var font: UIFont? = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor? = UIColor.label
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: UITextField.BorderStyle = .none
    open var isSecureTextEntry: Bool = false

    open override var canBecomeFirstResponder: Bool { true }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var hasText: Bool { !(text ?? "").isEmpty }
}
