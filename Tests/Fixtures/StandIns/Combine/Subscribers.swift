import Foundation

extension Subscribers {
    final public class Sink<Input, Failure>: Subscriber, Cancellable, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible where Failure: Error {
        final public private(set) var receiveValue: (Input) -> Void
        final public private(set) var receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: (any Subscription)?
        private var isDone = false

        public init(receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void), receiveValue: @escaping ((Input) -> Void)) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        final public var description: String { "Sink" }
        final public var customMirror: Mirror { Mirror(self, children: [:]) }
        final public var playgroundDescription: Any { description }

        final public func receive(subscription: any Subscription) {
            guard !isDone, self.subscription == nil else {
                subscription.cancel()
                return
            }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        final public func receive(_ value: Input) -> Subscribers.Demand {
            guard !isDone else { return .none }
            receiveValue(value)
            return .none
        }

        final public func receive(completion: Subscribers.Completion<Failure>) {
            guard !isDone else { return }
            isDone = true
            receiveCompletion(completion)
            release()
        }

        final public func cancel() {
            guard !isDone else { return }
            isDone = true
            let current = subscription
            release()
            current?.cancel()
        }

        private func release() {
            subscription = nil
            receiveValue = { _ in }
            receiveCompletion = { _ in }
        }
    }

    final public class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
        public typealias Failure = Never

        final public private(set) var object: Root?
        final public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var subscription: (any Subscription)?

        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        final public var description: String { "Assign \(Root.self)." }
        final public var customMirror: Mirror { Mirror(self, children: [:]) }
        final public var playgroundDescription: Any { description }

        final public func receive(subscription: any Subscription) {
            guard self.subscription == nil, object != nil else {
                subscription.cancel()
                return
            }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        final public func receive(_ value: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = value
            return .none
        }

        final public func receive(completion: Subscribers.Completion<Never>) {
            object = nil
            subscription = nil
        }

        final public func cancel() {
            let current = subscription
            subscription = nil
            object = nil
            current?.cancel()
        }
    }
}

extension Publisher {
    public func sink(receiveCompletion: @escaping ((Subscribers.Completion<Self.Failure>) -> Void), receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Self.Failure == Never {
    public func sink(receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Self.Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}
