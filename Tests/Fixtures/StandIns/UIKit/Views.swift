import Foundation

// MARK: - UILabel

@MainActor @preconcurrency
open class UILabel: UIView {
    open var text: String?
    open var attributedText: NSAttributedString?
    private var storedFont: UIFont?
    private var storedTextColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines: Int = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontSizeToFitWidth: Bool = false
    open var adjustsFontForContentSizeCategory: Bool = false
    open var minimumScaleFactor: CGFloat = 0
    open var isEnabled: Bool = true
    open var isHighlighted: Bool = false
    open var highlightedTextColor: UIColor?

    /// Resets to the system font of size 17 when set to nil, as UIKit does.
    open var font: UIFont! {
        get { storedFont ?? UIFont.systemFont(ofSize: 17) }
        set { storedFont = newValue }
    }

    /// Resets to `.label` when set to nil, as UIKit does.
    open var textColor: UIColor! {
        get { storedTextColor ?? UIColor.label }
        set { storedTextColor = newValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

// MARK: - UIImageView

@MainActor @preconcurrency
open class UIImageView: UIView {
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted: Bool = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

// MARK: - UIStackView

@MainActor @preconcurrency
open class UIStackView: UIView {
    public enum Distribution: Int, @unchecked Sendable {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }

    public enum Alignment: Int, @unchecked Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5

        public static var top: UIStackView.Alignment { .leading }
        public static var bottom: UIStackView.Alignment { .trailing }
    }

    private var storedArrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: UIStackView.Distribution = .fill
    open var alignment: UIStackView.Alignment = .fill
    open var spacing: CGFloat = 0
    open var isLayoutMarginsRelativeArrangement: Bool = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    open var arrangedSubviews: [UIView] { storedArrangedSubviews }

    open func addArrangedSubview(_ view: UIView) {
        storedArrangedSubviews.removeAll { $0 === view }
        storedArrangedSubviews.append(view)
        addSubview(view)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        storedArrangedSubviews.removeAll { $0 === view }
        storedArrangedSubviews.insert(view, at: min(max(stackIndex, 0), storedArrangedSubviews.count))
        addSubview(view)
    }

    /// Like UIKit: the view stays a subview.
    open func removeArrangedSubview(_ view: UIView) {
        storedArrangedSubviews.removeAll { $0 === view }
    }

    open override func willRemoveSubview(_ subview: UIView) {
        storedArrangedSubviews.removeAll { $0 === subview }
        super.willRemoveSubview(subview)
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
}

// MARK: - UIActivityIndicatorView

@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, @unchecked Sendable {
        case medium = 100
        case large = 101
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleLarge instead.")
        case whiteLarge = 0
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleMedium instead.")
        case white = 1
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleMedium instead.")
        case gray = 2
    }

    private var animating = false
    open var style: UIActivityIndicatorView.Style = .medium
    open var color: UIColor! = UIColor.gray

    /// Hides the view while stopped, as UIKit does (default true).
    open var hidesWhenStopped: Bool = true {
        didSet { updateHidden() }
    }

    public init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init(frame: .zero)
        updateHidden()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        updateHidden()
    }

    /// UIKit declares this initializer non-failable.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
        updateHidden()
    }

    open var isAnimating: Bool { animating }

    open func startAnimating() {
        animating = true
        updateHidden()
    }

    open func stopAnimating() {
        animating = false
        updateHidden()
    }

    private func updateHidden() {
        if hidesWhenStopped { isHidden = !animating }
    }
}

// MARK: - UIScrollView

@MainActor @preconcurrency
open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var isScrollEnabled: Bool = true
    open var isPagingEnabled: Bool = false
    open var bounces: Bool = true
    open var alwaysBounceVertical: Bool = false
    open var alwaysBounceHorizontal: Bool = false
    open var showsVerticalScrollIndicator: Bool = true
    open var showsHorizontalScrollIndicator: Bool = true

    /// UIRefreshControlHosting; setting it adds the control as a subview, as UIKit does.
    open var refreshControl: UIRefreshControl? {
        didSet {
            if oldValue !== refreshControl { oldValue?.removeFromSuperview() }
            if let refreshControl { addSubview(refreshControl) }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
}

// MARK: - UIRefreshControl

@MainActor @preconcurrency
open class UIRefreshControl: UIControl {
    private var refreshing = false
    open var attributedTitle: NSAttributedString?

    public init() {
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var isRefreshing: Bool { refreshing }

    open func beginRefreshing() {
        refreshing = true
    }

    open func endRefreshing() {
        refreshing = false
    }
}
