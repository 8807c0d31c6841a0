import Dispatch
import Foundation

// MARK: - Scheduler

public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

public protocol Scheduler<SchedulerTimeType> {
    associatedtype SchedulerTimeType: Strideable where Self.SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions
    var now: Self.SchedulerTimeType { get }
    var minimumTolerance: Self.SchedulerTimeType.Stride { get }
    func schedule(options: Self.SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(after date: Self.SchedulerTimeType, tolerance: Self.SchedulerTimeType.Stride, options: Self.SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(after date: Self.SchedulerTimeType, interval: Self.SchedulerTimeType.Stride, tolerance: Self.SchedulerTimeType.Stride, options: Self.SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable
}

extension Scheduler {
    public func schedule(after date: Self.SchedulerTimeType, tolerance: Self.SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    public func schedule(after date: Self.SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, action)
    }

    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }

    public func schedule(after date: Self.SchedulerTimeType, interval: Self.SchedulerTimeType.Stride, tolerance: Self.SchedulerTimeType.Stride, _ action: @escaping () -> Void) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }

    public func schedule(after date: Self.SchedulerTimeType, interval: Self.SchedulerTimeType.Stride, _ action: @escaping () -> Void) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, action)
    }
}

// MARK: - ImmediateScheduler

public struct ImmediateScheduler: Scheduler {
    public struct SchedulerTimeType: Strideable {
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, SchedulerTimeIntervalConvertible {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            public var magnitude: Int

            public init(_ value: Int) { magnitude = value }
            public init(integerLiteral value: Int) { magnitude = value }
            public init(floatLiteral value: Double) { magnitude = Int(value) }
            public init?<T>(exactly source: T) where T: BinaryInteger {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }

            public static func seconds(_ s: Int) -> Stride { Stride(0) }
            public static func seconds(_ s: Double) -> Stride { Stride(0) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(0) }
            public static func microseconds(_ us: Int) -> Stride { Stride(0) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(0) }
        }

        public func distance(to other: SchedulerTimeType) -> Stride { Stride(0) }
        public func advanced(by n: Stride) -> SchedulerTimeType { self }
    }

    public typealias SchedulerOptions = Never

    nonisolated(unsafe) public static let shared = ImmediateScheduler()

    public var now: SchedulerTimeType { SchedulerTimeType() }
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        action()
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        action()
    }

    @discardableResult
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        action()
        return AnyCancellable {}
    }
}

// MARK: - DispatchQueue as a Scheduler (declared in Apple's Foundation overlay on iOS)

/// Carries a non-Sendable closure across the queue hop, as Combine does.
struct UncheckedSendableAction: @unchecked Sendable {
    let run: () -> Void
}

extension DispatchQueue: Scheduler {
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            dispatchTime = DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime == rhs.dispatchTime
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            let start = Int64(bitPattern: dispatchTime.uptimeNanoseconds)
            let end = Int64(bitPattern: other.dispatchTime.uptimeNanoseconds)
            return Stride(.nanoseconds(Int(end &- start)))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(dispatchTime + .nanoseconds(n.magnitude))
        }

        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            /// Nanoseconds.
            public var magnitude: Int

            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case let .seconds(s): magnitude = s &* 1_000_000_000
                case let .milliseconds(ms): magnitude = ms &* 1_000_000
                case let .microseconds(us): magnitude = us &* 1_000
                case let .nanoseconds(ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            public init(integerLiteral value: Int) { magnitude = value &* 1_000_000_000 }
            public init(floatLiteral value: Double) { magnitude = Int(value * 1_000_000_000) }
            public init?<T>(exactly source: T) where T: BinaryInteger {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }

            private init(nanoseconds: Int) { magnitude = nanoseconds }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude * rhs.magnitude) }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude - rhs.magnitude) }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }

            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(nanoseconds: Int(s * 1_000_000_000)) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }
        }
    }

    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var now: DispatchQueue.SchedulerTimeType { SchedulerTimeType(.now()) }

    public var minimumTolerance: DispatchQueue.SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) {
        let box = UncheckedSendableAction(run: action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { box.run() }
    }

    public func schedule(after date: DispatchQueue.SchedulerTimeType, tolerance: DispatchQueue.SchedulerTimeType.Stride, options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) {
        let box = UncheckedSendableAction(run: action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { box.run() }
    }

    public func schedule(after date: DispatchQueue.SchedulerTimeType, interval: DispatchQueue.SchedulerTimeType.Stride, tolerance: DispatchQueue.SchedulerTimeType.Stride, options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        let box = UncheckedSendableAction(run: action)
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
        timer.setEventHandler { box.run() }
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

// MARK: - receive(on:)

extension Publishers {
    public struct ReceiveOn<Upstream, Context>: Publisher where Upstream: Publisher, Context: Scheduler {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.receive(subscriber: ReceiveOnConduit(downstream: ErasedSubscriber(subscriber), scheduler: scheduler, options: options))
        }
    }
}

/// Delivers values and completion through the scheduler; demand passes straight upstream.
final class ReceiveOnConduit<Input, Failure: Error, Context: Scheduler>: Subscriber, Subscription {
    private let lock = NSLock()
    private var downstream: ErasedSubscriber<Input, Failure>?
    private var upstream: (any Subscription)?
    private let scheduler: Context
    private let options: Context.SchedulerOptions?

    init(downstream: ErasedSubscriber<Input, Failure>, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
    }

    private var currentDownstream: ErasedSubscriber<Input, Failure>? {
        lock.lock()
        defer { lock.unlock() }
        return downstream
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard upstream == nil, let target = downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = subscription
        lock.unlock()
        target.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        scheduler.schedule(options: options) { [self] in
            if let target = currentDownstream {
                let more = target.receive(input)
                if more > 0 { request(more) }
            }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule(options: options) { [self] in
            lock.lock()
            let target = downstream
            downstream = nil
            upstream = nil
            lock.unlock()
            target?.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let current = upstream
        lock.unlock()
        current?.request(demand)
    }

    func cancel() {
        lock.lock()
        let current = upstream
        upstream = nil
        downstream = nil
        lock.unlock()
        current?.cancel()
    }
}

extension Publisher {
    public func receive<S>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> where S: Scheduler {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}
