import Combine
import Foundation
import Observation

public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

// MARK: - Binding

@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let getValue: () -> Value
    let setValue: (Value) -> Void

    init(getValue: @escaping () -> Value, setValue: @escaping (Value) -> Void) {
        self.getValue = getValue
        self.setValue = setValue
    }

    /// SwiftUI calls these closures synchronously; `@isolated(any)` only records the closure's
    /// isolation (Swift passes it in the closure context), so the stand-in calls them directly.
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        let getter = unsafeBitCast(get, to: (@Sendable () -> Value).self)
        let setter = unsafeBitCast(set, to: (@Sendable (Value) -> Void).self)
        self.init(getValue: getter, setValue: setter)
    }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(getValue: { value }, setValue: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        return Binding<Subject>(getValue: { base.getValue()[keyPath: keyPath] }, setValue: { newValue in
            var whole = base.getValue()
            whole[keyPath: keyPath] = newValue
            base.setValue(whole)
        })
    }

    init<Root: AnyObject>(_ root: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.init(getValue: { root[keyPath: keyPath] }, setValue: { root[keyPath: keyPath] = $0 })
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
    public typealias ID = Value.ID
}

extension Binding {
    /// Creates a binding by projecting the base value to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(getValue: { Optional(base.wrappedValue) }, setValue: { newValue in
            if let newValue { base.wrappedValue = newValue }
        })
    }

    /// Creates a binding by projecting the base value to an unwrapped value.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(getValue: { base.wrappedValue ?? initial }, setValue: { base.wrappedValue = $0 })
    }
}

// MARK: - State
//
// Not installed in a view graph (there is none here), a State behaves as SwiftUI documents for
// that case: it keeps its initial value, writes are ignored, and its projected binding is a
// constant of the initial value.

@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    let initialValue: Value

    public init(wrappedValue value: Value) {
        initialValue = value
    }

    public init(initialValue value: Value) {
        initialValue = value
    }

    public var wrappedValue: Value {
        get { initialValue }
        nonmutating set { _ = newValue }
    }

    public var projectedValue: Binding<Value> {
        .constant(initialValue)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: Sendable where Value: Sendable {}

// MARK: - ObservedObject and StateObject

/// Main-actor isolated as a whole (initializers included), as in the iOS SDK.
@propertyWrapper @preconcurrency @MainActor @frozen
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    @dynamicMemberLookup @preconcurrency @MainActor @frozen
    public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(root, keyPath: keyPath)
        }
    }

    let object: ObjectType

    public init(initialValue: ObjectType) {
        object = initialValue
    }

    public init(wrappedValue: ObjectType) {
        object = wrappedValue
    }

    @MainActor @preconcurrency
    public var wrappedValue: ObjectType {
        get { object }
        set { self = ObservedObject(wrappedValue: newValue) }
    }

    @MainActor @preconcurrency
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        Wrapper(root: object)
    }
}

extension ObservedObject: Sendable {}

/// Not installed in a view graph, a StateObject behaves as SwiftUI does for that case: every
/// access evaluates the initial-value autoclosure again and yields a new object.
@frozen @propertyWrapper
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    let thunk: () -> ObjectType

    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.thunk = thunk
    }

    @MainActor @preconcurrency
    public var wrappedValue: ObjectType {
        thunk()
    }

    @MainActor @preconcurrency
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: thunk()).projectedValue
    }
}

/// Sendable as on iOS (main-actor isolated there; its closure is only run on the main actor).
extension StateObject: @unchecked Sendable {}

// MARK: - Bindable (Observation)

@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value

    public var projectedValue: Bindable<Value> { self }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) {
        self.wrappedValue = projectedValue.wrappedValue
    }
}

extension Bindable where Value: AnyObject {
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(wrappedValue, keyPath: keyPath)
    }
}

extension Bindable where Value: ObservableObject {
    @available(*, unavailable, message: "@Bindable only works with Observable types. For ObservableObject types, use @ObservedObject instead.")
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self.wrappedValue = projectedValue.wrappedValue
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
    public typealias ID = Value.ID
}

extension Bindable: Sendable where Value: Sendable {}

extension Bindable: DynamicProperty {}

// MARK: - Environment

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues" }
}

/// Not installed in a view graph, an Environment property reads the default values.
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>

    nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        EnvironmentValues()[keyPath: keyPath]
    }
}

@MainActor @preconcurrency
public struct DismissAction {
    let action: @MainActor () -> Void

    @MainActor @preconcurrency
    public func callAsFunction() {
        action()
    }
}

private struct DismissActionKey: EnvironmentKey {
    static let defaultValue = DismissAction(action: {})
}

extension EnvironmentValues {
    public var dismiss: DismissAction {
        self[DismissActionKey.self]
    }
}
