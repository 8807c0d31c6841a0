import Foundation

// MARK: - Internal fan-out machinery shared by the subjects, @Published and ObservableObjectPublisher

/// One subscriber's connection to a multicasting source. Delivery is synchronous on the
/// sender's thread, as in Combine.
final class Conduit<Output, Failure: Error>: Subscription, CustomStringConvertible {
    private let lock = NSRecursiveLock()
    private var downstream: ErasedSubscriber<Output, Failure>?
    private var parent: Dispatcher<Output, Failure>?
    private var demand: Subscribers.Demand = .none
    /// The latest value not yet delivered for lack of demand (only for replaying sources).
    private var pending: Output?
    private let keepsLatest: Bool

    init(parent: Dispatcher<Output, Failure>, downstream: ErasedSubscriber<Output, Failure>, keepsLatest: Bool) {
        self.parent = parent
        self.downstream = downstream
        self.keepsLatest = keepsLatest
    }

    var description: String { "Conduit" }

    func offerInitial(_ value: Output) {
        lock.lock()
        pending = value
        lock.unlock()
        flush()
    }

    func request(_ newDemand: Subscribers.Demand) {
        lock.lock()
        demand += newDemand
        lock.unlock()
        flush()
    }

    private func flush() {
        lock.lock()
        guard demand > 0, let value = pending, let target = downstream else {
            lock.unlock()
            return
        }
        pending = nil
        demand -= 1
        lock.unlock()
        let more = target.receive(value)
        lock.lock()
        demand += more
        lock.unlock()
    }

    func deliver(_ value: Output) {
        lock.lock()
        guard let target = downstream else {
            lock.unlock()
            return
        }
        guard demand > 0 else {
            if keepsLatest { pending = value }
            lock.unlock()
            return
        }
        demand -= 1
        lock.unlock()
        let more = target.receive(value)
        lock.lock()
        demand += more
        lock.unlock()
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let target = downstream
        downstream = nil
        parent = nil
        pending = nil
        lock.unlock()
        target?.receive(completion: completion)
    }

    func cancel() {
        lock.lock()
        let owner = parent
        downstream = nil
        parent = nil
        pending = nil
        lock.unlock()
        owner?.remove(self)
    }
}

/// The subscriber list of a multicasting source.
final class Dispatcher<Output, Failure: Error> {
    private let lock = NSRecursiveLock()
    private var conduits: [Conduit<Output, Failure>] = []
    private(set) var completion: Subscribers.Completion<Failure>?
    private let keepsLatest: Bool

    init(keepsLatest: Bool) {
        self.keepsLatest = keepsLatest
    }

    var hasSubscribers: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !conduits.isEmpty
    }

    /// Attaches `subscriber`; `initial` is replayed once demand arrives.
    func attach<S: Subscriber>(_ subscriber: S, initial: Output?) where S.Input == Output, S.Failure == Failure {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        let conduit = Conduit(parent: self, downstream: ErasedSubscriber(subscriber), keepsLatest: keepsLatest)
        conduits.append(conduit)
        lock.unlock()
        subscriber.receive(subscription: conduit)
        if let initial { conduit.offerInitial(initial) }
    }

    func send(_ value: Output) {
        lock.lock()
        guard completion == nil else {
            lock.unlock()
            return
        }
        let targets = conduits
        lock.unlock()
        for conduit in targets { conduit.deliver(value) }
    }

    func send(completion newCompletion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard completion == nil else {
            lock.unlock()
            return
        }
        completion = newCompletion
        let targets = conduits
        conduits.removeAll()
        lock.unlock()
        for conduit in targets { conduit.finish(newCompletion) }
    }

    func remove(_ conduit: Conduit<Output, Failure>) {
        lock.lock()
        conduits.removeAll { $0 === conduit }
        lock.unlock()
    }
}

// MARK: - PassthroughSubject

final public class PassthroughSubject<Output, Failure>: Subject where Failure: Error {
    private let dispatcher = Dispatcher<Output, Failure>(keepsLatest: false)
    private var upstreamSubscriptions: [any Subscription] = []

    public init() {}

    final public func send(subscription: any Subscription) {
        upstreamSubscriptions.append(subscription)
        subscription.request(.unlimited)
    }

    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        dispatcher.attach(subscriber, initial: nil)
    }

    final public func send(_ input: Output) {
        dispatcher.send(input)
    }

    final public func send(completion: Subscribers.Completion<Failure>) {
        dispatcher.send(completion: completion)
    }
}

// MARK: - CurrentValueSubject

final public class CurrentValueSubject<Output, Failure>: Subject where Failure: Error {
    private let dispatcher = Dispatcher<Output, Failure>(keepsLatest: true)
    private var upstreamSubscriptions: [any Subscription] = []
    private var currentValue: Output

    final public var value: Output {
        get { currentValue }
        set { send(newValue) }
    }

    public init(_ value: Output) {
        currentValue = value
    }

    final public func send(subscription: any Subscription) {
        upstreamSubscriptions.append(subscription)
        subscription.request(.unlimited)
    }

    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        dispatcher.attach(subscriber, initial: currentValue)
    }

    final public func send(_ input: Output) {
        guard dispatcher.completion == nil else { return }
        currentValue = input
        dispatcher.send(input)
    }

    final public func send(completion: Subscribers.Completion<Failure>) {
        dispatcher.send(completion: completion)
    }
}
