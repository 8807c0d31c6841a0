import Foundation

// MARK: - UIResponder

@MainActor @preconcurrency
open class UIResponder: NSObject {
    private var firstResponderFlag = false

    public override init() {
        super.init()
    }

    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }

    open var canResignFirstResponder: Bool { true }

    open var isFirstResponder: Bool { firstResponderFlag }

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        firstResponderFlag = true
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        firstResponderFlag = false
        return true
    }
}

// MARK: - UIView

@MainActor @preconcurrency
open class UIView: UIResponder, @preconcurrency NSCoding {
    public enum ContentMode: Int, @unchecked Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }

    private var storedFrame: CGRect
    private var storedBoundsOrigin: CGPoint = .zero
    private var storedSubviews: [UIView] = []
    private weak var storedSuperview: UIView?
    private var storedConstraints: [NSLayoutConstraint] = []
    private var storedSafeAreaLayoutGuide: UILayoutGuide?
    private var storedLayoutMarginsGuide: UILayoutGuide?
    private var storedLayoutGuides: [UILayoutGuide] = []

    open var backgroundColor: UIColor?
    open var isHidden: Bool = false
    open var alpha: CGFloat = 1
    open var isOpaque: Bool = true
    open var tag: Int = 0
    open var isUserInteractionEnabled: Bool = true
    open var clipsToBounds: Bool = false
    open var contentMode: UIView.ContentMode = .scaleToFill
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    open var layoutMargins: UIEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var directionalLayoutMargins: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// UIAccessibilityIdentification (declared on NSObject/UIView on iOS).
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var isAccessibilityElement: Bool = false

    private var storedTintColor: UIColor?
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? UIColor.tintColor }
        set { storedTintColor = newValue }
    }

    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    public required init?(coder: NSCoder) {
        storedFrame = .zero
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    open func encode(with coder: NSCoder) {}

    open override var next: UIResponder? { superview }

    // Geometry

    open var frame: CGRect {
        get { storedFrame }
        set { storedFrame = newValue }
    }

    open var bounds: CGRect {
        get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set {
            storedBoundsOrigin = newValue.origin
            storedFrame.size = newValue.size
        }
    }

    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            storedFrame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
        }
    }

    // Hierarchy

    open var superview: UIView? { storedSuperview }

    open var subviews: [UIView] { storedSubviews }

    /// The window the view is in (the nearest `UIWindow` among the view and its superviews), or
    /// nil while it is in none.
    open var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }

    open func addSubview(_ view: UIView) {
        if view.storedSuperview === self {
            storedSubviews.removeAll { $0 === view }
            storedSubviews.append(view)
            return
        }
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        storedSubviews.append(view)
        view.storedSuperview = self
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
        view.storedSuperview = self
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    open func removeFromSuperview() {
        guard let parent = storedSuperview else { return }
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        parent.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        didMoveToSuperview()
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard storedSubviews.contains(where: { $0 === view }) else { return }
        storedSubviews.removeAll { $0 === view }
        storedSubviews.append(view)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard storedSubviews.contains(where: { $0 === view }) else { return }
        storedSubviews.removeAll { $0 === view }
        storedSubviews.insert(view, at: 0)
    }

    @discardableResult
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    @discardableResult
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}

    // Layout

    open func setNeedsLayout() {}

    open func layoutIfNeeded() {
        layoutSubviews()
    }

    open func layoutSubviews() {}

    open func setNeedsDisplay() {}

    @discardableResult
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        storedFrame.size
    }

    open func sizeToFit() {
        storedFrame.size = sizeThatFits(storedFrame.size)
    }

    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// A main-actor isolated class property, as on iOS.
    public class var noIntrinsicMetric: CGFloat { -1 }

    open var constraints: [NSLayoutConstraint] { storedConstraints }

    open func addConstraint(_ constraint: NSLayoutConstraint) {
        if !storedConstraints.contains(where: { $0 === constraint }) {
            storedConstraints.append(constraint)
        }
    }

    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(addConstraint)
    }

    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        storedConstraints.removeAll { $0 === constraint }
    }

    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(removeConstraint)
    }

    open var layoutGuides: [UILayoutGuide] { storedLayoutGuides }

    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
        storedLayoutGuides.append(layoutGuide)
    }

    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        storedLayoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    open var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = storedSafeAreaLayoutGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        guide.owningView = self
        storedSafeAreaLayoutGuide = guide
        return guide
    }

    open var layoutMarginsGuide: UILayoutGuide {
        if let guide = storedLayoutMarginsGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewLayoutMarginsGuide"
        guide.owningView = self
        storedLayoutMarginsGuide = guide
        return guide
    }

    open var safeAreaInsets: UIEdgeInsets { .zero }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}

    // Animation: runs the blocks immediately (no render server here).
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        true
    }
}

// MARK: - Auto Layout

@MainActor @preconcurrency
open class UILayoutGuide: NSObject, @preconcurrency NSCoding {
    open var identifier: String = ""
    weak open var owningView: UIView?
    open var layoutFrame: CGRect { owningView?.bounds ?? .zero }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open func encode(with coder: NSCoder) {}

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}

public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: Float

    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, @unchecked Sendable {
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        case leading = 5
        case trailing = 6
        case width = 7
        case height = 8
        case centerX = 9
        case centerY = 10
        case lastBaseline = 11
        case firstBaseline = 12
        case leftMargin = 13
        case rightMargin = 14
        case topMargin = 15
        case bottomMargin = 16
        case leadingMargin = 17
        case trailingMargin = 18
        case centerXWithinMargins = 19
        case centerYWithinMargins = 20
        case notAnAttribute = 0
    }

    public enum Relation: Int, @unchecked Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    public enum Axis: Int, @unchecked Sendable {
        case horizontal = 0
        case vertical = 1
    }

    private weak var storedFirstItem: AnyObject?
    private weak var storedSecondItem: AnyObject?
    open private(set) var firstAttribute: NSLayoutConstraint.Attribute
    open private(set) var secondAttribute: NSLayoutConstraint.Attribute
    open private(set) var relation: NSLayoutConstraint.Relation
    open private(set) var multiplier: CGFloat
    open var constant: CGFloat
    open var priority: UILayoutPriority = .required
    open var identifier: String?
    private var active = false

    init(firstItem: AnyObject?, firstAttribute: Attribute, relation: Relation, secondItem: AnyObject?, secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        self.storedFirstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.storedSecondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    public convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(firstItem: view1 as AnyObject, firstAttribute: attr1, relation: relation,
                  secondItem: view2.map { $0 as AnyObject }, secondAttribute: attr2, multiplier: multiplier, constant: c)
    }

    open var firstItem: AnyObject? { storedFirstItem }
    open var secondItem: AnyObject? { storedSecondItem }

    /// The view that owns an active constraint: the first item's view (or layout guide's owner).
    private var owningView: UIView? {
        if let view = storedFirstItem as? UIView { return view.superview ?? view }
        if let guide = storedFirstItem as? UILayoutGuide { return guide.owningView }
        return nil
    }

    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            active = newValue
            if newValue {
                owningView?.addConstraint(self)
            } else {
                owningView?.removeConstraint(self)
            }
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType>: NSObject where AnchorType: AnyObject {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    func makeConstraint(_ relation: NSLayoutConstraint.Relation, to other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(firstItem: item, firstAttribute: attribute, relation: relation,
                           secondItem: other?.item, secondAttribute: other?.attribute ?? .notAnAttribute,
                           multiplier: multiplier, constant: constant)
    }

    @discardableResult
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: 0)
    }

    @discardableResult
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: 0)
    }

    @discardableResult
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: 0)
    }

    @discardableResult
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: c)
    }

    @discardableResult
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: c)
    }

    @discardableResult
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: c)
    }
}

@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@MainActor @preconcurrency
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    @discardableResult
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: nil, constant: c)
    }

    @discardableResult
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: nil, constant: c)
    }

    @discardableResult
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: nil, constant: c)
    }

    @discardableResult
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, multiplier: m, constant: 0)
    }

    @discardableResult
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, multiplier: m, constant: c)
    }

    @discardableResult
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }

    @discardableResult
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }
}
