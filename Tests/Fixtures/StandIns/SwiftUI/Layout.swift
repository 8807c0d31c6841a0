import Foundation

// MARK: - Alignment and edges

@frozen
public struct HorizontalAlignment: Equatable, Sendable {
    let id: Int

    public static let leading = HorizontalAlignment(id: 0)
    public static let center = HorizontalAlignment(id: 1)
    public static let trailing = HorizontalAlignment(id: 2)
    public static let listRowSeparatorLeading = HorizontalAlignment(id: 3)
    public static let listRowSeparatorTrailing = HorizontalAlignment(id: 4)
}

@frozen
public struct VerticalAlignment: Equatable, Sendable {
    let id: Int

    public static let top = VerticalAlignment(id: 0)
    public static let center = VerticalAlignment(id: 1)
    public static let bottom = VerticalAlignment(id: 2)
    public static let firstTextBaseline = VerticalAlignment(id: 3)
    public static let lastTextBaseline = VerticalAlignment(id: 4)
}

@frozen
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

@frozen
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    @frozen
    public struct Set: OptionSet, Sendable {
        public typealias Element = Edge.Set
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public init(_ e: Edge) {
            self.init(rawValue: 1 << e.rawValue)
        }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all = Set(rawValue: 15)
        public static let horizontal = Set(rawValue: 10)
        public static let vertical = Set(rawValue: 5)
    }
}

// MARK: - Stacks

@frozen @MainActor @preconcurrency
public struct VStack<Content>: View, PrimitiveView where Content: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    nonisolated(unsafe) let content: Content

    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

@available(*, unavailable)
extension VStack: Sendable {}

@frozen @MainActor @preconcurrency
public struct HStack<Content>: View, PrimitiveView where Content: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    nonisolated(unsafe) let content: Content

    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

@available(*, unavailable)
extension HStack: Sendable {}

@frozen @MainActor @preconcurrency
public struct ZStack<Content>: View, PrimitiveView where Content: View {
    let alignment: Alignment
    nonisolated(unsafe) let content: Content

    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

@available(*, unavailable)
extension ZStack: Sendable {}

/// Main-actor isolated including its initializer, as in the iOS 18 SDK (iOS 26 made it
/// nonisolated; the stricter one is modelled).
@frozen @MainActor @preconcurrency
public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
}

@MainActor @preconcurrency
public struct Divider: View, PrimitiveView {
    nonisolated public init() {}
}

// MARK: - ForEach

/// Not main-actor isolated (ForEach also builds non-view content); `data` and `content` are
/// public as in SwiftUI.
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
    let idKeyPath: KeyPath<Data.Element, ID>
}

@available(*, unavailable)
extension ForEach: Sendable {}

extension ForEach: View, PrimitiveView where Content: View {}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idKeyPath = \Data.Element.id
    }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idKeyPath = id
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.idKeyPath = \Int.self
    }
}

// MARK: - List and Section

@MainActor @preconcurrency
public struct List<SelectionValue, Content>: View, PrimitiveView where SelectionValue: Hashable, Content: View {
    nonisolated(unsafe) let content: Content
}

@available(*, unavailable)
extension List: Sendable {}

/// List's initializers are main-actor isolated (iOS 18 and 26 SDKs), unlike the stacks'.
extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.content = ForEach(data, content: rowContent)
    }
}

@MainActor @preconcurrency
public struct Section<Parent, Content, Footer> {
    nonisolated(unsafe) let header: Parent
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) let footer: Footer
}

extension Section: View, PrimitiveView where Parent: View, Content: View, Footer: View {}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.header = EmptyView()
        self.content = content()
        self.footer = EmptyView()
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.header = Text(titleKey)
        self.content = content()
        self.footer = EmptyView()
    }

    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.header = Text(title)
        self.content = content()
        self.footer = EmptyView()
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header()
        self.content = content()
        self.footer = EmptyView()
    }
}
