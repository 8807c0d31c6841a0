import Foundation

// UIColor, UIFont and UIImage are not main-actor classes; the iOS 18 SDK marks them Sendable.

// MARK: - UIColor

open class UIColor: NSObject, @unchecked Sendable {
    let red: CGFloat
    let green: CGFloat
    let blue: CGFloat
    let alphaComponent: CGFloat
    let systemName: String?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alphaComponent = alpha
        self.systemName = nil
        super.init()
    }

    public init(white: CGFloat, alpha: CGFloat) {
        self.red = white
        self.green = white
        self.blue = white
        self.alphaComponent = alpha
        self.systemName = nil
        super.init()
    }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        // HSB -> RGB
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let rgb: (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: rgb = (brightness, t, p)
        case 1: rgb = (q, brightness, p)
        case 2: rgb = (p, brightness, t)
        case 3: rgb = (p, q, brightness)
        case 4: rgb = (t, p, brightness)
        default: rgb = (brightness, p, q)
        }
        self.red = rgb.0
        self.green = rgb.1
        self.blue = rgb.2
        self.alphaComponent = alpha
        self.systemName = nil
        super.init()
    }

    init(systemName: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alphaComponent = alpha
        self.systemName = systemName
        super.init()
    }

    /// Asset-catalog colors do not exist here; like a missing asset on iOS, this returns nil.
    public convenience init?(named name: String) {
        return nil
    }

    @discardableResult
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alphaComponent
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue
            && alphaComponent == other.alphaComponent && systemName == other.systemName
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alphaComponent)
        hasher.combine(systemName)
        return hasher.finalize()
    }

    open override var description: String {
        if let systemName { return "<UIDynamicSystemColor: \(systemName)>" }
        return "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alphaComponent)"
    }

    // Fixed colors.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // System (adaptive) colors, light-appearance values.
    open class var systemRed: UIColor { UIColor(systemName: "systemRedColor", red: 1, green: 59.0 / 255, blue: 48.0 / 255) }
    open class var systemGreen: UIColor { UIColor(systemName: "systemGreenColor", red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255) }
    open class var systemBlue: UIColor { UIColor(systemName: "systemBlueColor", red: 0, green: 122.0 / 255, blue: 1) }
    open class var systemOrange: UIColor { UIColor(systemName: "systemOrangeColor", red: 1, green: 149.0 / 255, blue: 0) }
    open class var systemYellow: UIColor { UIColor(systemName: "systemYellowColor", red: 1, green: 204.0 / 255, blue: 0) }
    open class var systemPink: UIColor { UIColor(systemName: "systemPinkColor", red: 1, green: 45.0 / 255, blue: 85.0 / 255) }
    open class var systemPurple: UIColor { UIColor(systemName: "systemPurpleColor", red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255) }
    open class var systemTeal: UIColor { UIColor(systemName: "systemTealColor", red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255) }
    open class var systemIndigo: UIColor { UIColor(systemName: "systemIndigoColor", red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255) }
    open class var systemGray: UIColor { UIColor(systemName: "systemGrayColor", red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255) }
    open class var systemGray2: UIColor { UIColor(systemName: "systemGray2Color", red: 174.0 / 255, green: 174.0 / 255, blue: 178.0 / 255) }
    open class var systemGray3: UIColor { UIColor(systemName: "systemGray3Color", red: 199.0 / 255, green: 199.0 / 255, blue: 204.0 / 255) }
    open class var systemGray4: UIColor { UIColor(systemName: "systemGray4Color", red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255) }
    open class var systemGray5: UIColor { UIColor(systemName: "systemGray5Color", red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255) }
    open class var systemGray6: UIColor { UIColor(systemName: "systemGray6Color", red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255) }
    open class var tintColor: UIColor { UIColor(systemName: "tintColor", red: 0, green: 122.0 / 255, blue: 1) }
    open class var label: UIColor { UIColor(systemName: "labelColor", red: 0, green: 0, blue: 0) }
    open class var secondaryLabel: UIColor { UIColor(systemName: "secondaryLabelColor", red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6) }
    open class var tertiaryLabel: UIColor { UIColor(systemName: "tertiaryLabelColor", red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3) }
    open class var quaternaryLabel: UIColor { UIColor(systemName: "quaternaryLabelColor", red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.18) }
    open class var link: UIColor { UIColor(systemName: "linkColor", red: 0, green: 122.0 / 255, blue: 1) }
    open class var placeholderText: UIColor { UIColor(systemName: "placeholderTextColor", red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3) }
    open class var separator: UIColor { UIColor(systemName: "separatorColor", red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29) }
    open class var systemBackground: UIColor { UIColor(systemName: "systemBackgroundColor", red: 1, green: 1, blue: 1) }
    open class var secondarySystemBackground: UIColor { UIColor(systemName: "secondarySystemBackgroundColor", red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255) }
    open class var tertiarySystemBackground: UIColor { UIColor(systemName: "tertiarySystemBackgroundColor", red: 1, green: 1, blue: 1) }
    open class var systemGroupedBackground: UIColor { UIColor(systemName: "systemGroupedBackgroundColor", red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255) }
    open class var secondarySystemGroupedBackground: UIColor { UIColor(systemName: "secondarySystemGroupedBackgroundColor", red: 1, green: 1, blue: 1) }
    open class var systemFill: UIColor { UIColor(systemName: "systemFillColor", red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2) }
}

// MARK: - UIFont

open class UIFont: NSObject, @unchecked Sendable {
    public struct TextStyle: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public let rawValue: String

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
    }

    public struct Weight: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public let rawValue: CGFloat

        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    open private(set) var pointSize: CGFloat
    open private(set) var fontName: String
    let weight: Weight
    let textStyle: TextStyle?

    init(name: String, size: CGFloat, weight: Weight, textStyle: TextStyle?) {
        self.fontName = name
        self.pointSize = size
        self.weight = weight
        self.textStyle = textStyle
        super.init()
    }

    /// Only the system font exists here; other names behave like a font missing on iOS.
    public init?(name fontName: String, size fontSize: CGFloat) {
        return nil
    }

    open var familyName: String { ".AppleSystemUIFont" }

    @discardableResult
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let sizes: [UIFont.TextStyle: (CGFloat, Weight)] = [
            .largeTitle: (34, .regular), .title1: (28, .regular), .title2: (22, .regular),
            .title3: (20, .regular), .headline: (17, .semibold), .subheadline: (15, .regular),
            .body: (17, .regular), .callout: (16, .regular), .footnote: (13, .regular),
            .caption1: (12, .regular), .caption2: (11, .regular),
        ]
        let (size, weight) = sizes[style] ?? (17, .regular)
        return UIFont(name: ".SFUI-\(style.rawValue)", size: size, weight: weight, textStyle: style)
    }

    @discardableResult
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Regular", size: fontSize, weight: .regular, textStyle: nil)
    }

    @discardableResult
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Semibold", size: fontSize, weight: .bold, textStyle: nil)
    }

    @discardableResult
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-RegularItalic", size: fontSize, weight: .regular, textStyle: nil)
    }

    @discardableResult
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(name: ".SFUI-\(weight.rawValue)", size: fontSize, weight: weight, textStyle: nil)
    }

    @discardableResult
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(name: ".SFUI-Mono", size: fontSize, weight: weight, textStyle: nil)
    }

    @discardableResult
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, size: fontSize, weight: weight, textStyle: textStyle)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
    }

    open override var hash: Int {
        fontName.hashValue ^ pointSize.hashValue
    }
}

// MARK: - UIImage

open class UIImage: NSObject, @unchecked Sendable {
    public enum RenderingMode: Int, Sendable {
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2
    }

    open private(set) var size: CGSize
    let symbolName: String?
    open private(set) var renderingMode: UIImage.RenderingMode = .automatic

    public override convenience init() {
        self.init(size: .zero, symbolName: nil)
    }

    init(size: CGSize, symbolName: String?) {
        self.size = size
        self.symbolName = symbolName
        super.init()
    }

    /// There is no asset catalog here; like a missing asset on iOS this returns nil.
    public convenience init?(named name: String) {
        return nil
    }

    /// SF Symbols are not validated: every name yields an image.
    public convenience init?(systemName name: String) {
        self.init(size: CGSize(width: 24, height: 24), symbolName: name)
    }

    public convenience init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.init(size: CGSize(width: 1, height: 1), symbolName: nil)
    }

    @discardableResult
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        let copy = UIImage(size: size, symbolName: symbolName)
        copy.renderingMode = renderingMode
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        if let symbolName { return symbolName == other.symbolName }
        return self === other
    }

    open override var hash: Int {
        symbolName?.hashValue ?? ObjectIdentifier(self).hashValue
    }
}
