import Foundation

public enum Publishers {}

// MARK: - AnyPublisher

public struct AnyPublisher<Output, Failure>: CustomStringConvertible, CustomPlaygroundDisplayConvertible where Failure: Error {
    private let subscribeBody: (ErasedSubscriber<Output, Failure>) -> Void

    public init<P>(_ publisher: P) where Output == P.Output, Failure == P.Failure, P: Publisher {
        subscribeBody = { erased in publisher.receive(subscriber: ErasedSubscriberAdapter(erased)) }
    }

    public var description: String { "AnyPublisher" }
    public var playgroundDescription: Any { description }
}

extension AnyPublisher: Publisher {
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        subscribeBody(ErasedSubscriber(subscriber))
    }
}

/// Adapts the internal erased box back into a `Subscriber`.
struct ErasedSubscriberAdapter<Input, Failure: Error>: Subscriber {
    let box: ErasedSubscriber<Input, Failure>
    let combineIdentifier = CombineIdentifier()

    init(_ box: ErasedSubscriber<Input, Failure>) { self.box = box }

    func receive(subscription: any Subscription) { box.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { box.receive(input) }
    func receive(completion: Subscribers.Completion<Failure>) { box.receive(completion: completion) }
}

extension Publisher {
    public func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure> {
        AnyPublisher(self)
    }
}

// MARK: - Just / Empty / Fail / Future / Sequence

public struct Just<Output>: Publisher {
    public typealias Failure = Never

    public let output: Output

    public init(_ output: Output) {
        self.output = output
    }

    public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == Never {
        let subscription = ValuesSubscription<Output, Never>(values: [output], completion: .finished, downstream: ErasedSubscriber(subscriber))
        subscriber.receive(subscription: subscription)
    }
}

extension Just: Equatable where Output: Equatable {}

public struct Empty<Output, Failure>: Publisher, Equatable where Failure: Error {
    public let completeImmediately: Bool

    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }

    public static func == (lhs: Empty<Output, Failure>, rhs: Empty<Output, Failure>) -> Bool {
        lhs.completeImmediately == rhs.completeImmediately
    }
}

public struct Fail<Output, Failure>: Publisher where Failure: Error {
    public let error: Failure

    public init(error: Failure) {
        self.error = error
    }

    public init(outputType: Output.Type, failure: Failure) {
        self.error = failure
    }

    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

extension Fail: Equatable where Failure: Equatable {
    public static func == (lhs: Fail<Output, Failure>, rhs: Fail<Output, Failure>) -> Bool {
        lhs.error == rhs.error
    }
}

final public class Future<Output, Failure>: Publisher where Failure: Error {
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = NSRecursiveLock()
    private var result: Result<Output, Failure>?
    private var waiting: [ErasedSubscriber<Output, Failure>] = []

    public init(_ attemptToFulfill: @escaping (@escaping Future<Output, Failure>.Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfill(result) }
    }

    private func fulfill(_ newResult: Result<Output, Failure>) {
        lock.lock()
        guard result == nil else {
            lock.unlock()
            return
        }
        result = newResult
        let targets = waiting
        waiting.removeAll()
        lock.unlock()
        for target in targets { Future.deliver(newResult, to: target) }
    }

    private static func deliver(_ result: Result<Output, Failure>, to target: ErasedSubscriber<Output, Failure>) {
        switch result {
        case let .success(value):
            _ = target.receive(value)
            target.receive(completion: .finished)
        case let .failure(error):
            target.receive(completion: .failure(error))
        }
    }

    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        subscriber.receive(subscription: Subscriptions.empty)
        let erased = ErasedSubscriber(subscriber)
        lock.lock()
        if let result {
            lock.unlock()
            Future.deliver(result, to: erased)
        } else {
            waiting.append(erased)
            lock.unlock()
        }
    }
}

extension Publishers {
    public struct Sequence<Elements, Failure>: Publisher where Elements: Swift.Sequence, Failure: Error {
        public typealias Output = Elements.Element

        public let sequence: Elements

        public init(sequence: Elements) {
            self.sequence = sequence
        }

        public func receive<S>(subscriber: S) where Failure == S.Failure, S: Subscriber, Elements.Element == S.Input {
            let subscription = ValuesSubscription<Elements.Element, Failure>(values: Array(sequence), completion: .finished, downstream: ErasedSubscriber(subscriber))
            subscriber.receive(subscription: subscription)
        }
    }
}

extension Sequence {
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}

/// Emits a fixed list of values on demand, then completes.
final class ValuesSubscription<Output, Failure: Error>: Subscription {
    private var values: [Output]
    private let completion: Subscribers.Completion<Failure>
    private var downstream: ErasedSubscriber<Output, Failure>?
    private var demand: Subscribers.Demand = .none
    private var emitting = false

    init(values: [Output], completion: Subscribers.Completion<Failure>, downstream: ErasedSubscriber<Output, Failure>) {
        self.values = values
        self.completion = completion
        self.downstream = downstream
    }

    func request(_ newDemand: Subscribers.Demand) {
        demand += newDemand
        guard !emitting else { return }
        emitting = true
        defer { emitting = false }
        while demand > 0, !values.isEmpty, let target = downstream {
            demand -= 1
            let value = values.removeFirst()
            demand += target.receive(value)
        }
        if values.isEmpty, let target = downstream {
            downstream = nil
            target.receive(completion: completion)
        }
    }

    func cancel() {
        downstream = nil
        values.removeAll()
    }
}

// MARK: - Operators

/// A subscriber/subscription pair between an upstream and a downstream, used by the
/// stand-in's operators. `onValue` returns nil to drop a value (one more is then requested).
final class OperatorConduit<Input, UpstreamFailure: Error, Output, Failure: Error>: Subscriber, Subscription {
    private let onValue: (Input) -> Output?
    private let onCompletion: (Subscribers.Completion<UpstreamFailure>) -> (Output?, Subscribers.Completion<Failure>)
    private var downstream: ErasedSubscriber<Output, Failure>?
    private var upstream: (any Subscription)?

    init(downstream: ErasedSubscriber<Output, Failure>,
         onValue: @escaping (Input) -> Output?,
         onCompletion: @escaping (Subscribers.Completion<UpstreamFailure>) -> (Output?, Subscribers.Completion<Failure>)) {
        self.downstream = downstream
        self.onValue = onValue
        self.onCompletion = onCompletion
    }

    func receive(subscription: any Subscription) {
        guard upstream == nil, let target = downstream else {
            subscription.cancel()
            return
        }
        upstream = subscription
        target.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let target = downstream else { return .none }
        guard let output = onValue(input) else { return .max(1) }
        return target.receive(output)
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        guard let target = downstream else { return }
        downstream = nil
        upstream = nil
        let (last, mapped) = onCompletion(completion)
        if let last { _ = target.receive(last) }
        target.receive(completion: mapped)
    }

    func request(_ demand: Subscribers.Demand) {
        upstream?.request(demand)
    }

    func cancel() {
        let current = upstream
        upstream = nil
        downstream = nil
        current?.cancel()
    }
}

/// Helper to attach an operator conduit to an upstream publisher.
func attachOperator<Upstream: Publisher, S: Subscriber>(
    _ upstream: Upstream,
    _ subscriber: S,
    onValue: @escaping (Upstream.Output) -> S.Input?,
    onCompletion: @escaping (Subscribers.Completion<Upstream.Failure>) -> (S.Input?, Subscribers.Completion<S.Failure>)
) {
    let conduit = OperatorConduit<Upstream.Output, Upstream.Failure, S.Input, S.Failure>(
        downstream: ErasedSubscriber(subscriber), onValue: onValue, onCompletion: onCompletion)
    upstream.receive(subscriber: conduit)
}

/// Passes a completion through unchanged when upstream and downstream failures agree.
func passCompletion<Output, Failure: Error>(_ completion: Subscribers.Completion<Failure>) -> (Output?, Subscribers.Completion<Failure>) {
    (nil, completion)
}

extension Publishers {
    public struct Map<Upstream, Output>: Publisher where Upstream: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {
            let transform = self.transform
            attachOperator(upstream, subscriber, onValue: { transform($0) }, onCompletion: passCompletion)
        }
    }

    public struct CompactMap<Upstream, Output>: Publisher where Upstream: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {
            attachOperator(upstream, subscriber, onValue: transform, onCompletion: passCompletion)
        }
    }

    public struct Filter<Upstream>: Publisher where Upstream: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool

        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let isIncluded = self.isIncluded
            attachOperator(upstream, subscriber, onValue: { isIncluded($0) ? $0 : nil }, onCompletion: passCompletion)
        }
    }

    public struct RemoveDuplicates<Upstream>: Publisher where Upstream: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Upstream.Output, Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let predicate = self.predicate
            let previous = Box<Upstream.Output?>(nil)
            attachOperator(upstream, subscriber, onValue: { value in
                if let last = previous.value, predicate(last, value) { return nil }
                previous.value = value
                return value
            }, onCompletion: passCompletion)
        }
    }

    public struct Drop<Upstream>: Publisher where Upstream: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let remaining = Box(count)
            attachOperator(upstream, subscriber, onValue: { value in
                if remaining.value > 0 {
                    remaining.value -= 1
                    return nil
                }
                return value
            }, onCompletion: passCompletion)
        }
    }

    public struct ReplaceError<Upstream>: Publisher where Upstream: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never

        public let upstream: Upstream
        public let output: Upstream.Output

        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Output == S.Input, S.Failure == Never {
            let replacement = output
            attachOperator(upstream, subscriber, onValue: { $0 }, onCompletion: { completion in
                switch completion {
                case .finished: return (nil, .finished)
                case .failure: return (replacement, .finished)
                }
            })
        }
    }

    public struct SetFailureType<Upstream, Failure>: Publisher where Upstream: Publisher, Failure: Error, Upstream.Failure == Never {
        public typealias Output = Upstream.Output

        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S>(subscriber: S) where Failure == S.Failure, S: Subscriber, Upstream.Output == S.Input {
            attachOperator(upstream, subscriber, onValue: { $0 }, onCompletion: { _ in (nil, .finished) })
        }

        public func setFailureType<E>(to failure: E.Type) -> Publishers.SetFailureType<Upstream, E> where E: Error {
            Publishers.SetFailureType<Upstream, E>(upstream: upstream)
        }
    }

    public struct MapError<Upstream, Failure>: Publisher where Upstream: Publisher, Failure: Error {
        public typealias Output = Upstream.Output

        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure

        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S>(subscriber: S) where Failure == S.Failure, S: Subscriber, Upstream.Output == S.Input {
            let transform = self.transform
            attachOperator(upstream, subscriber, onValue: { $0 }, onCompletion: { completion in
                switch completion {
                case .finished: return (nil, .finished)
                case let .failure(error): return (nil, .failure(transform(error)))
                }
            })
        }
    }
}

/// Mutable state captured by operator closures.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Self.Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    public func compactMap<T>(_ transform: @escaping (Self.Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    public func filter(_ isIncluded: @escaping (Self.Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    public func removeDuplicates(by predicate: @escaping (Self.Output, Self.Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }

    public func replaceError(with output: Self.Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    public func mapError<E>(_ transform: @escaping (Self.Failure) -> E) -> Publishers.MapError<Self, E> where E: Error {
        Publishers.MapError(upstream: self, transform: transform)
    }
}

extension Publisher where Self.Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher where Self.Failure == Never {
    public func setFailureType<E>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> where E: Error {
        Publishers.SetFailureType(upstream: self)
    }
}
