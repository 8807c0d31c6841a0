import Foundation

// MARK: - Button

/// Holds a button's main-actor action (Sendable in Swift 6 mode, not in Swift 5 mode).
struct MainActorAction: @unchecked Sendable {
    let run: @MainActor () -> Void
}

public struct ButtonRole: Equatable, Sendable {
    let id: Int

    public static let destructive = ButtonRole(id: 1)
    public static let cancel = ButtonRole(id: 2)
}

@MainActor @preconcurrency
public struct Button<Label>: View, PrimitiveView where Label: View {
    let role: ButtonRole?
    let action: MainActorAction
    nonisolated(unsafe) let label: Label

    @preconcurrency
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = nil
        self.action = MainActorAction(run: action)
        self.label = label()
    }

    @preconcurrency
    nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = MainActorAction(run: action)
        self.label = label()
    }
}

@available(*, unavailable)
extension Button: Sendable {}

extension Button where Label == Text {
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload @preconcurrency
    nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(action: action) { Text(title) }
    }

    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload @preconcurrency
    nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(role: role, action: action) { Text(title) }
    }
}

// MARK: - Toggle

@MainActor @preconcurrency
public struct Toggle<Label>: View, PrimitiveView where Label: View {
    let isOn: Binding<Bool>
    nonisolated(unsafe) let label: Label

    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

@available(*, unavailable)
extension Toggle: Sendable {}

extension Toggle where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
        self.init(isOn: isOn) { Text(title) }
    }
}

// MARK: - ProgressView

@MainActor @preconcurrency
public struct ProgressView<Label, CurrentValueLabel>: View, PrimitiveView where Label: View, CurrentValueLabel: View {
    let fractionCompleted: Double?
    nonisolated(unsafe) let label: Label?

    nonisolated init(fractionCompleted: Double?, label: Label?) {
        self.fractionCompleted = fractionCompleted
        self.label = label
    }
}

@available(*, unavailable)
extension ProgressView: Sendable {}

extension ProgressView where CurrentValueLabel == EmptyView {
    nonisolated public init() where Label == EmptyView {
        self.init(fractionCompleted: nil, label: nil)
    }

    nonisolated public init(@ViewBuilder label: () -> Label) {
        self.init(fractionCompleted: nil, label: label())
    }

    nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text {
        self.init(fractionCompleted: nil, label: Text(titleKey))
    }

    @_disfavoredOverload
    nonisolated public init<S>(_ title: S) where Label == Text, S: StringProtocol {
        self.init(fractionCompleted: nil, label: Text(title))
    }

    nonisolated public init<V>(value: V?, total: V = 1.0) where Label == EmptyView, V: BinaryFloatingPoint {
        self.init(fractionCompleted: value.map { Double($0 / total) }, label: nil)
    }
}

// MARK: - Navigation

public struct NavigationPath: Equatable {
    private var elements: [AnyHashable] = []

    public init() {}

    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V>(_ value: V) where V: Hashable {
        elements.append(AnyHashable(value))
    }

    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}

@MainActor @preconcurrency
public struct NavigationStack<Data, Root>: View, PrimitiveView where Root: View {
    nonisolated(unsafe) let root: Root
}

@available(*, unavailable)
extension NavigationStack: Sendable {}

/// NavigationStack's initializers are main-actor isolated (iOS 18 and 26 SDKs).
extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
    }
}

@MainActor @preconcurrency
public struct NavigationLink<Label, Destination>: View, PrimitiveView where Label: View, Destination: View {
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let destination: Destination?
    nonisolated(unsafe) let value: AnyHashable?

    nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination()
        self.value = nil
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        self.value = nil
    }
}

@available(*, unavailable)
extension NavigationLink: Sendable {}

extension NavigationLink where Destination == Never {
    nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {
        self.label = label()
        self.destination = nil
        self.value = value.map { AnyHashable($0) }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?) where P: Hashable {
        self.init(value: value) { Text(titleKey) }
    }
}

extension NavigationLink where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
}
