import Foundation

// MARK: - Data source and delegate protocols
//
// On iOS these are @objc protocols whose optional requirements are `optional`. @objc does not
// exist on Linux, so an optional requirement is modelled in one of two ways:
//
// - Optional methods that this UIKit itself calls (`numberOfSections(in:)`,
//   `navigationController(_:didShow:animated:)`) are requirements with a default implementation,
//   so conformers' implementations are found by dynamic dispatch.
// - The others are not requirements at all: conformers declare them as ordinary methods (callable
//   on the conforming type, as on iOS), and calling one through the protocol hits an unavailable
//   protocol-extension method. On iOS such a call needs `?` (`delegate?.tableView?(…)`), which
//   cannot be written here; calling it without `?` fails on iOS too, so both reject it.
//
// A misspelled optional method is silently unused either way (iOS warns that it "nearly matches").

@MainActor @preconcurrency
public protocol UIScrollViewDelegate: NSObjectProtocol {}

extension UIScrollViewDelegate {
    @available(*, unavailable, message: "an optional requirement: on iOS the method reference must be unwrapped (scrollViewDidScroll?(_:)); call the conforming type's method")
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

@MainActor @preconcurrency
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// Optional on iOS (called by this UIKit, so a requirement here); default 1.
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }

    @available(*, unavailable, message: "an optional requirement: on iOS the method reference must be unwrapped (tableView?(_:titleForHeaderInSection:)); call the conforming type's method")
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    @available(*, unavailable, message: "an optional requirement: on iOS the method reference must be unwrapped (tableView?(_:titleForFooterInSection:)); call the conforming type's method")
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    @available(*, unavailable, message: "an optional requirement: on iOS the method reference must be unwrapped (tableView?(_:canEditRowAt:)); call the conforming type's method")
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    @available(*, unavailable, message: "an optional requirement: on iOS the method reference must be unwrapped (tableView?(_:commit:forRowAt:)); call the conforming type's method")
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

@MainActor @preconcurrency
public protocol UITableViewDelegate: UIScrollViewDelegate {}

extension UITableViewDelegate {
    @available(*, unavailable, message: "an optional requirement: on iOS the method reference must be unwrapped (tableView?(_:didSelectRowAt:)); call the conforming type's method")
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    @available(*, unavailable, message: "an optional requirement: on iOS the method reference must be unwrapped (tableView?(_:didDeselectRowAt:)); call the conforming type's method")
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    @available(*, unavailable, message: "an optional requirement: on iOS the method reference must be unwrapped (tableView?(_:heightForRowAt:)); call the conforming type's method")
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }

    @available(*, unavailable, message: "an optional requirement: on iOS the method reference must be unwrapped (tableView?(_:willDisplay:forRowAt:)); call the conforming type's method")
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}

// MARK: - UITableView

@MainActor @preconcurrency
open class UITableView: UIScrollView {
    public enum Style: Int, @unchecked Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }

    public enum ScrollPosition: Int, @unchecked Sendable {
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    public enum RowAnimation: Int, @unchecked Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }

    /// `UITableViewAutomaticDimension`.
    /// A main-actor isolated class property, as on iOS.
    public class var automaticDimension: CGFloat { -1 }

    private var registeredClasses: [String: UITableViewCell.Type] = [:]
    private var selectedIndexPaths: [IndexPath] = []
    open private(set) var style: UITableView.Style

    weak open var dataSource: (any UITableViewDataSource)?
    weak open var delegate: (any UITableViewDelegate)?

    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    open var allowsSelection: Bool = true
    open var allowsMultipleSelection: Bool = false
    open var isEditing: Bool = false
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var backgroundView: UIView?

    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// `initWithFrame:` is inherited from UIView as a convenience initializer on iOS.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // Cells

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        if let cellType = cellClass as? UITableViewCell.Type {
            registeredClasses[identifier] = cellType
        } else {
            registeredClasses[identifier] = nil
        }
    }

    private func makeCell(_ identifier: String) -> UITableViewCell? {
        guard let cellType = registeredClasses[identifier] else { return nil }
        return cellType.init(_standInReuseIdentifier: identifier)
    }

    @discardableResult
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        makeCell(identifier)
    }

    /// Like UIKit, an unregistered identifier is a programmer error (UIKit raises
    /// NSInternalInconsistencyException).
    @discardableResult
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = makeCell(identifier) else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    // Data

    /// The data source is asked again on every query; there is no visible-cell cache.
    open func reloadData() {
        _ = numberOfSections
    }

    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
    open func beginUpdates() {}
    open func endUpdates() {}

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    open var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return dataSource.numberOfSections(in: self)
    }

    @discardableResult
    open func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// No cells are on screen without a window, so this returns nil as UIKit does for a
    /// table view that has not been laid out in a window.
    @discardableResult
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        nil
    }

    open var visibleCells: [UITableViewCell] { [] }

    open var indexPathsForVisibleRows: [IndexPath]? { [] }

    // Selection

    open var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.first }

    open var indexPathsForSelectedRows: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths
    }

    /// Like UIKit, does not call the delegate.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        guard let indexPath else {
            selectedIndexPaths.removeAll()
            return
        }
        if !allowsMultipleSelection { selectedIndexPaths.removeAll() }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
    }

    /// Like UIKit, does not call the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
    }

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {}

    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }
}

// MARK: - UITableViewCell

@MainActor @preconcurrency
open class UITableViewCell: UIView {
    public enum CellStyle: Int, @unchecked Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    public enum SelectionStyle: Int, @unchecked Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    public enum AccessoryType: Int, @unchecked Sendable {
        case none = 0
        case disclosureIndicator = 1
        case detailDisclosureButton = 2
        case checkmark = 3
        case detailButton = 4
    }

    public enum EditingStyle: Int, @unchecked Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }

    public enum SeparatorStyle: Int, @unchecked Sendable {
        case none = 0
        case singleLine = 1
        case singleLineEtched = 2
    }

    private let cellStyle: UITableViewCell.CellStyle
    open private(set) var reuseIdentifier: String?
    private let storedContentView = UIView(frame: .zero)
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?

    open var accessoryType: UITableViewCell.AccessoryType = .none
    open var accessoryView: UIView?
    open var selectionStyle: UITableViewCell.SelectionStyle = .default
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
    open var contentConfiguration: (any UIContentConfiguration)?

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(storedContentView)
    }

    public required init?(coder: NSCoder) {
        cellStyle = .default
        super.init(coder: coder)
        addSubview(storedContentView)
    }

    /// `initWithFrame:` is inherited from UIView as a convenience initializer on iOS.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Not UIKit API. UIKit creates registered cell classes through the Objective-C runtime by
    /// calling `init(style:reuseIdentifier:)`; Swift can only do that through a required
    /// initializer, and this one dispatches to the subclass's `init(style:reuseIdentifier:)`.
    /// Subclasses inherit it automatically when they override `init(style:reuseIdentifier:)`
    /// (as any cell registered with a table view must) or declare no designated initializer.
    public required convenience init(_standInReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    open var contentView: UIView { storedContentView }

    open var textLabel: UILabel? {
        if let label = storedTextLabel { return label }
        let label = UILabel(frame: .zero)
        storedContentView.addSubview(label)
        storedTextLabel = label
        return label
    }

    /// nil for `.default` style cells, as in UIKit.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let label = storedDetailTextLabel { return label }
        let label = UILabel(frame: .zero)
        storedContentView.addSubview(label)
        storedDetailTextLabel = label
        return label
    }

    open var imageView: UIImageView? {
        if let view = storedImageView { return view }
        let view = UIImageView(frame: .zero)
        storedContentView.addSubview(view)
        storedImageView = view
        return view
    }

    open func prepareForReuse() {}

    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    @discardableResult
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .subtitle: return .subtitleCell()
        case .value1: return .valueCell()
        default: return .cell()
        }
    }
}

// MARK: - Content configurations (iOS 14)

public protocol UIContentConfiguration {
    @MainActor @preconcurrency func makeContentView() -> any UIView & UIContentView
}

@MainActor @preconcurrency
public protocol UIContentView: NSObjectProtocol {
    var configuration: any UIContentConfiguration { get set }
}

public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public struct TextProperties: Hashable {
        public var font: UIFont = UIFont.preferredFont(forTextStyle: .body)
        public var color: UIColor = UIColor.label
        public var alignment: NSTextAlignment = .natural
        public var numberOfLines: Int = 0
    }

    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var maximumSize: CGSize = .zero

        public static func == (lhs: ImageProperties, rhs: ImageProperties) -> Bool {
            lhs.tintColor == rhs.tintColor && lhs.maximumSize.width == rhs.maximumSize.width && lhs.maximumSize.height == rhs.maximumSize.height
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(tintColor)
            hasher.combine(maximumSize.width)
            hasher.combine(maximumSize.height)
        }
    }

    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties()
    public var imageProperties = ImageProperties()
    let kind: String

    init(kind: String) {
        self.kind = kind
        if kind != "cell" {
            secondaryTextProperties.font = UIFont.preferredFont(forTextStyle: .subheadline)
            secondaryTextProperties.color = UIColor.secondaryLabel
        }
    }

    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(kind: "cell") }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(kind: "subtitleCell") }
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(kind: "valueCell") }

    @MainActor @preconcurrency
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }
}

@MainActor @preconcurrency
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            if let newValue = newValue as? UIListContentConfiguration { listConfiguration = newValue }
        }
    }
}
