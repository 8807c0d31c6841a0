import Foundation

// MARK: - ObservableObject

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where Self.ObjectWillChangePublisher.Failure == Never
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// Like Combine: the publisher is shared by all `@Published` properties of the object and
    /// emits before any of them changes. Found by reflecting over the stored properties
    /// (including superclasses'); an object without `@Published` properties gets a fresh
    /// publisher on each access.
    public var objectWillChange: ObservableObjectPublisher {
        var storages: [any PublishedStorageProviding] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                if let provider = child.value as? any PublishedStorageProviding {
                    storages.append(provider)
                }
            }
            mirror = current.superclassMirror
        }
        if let existing = storages.lazy.compactMap({ $0.publishedStorage.objectWillChange }).first {
            return existing
        }
        let publisher = ObservableObjectPublisher()
        for storage in storages {
            storage.publishedStorage.objectWillChange = publisher
        }
        return publisher
    }
}

final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private let dispatcher = Dispatcher<Void, Never>(keepsLatest: false)

    public init() {}

    final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Void {
        dispatcher.attach(subscriber, initial: nil)
    }

    final public func send() {
        dispatcher.send(())
    }
}

// MARK: - @Published

/// Type-erased access to a `Published` property's storage (used by `objectWillChange`).
protocol PublishedStorageProviding {
    var publishedStorage: PublishedStorageBase { get }
}

class PublishedStorageBase {
    var objectWillChange: ObservableObjectPublisher?
}

final class PublishedStorage<Value>: PublishedStorageBase {
    private(set) var value: Value
    let dispatcher = Dispatcher<Value, Never>(keepsLatest: true)
    var assignment: AnyCancellable?

    init(_ value: Value) {
        self.value = value
    }

    /// willSet semantics, as in Combine: `objectWillChange` fires, then subscribers of the
    /// projected publisher receive the new value, and only then is the stored value replaced.
    func set(_ newValue: Value) {
        objectWillChange?.send()
        dispatcher.send(newValue)
        value = newValue
    }
}

@propertyWrapper
public struct Published<Value> {
    let storage: PublishedStorage<Value>

    public init(wrappedValue: Value) {
        storage = PublishedStorage(wrappedValue)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let storage: PublishedStorage<Value>

        public func receive<S>(subscriber: S) where Value == S.Input, S: Subscriber, S.Failure == Never {
            storage.dispatcher.attach(subscriber, initial: storage.value)
        }
    }

    public var projectedValue: Published<Value>.Publisher {
        mutating get { Publisher(storage: storage) }
        set {
            // Only reachable through `assign(to: &$property)`, which works on the storage.
            _ = newValue
        }
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set { object[keyPath: storageKeyPath].storage.set(newValue) }
    }
}

extension Published: PublishedStorageProviding {
    var publishedStorage: PublishedStorageBase { storage }
}

extension Publisher where Self.Failure == Never {
    /// Republishes elements through a `@Published` property (`assign(to: &$property)`); the
    /// subscription lives as long as the property's storage.
    public func assign(to published: inout Published<Self.Output>.Publisher) {
        let storage = published.storage
        let sink = Subscribers.Sink<Output, Never>(receiveCompletion: { _ in }, receiveValue: { [weak storage] value in
            storage?.set(value)
        })
        storage.assignment = AnyCancellable(sink)
        subscribe(sink)
    }
}
