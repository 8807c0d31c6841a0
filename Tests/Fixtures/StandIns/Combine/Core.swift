// Stand-in for Apple's Combine framework (iOS 18 SDK shape), for compiling and running
// generated iOS code on Linux. Declarations follow
// iPhoneOS18.0.sdk/.../Combine.swiftmodule/arm64e-apple-ios.swiftinterface; see README.md.
// The real Combine is compiled in Swift 5 mode with no Sendable/isolation annotations on
// these types, so none are added here either (AnyCancellable, subjects, Sink: not Sendable).
//
// Note: the real module imports only Darwin/Swift and does not re-export Foundation.
import Foundation

// MARK: - Cancellable

public protocol Cancellable {
    func cancel()
}

final public class AnyCancellable: Cancellable, Hashable {
    private var cancelAction: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    public init<C>(_ canceller: C) where C: Cancellable {
        cancelAction = { canceller.cancel() }
    }

    deinit {
        cancelAction?()
    }

    final public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    final public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }
}

extension AnyCancellable {
    final public func store<C>(in collection: inout C) where C: RangeReplaceableCollection, C.Element == AnyCancellable {
        collection.append(self)
    }

    final public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }
}

extension Cancellable {
    public func store<C>(in collection: inout C) where C: RangeReplaceableCollection, C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }

    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }
}

// MARK: - Identifiers

public struct CombineIdentifier: Hashable, CustomStringConvertible {
    private let rawValue: UInt64

    nonisolated(unsafe) private static var counter: UInt64 = 0
    private static let counterLock = NSLock()

    public init() {
        CombineIdentifier.counterLock.lock()
        CombineIdentifier.counter &+= 1
        rawValue = CombineIdentifier.counter
        CombineIdentifier.counterLock.unlock()
    }

    public init(_ obj: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj)))
    }

    public var description: String { "0x\(String(rawValue, radix: 16))" }
}

public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

// MARK: - Publisher / Subscriber / Subscription

public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    func receive(_ input: Self.Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Self.Failure>)
}

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

extension Publisher {
    public func subscribe<S>(_ subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input {
        receive(subscriber: subscriber)
    }
}

public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Self.Output)
    func send(completion: Subscribers.Completion<Self.Failure>)
    func send(subscription: any Subscription)
}

extension Subject where Self.Output == Void {
    public func send() {
        send(())
    }
}

public enum Subscriptions {}

extension Subscriptions {
    public static var empty: any Subscription { EmptySubscription() }
}

private final class EmptySubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}

// MARK: - Subscribers namespace: Demand, Completion

public enum Subscribers {}

extension Subscribers {
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible {
        // nil means unlimited.
        @usableFromInline let limit: Int?

        @inlinable init(limit: Int?) {
            self.limit = limit
        }

        nonisolated(unsafe) public static let unlimited = Demand(limit: nil)
        nonisolated(unsafe) public static let none = Demand(limit: 0)

        public static func max(_ value: Int) -> Subscribers.Demand {
            precondition(value >= 0, "demand cannot be negative")
            return Demand(limit: value)
        }

        public var max: Int? { limit }

        public var description: String {
            limit.map { "max(\($0))" } ?? "unlimited"
        }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.limit, let r = rhs.limit else { return .unlimited }
            let (sum, overflow) = l.addingReportingOverflow(r)
            return overflow ? .unlimited : Demand(limit: sum)
        }

        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }

        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.limit else { return .unlimited }
            guard let r = rhs.limit else { return .none }
            return Demand(limit: Swift.max(0, l - r))
        }

        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

        public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(rhs) }

        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.limit, rhs.limit) {
            case (nil, _): return false
            case (_, nil): return true
            case let (l?, r?): return l < r
            }
        }

        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.limit == rhs }
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.limit != rhs }
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.limit.map { $0 > rhs } ?? true }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.limit.map { $0 >= rhs } ?? true }
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.limit.map { $0 < rhs } ?? false }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.limit.map { $0 <= rhs } ?? false }
    }

    public enum Completion<Failure> where Failure: Error {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}

// MARK: - Type-erased subscriber used by the stand-in's own publishers

/// Internal box so publishers can keep heterogeneous subscribers.
final class ErasedSubscriber<Input, Failure: Error> {
    private let receiveSubscriptionBody: (any Subscription) -> Void
    private let receiveValueBody: (Input) -> Subscribers.Demand
    private let receiveCompletionBody: (Subscribers.Completion<Failure>) -> Void

    init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        receiveSubscriptionBody = { subscriber.receive(subscription: $0) }
        receiveValueBody = { subscriber.receive($0) }
        receiveCompletionBody = { subscriber.receive(completion: $0) }
    }

    func receive(subscription: any Subscription) { receiveSubscriptionBody(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { receiveValueBody(input) }
    func receive(completion: Subscribers.Completion<Failure>) { receiveCompletionBody(completion) }
}

public struct AnySubscriber<Input, Failure>: Subscriber, CustomStringConvertible where Failure: Error {
    public let combineIdentifier: CombineIdentifier
    private let box: ErasedSubscriber<Input, Failure>

    public init<S>(_ s: S) where Input == S.Input, Failure == S.Failure, S: Subscriber {
        combineIdentifier = s.combineIdentifier
        box = ErasedSubscriber(s)
    }

    public var description: String { "Anonymous AnySubscriber" }

    public func receive(subscription: any Subscription) { box.receive(subscription: subscription) }
    public func receive(_ value: Input) -> Subscribers.Demand { box.receive(value) }
    public func receive(completion: Subscribers.Completion<Failure>) { box.receive(completion: completion) }
}
