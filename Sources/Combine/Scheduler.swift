import Foundation

/// Where and when a publisher's values are delivered: Combine's protocol,
/// so that `receive(on: DispatchQueue.main)`, `debounce(for: .milliseconds(300),
/// scheduler: RunLoop.main)` and a view model's `RunLoop.SchedulerTimeType.Stride`
/// compile. A preview draws one moment: work scheduled for now runs at once,
/// work scheduled for later never comes.
public protocol Scheduler<SchedulerTimeType> {
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions

    /// This scheduler's idea of now.
    var now: SchedulerTimeType { get }
    /// The smallest tolerance it allows.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Runs `action` as soon as possible.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date`, or after.
    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void)
    /// Runs `action` from `date` on, every `interval`, until cancelled.
    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable
}

extension Scheduler {
    /// Runs `action` as soon as possible.
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

    /// Runs `action` at `date`, or after.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` from `date` on, every `interval`, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }
}

/// A time interval a scheduler's stride can be made from.
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

/// A span of time in seconds: the stride of the run loop's, operation
/// queue's, dispatch queue's and the immediate scheduler's times.
/// `2`, `0.5`, `.seconds(1)` and `.milliseconds(300)` all make one.
public struct SchedulerTimeStride: SchedulerTimeIntervalConvertible, SignedNumeric, Comparable, Hashable, Codable,
    Sendable, ExpressibleByFloatLiteral
{
    /// The span in seconds.
    public var timeInterval: TimeInterval

    public init(_ timeInterval: TimeInterval) { self.timeInterval = timeInterval }
    public init(floatLiteral value: Double) { timeInterval = value }
    public init(integerLiteral value: Int) { timeInterval = TimeInterval(value) }
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        timeInterval = value
    }

    public var magnitude: SchedulerTimeStride { SchedulerTimeStride(abs(timeInterval)) }

    public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
    public static func seconds(_ s: Double) -> Self { Self(s) }
    public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1e9) }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.timeInterval < rhs.timeInterval }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.timeInterval + rhs.timeInterval) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.timeInterval - rhs.timeInterval) }
    public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.timeInterval * rhs.timeInterval) }
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
}

/// A scheduler's time as a date: the run loop's and the operation queue's.
public struct SchedulerDate: Strideable, Hashable, Codable, Sendable {
    public typealias Stride = SchedulerTimeStride
    /// The moment.
    public var date: Date

    public init(_ date: Date) { self.date = date }
    public func distance(to other: Self) -> Stride { Stride(other.date.timeIntervalSince(date)) }
    public func advanced(by n: Stride) -> Self { Self(date.addingTimeInterval(n.timeInterval)) }
}

/// The schedulers Combine offers (run loop, operation queue, dispatch
/// queue, immediate): what they are given for now runs at once, and
/// nothing later (a preview draws one moment).
extension Scheduler where SchedulerTimeType.Stride == SchedulerTimeStride {
    public var minimumTolerance: SchedulerTimeStride { .zero }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeStride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {}
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeStride, tolerance: SchedulerTimeStride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable { AnyCancellable {} }
}

extension RunLoop: Scheduler {
    public typealias SchedulerTimeType = SchedulerDate
    /// A run loop takes no options.
    public struct SchedulerOptions: Sendable {}
    public var now: SchedulerDate { SchedulerDate(Date()) }
}

extension OperationQueue: Scheduler {
    public typealias SchedulerTimeType = SchedulerDate
    /// An operation queue takes no options.
    public struct SchedulerOptions: Sendable {}
    public var now: SchedulerDate { SchedulerDate(Date()) }
}

extension DispatchQueue: Scheduler {
    /// A dispatch queue's time.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        public typealias Stride = SchedulerTimeStride
        /// The moment.
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) { dispatchTime = time }
        public func distance(to other: Self) -> Stride {
            .nanoseconds(Int(other.dispatchTime.uptimeNanoseconds) - Int(dispatchTime.uptimeNanoseconds))
        }
        public func advanced(by n: Stride) -> Self { Self(dispatchTime + n.timeInterval) }
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
    }

    /// How dispatched work runs; a preview runs it at once whatever they say.
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

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
}

/// The scheduler that runs everything at once, on the caller's thread.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// Its time: a count of steps.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        public typealias Stride = SchedulerTimeStride
        let seconds: TimeInterval

        public func distance(to other: Self) -> Stride { Stride(other.seconds - seconds) }
        public func advanced(by n: Stride) -> Self { Self(seconds: seconds + n.timeInterval) }
    }
    public typealias SchedulerOptions = Never

    /// The one immediate scheduler.
    public static let shared = ImmediateScheduler()

    public var now: SchedulerTimeType { SchedulerTimeType(seconds: 0) }
}
