import Foundation

// View modifiers. As in SwiftUI they are `nonisolated` and return opaque views; nothing is
// rendered, and lifecycle actions (onAppear, task, refreshable) are stored, never run.

extension View {
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_StandInModifier("padding"))
    }

    nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_StandInModifier("padding"))
    }

    nonisolated public func padding(_ length: CGFloat) -> some View {
        modifier(_StandInModifier("padding"))
    }

    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_StandInModifier("frame"))
    }

    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_StandInModifier("frame"))
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        modifier(_StandInModifier("foregroundColor"))
    }

    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
        modifier(_StandInModifier("foregroundStyle"))
    }

    nonisolated public func font(_ font: Font?) -> some View {
        modifier(_StandInModifier("font"))
    }

    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(_StandInModifier("fontWeight"))
    }

    nonisolated public func bold(_ isActive: Bool = true) -> some View {
        modifier(_StandInModifier("bold"))
    }

    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(_StandInModifier("multilineTextAlignment"))
    }

    nonisolated public func lineLimit(_ number: Int?) -> some View {
        modifier(_StandInModifier("lineLimit"))
    }

    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
        modifier(_StandInModifier("background"))
    }

    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
        modifier(_StandInActionModifier("background", content()))
    }

    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
        modifier(_StandInActionModifier("overlay", content()))
    }

    nonisolated public func opacity(_ opacity: Double) -> some View {
        modifier(_StandInModifier("opacity"))
    }

    nonisolated public func disabled(_ disabled: Bool) -> some View {
        modifier(_StandInModifier("disabled"))
    }

    nonisolated public func hidden() -> some View {
        modifier(_StandInModifier("hidden"))
    }

    nonisolated public func tint(_ tint: Color?) -> some View {
        modifier(_StandInModifier("tint"))
    }

    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(_StandInModifier("accessibilityIdentifier"))
    }

    nonisolated public func accessibilityLabel(_ label: Text) -> some View {
        modifier(_StandInModifier("accessibilityLabel"))
    }

    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        modifier(_StandInModifier("accessibilityLabel"))
    }

    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S>(_ label: S) -> some View where S: StringProtocol {
        modifier(_StandInModifier("accessibilityLabel"))
    }

    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
        modifier(_StandInModifier("id"))
    }

    nonisolated public func listStyle<S>(_ style: S) -> some View where S: ListStyle {
        modifier(_StandInModifier("listStyle"))
    }

    // Navigation

    nonisolated public func navigationTitle(_ title: Text) -> some View {
        modifier(_StandInModifier("navigationTitle"))
    }

    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(_StandInModifier("navigationTitle"))
    }

    @_disfavoredOverload
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
        modifier(_StandInModifier("navigationTitle"))
    }

    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_StandInModifier("navigationBarTitleDisplayMode"))
    }

    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View where D: Hashable, C: View {
        modifier(_StandInActionModifier("navigationDestination", destination))
    }

    nonisolated public func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View where V: View {
        modifier(_StandInActionModifier("navigationDestination", destination()))
    }

    /// iOS 17: pushes `destination(item)` while the bound optional is non-nil.
    nonisolated public func navigationDestination<D, C>(item: Binding<Optional<D>>, @ViewBuilder destination: @escaping (D) -> C) -> some View where D: Hashable, C: View {
        modifier(_StandInActionModifier("navigationDestination", destination))
    }

    // Lifecycle and events

    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_StandInActionModifier("onAppear", action))
    }

    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_StandInActionModifier("onDisappear", action))
    }

    nonisolated public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_StandInActionModifier("task", action))
    }

    nonisolated public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_StandInActionModifier("refreshable", action))
    }

    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_StandInActionModifier("onTapGesture", action))
    }

    // Presentation

    nonisolated public func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View {
        modifier(_StandInActionModifier("sheet", content))
    }

    nonisolated public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View {
        modifier(_StandInActionModifier("sheet", content))
    }

    nonisolated public func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View {
        modifier(_StandInActionModifier("fullScreenCover", content))
    }

    nonisolated public func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View {
        modifier(_StandInActionModifier("fullScreenCover", content))
    }

    nonisolated public func alert<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View where A: View {
        modifier(_StandInActionModifier("alert", actions()))
    }

    nonisolated public func alert<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View {
        modifier(_StandInActionModifier("alert", (actions(), message())))
    }

    @_disfavoredOverload
    nonisolated public func alert<S, A>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View where S: StringProtocol, A: View {
        modifier(_StandInActionModifier("alert", actions()))
    }

    @_disfavoredOverload
    nonisolated public func alert<S, A, M>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where S: StringProtocol, A: View, M: View {
        modifier(_StandInActionModifier("alert", (actions(), message())))
    }
}

public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

/// Not main-actor isolated (nor are the styles and their static members), as in the iOS SDK.
public protocol ListStyle {}

public struct PlainListStyle: ListStyle {
    public init() {}
}

@available(*, unavailable)
extension PlainListStyle: Sendable {}

public struct InsetGroupedListStyle: ListStyle {
    public init() {}
}

@available(*, unavailable)
extension InsetGroupedListStyle: Sendable {}

public struct GroupedListStyle: ListStyle {
    public init() {}
}

@available(*, unavailable)
extension GroupedListStyle: Sendable {}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
