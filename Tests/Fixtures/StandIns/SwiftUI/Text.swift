import Foundation

// MARK: - LocalizedStringKey

@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    let key: String

    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        key = stringInterpolation.output
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        public mutating func appendInterpolation(_ string: String) {
            output += string
        }

        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
            output += "\(value._arg)"
        }

        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
            output += String(format: specifier, value._arg)
        }

        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: ReferenceConvertible {
            output += formatter?.string(for: subject) ?? "\(subject)"
        }

        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: NSObject {
            output += formatter?.string(for: subject) ?? subject.description
        }

        public mutating func appendInterpolation(_ text: Text) {
            output += text.content
        }

        public typealias StringLiteralType = String
    }

    public typealias StringLiteralType = String
    public typealias ExtendedGraphemeClusterLiteralType = String
    public typealias UnicodeScalarLiteralType = String
}

/// Types that `LocalizedStringKey` interpolation formats with a printf specifier.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: Self._Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int { self }
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _arg: UInt { self }
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Double { Double(self) }
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    public var _arg: Double { Double(self) }
    public var _specifier: String { "%lf" }
}

// MARK: - Text

/// `Text` is a Sendable value, not main-actor isolated; its View conformance is in an extension.
@frozen
public struct Text: Equatable, Sendable {
    let content: String
    let modifiers: [String]

    init(content: String, modifiers: [String]) {
        self.content = content
        self.modifiers = modifiers
    }

    public init(verbatim content: String) {
        self.init(content: content, modifiers: [])
    }

    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {
        self.init(content: String(content), modifiers: [])
    }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(content: key.key, modifiers: [])
    }

    // The other unlabeled single-argument initializers of the iOS SDK, so that a wrong argument
    // type draws the same "no exact matches in call to initializer" as on iOS.

    public init(_ image: Image) {
        self.init(content: "", modifiers: ["image:\(image.name)"])
    }

    public init(_ attributedContent: AttributedString) {
        self.init(content: String(attributedContent.characters), modifiers: [])
    }

    public init(_ dates: ClosedRange<Date>) {
        self.init(content: "\(dates.lowerBound) - \(dates.upperBound)", modifiers: [])
    }

    public init(_ interval: DateInterval) {
        self.init(content: "\(interval.start) - \(interval.end)", modifiers: [])
    }

    public static func == (a: Text, b: Text) -> Bool {
        a.content == b.content && a.modifiers == b.modifiers
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(content: lhs.content + rhs.content, modifiers: lhs.modifiers + rhs.modifiers)
    }

    func adding(_ modifier: String) -> Text {
        Text(content: content, modifiers: modifiers + [modifier])
    }

    public func foregroundColor(_ color: Color?) -> Text { adding("foregroundColor") }
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { adding("foregroundStyle") }
    public func font(_ font: Font?) -> Text { adding("font") }
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding("fontWeight") }
    public func bold() -> Text { adding("bold") }
    public func bold(_ isActive: Bool) -> Text { isActive ? adding("bold") : self }
    public func italic() -> Text { adding("italic") }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { adding("underline") }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { adding("strikethrough") }
}

extension Text: View, PrimitiveView {}

// MARK: - Font

@frozen
public struct Font: Hashable, Sendable {
    let name: String
    let size: CGFloat?

    init(name: String, size: CGFloat? = nil) {
        self.name = name
        self.size = size
    }

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")

    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    @frozen
    public struct Weight: Hashable, Sendable {
        let value: CGFloat

        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(name: "system", size: size)
    }

    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(name: "\(style)")
    }

    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(name: name, size: size)
    }

    public init(_ font: UIFont) {
        self.init(name: font.fontName, size: font.pointSize)
    }

    public func bold() -> Font { Font(name: name + ".bold", size: size) }
    public func italic() -> Font { Font(name: name + ".italic", size: size) }
    public func weight(_ weight: Font.Weight) -> Font { Font(name: name + ".w\(weight.value)", size: size) }
    public func monospacedDigit() -> Font { Font(name: name + ".monospacedDigit", size: size) }
}

// MARK: - ShapeStyle and Color

public protocol ShapeStyle: Sendable {}

@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable {
    let name: String
    let components: [Double]

    init(name: String, components: [Double] = []) {
        self.name = name
        self.components = components
    }

    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(name: "rgb", components: [red, green, blue, opacity])
    }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(name: "white", components: [white, white, white, opacity])
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(name: "hsb", components: [hue, saturation, brightness, opacity])
    }

    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(name: "asset:\(name)")
    }

    /// Bridges a UIKit color (SwiftUI on iOS).
    public init(uiColor: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        uiColor.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(name: "uiColor", components: [Double(r), Double(g), Double(b), Double(a)])
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Color(uiColor:)")
    public init(_ color: UIColor) {
        self.init(uiColor: color)
    }

    public func opacity(_ opacity: Double) -> Color {
        Color(name: name + ".opacity(\(opacity))", components: components)
    }

    public var description: String {
        components.isEmpty ? name : "\(name)\(components)"
    }

    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let mint = Color(name: "mint")
    public static let teal = Color(name: "teal")
    public static let cyan = Color(name: "cyan")
    public static let blue = Color(name: "blue")
    public static let indigo = Color(name: "indigo")
    public static let purple = Color(name: "purple")
    public static let pink = Color(name: "pink")
    public static let brown = Color(name: "brown")
    public static let clear = Color(name: "clear")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static var accentColor: Color { Color(name: "accentColor") }
}

extension Color: ShapeStyle {}

extension Color: View, PrimitiveView {}

extension UIColor {
    /// Bridges a SwiftUI color (SwiftUI on iOS).
    public convenience init(_ color: Color) {
        let c = color.components.count == 4 ? color.components : [0, 0, 0, 1]
        self.init(red: CGFloat(c[0]), green: CGFloat(c[1]), blue: CGFloat(c[2]), alpha: CGFloat(c[3]))
    }
}

@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var clear: Color { Color.clear }
}

// MARK: - Image

@frozen
public struct Image: Equatable, Sendable {
    let name: String

    public init(systemName: String) {
        name = "system:\(systemName)"
    }

    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
    }

    public init(decorative name: String, bundle: Bundle? = nil) {
        self.name = name
    }

    public init(uiImage: UIImage) {
        name = "uiImage"
    }

    public enum ResizingMode: Sendable {
        case tile, stretch
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        self
    }
}

extension Image: View, PrimitiveView {}

@frozen
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}
