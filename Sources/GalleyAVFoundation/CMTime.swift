import Foundation

/// A time as a rational number of seconds: `value / timescale`.
public struct CMTime: Hashable, Comparable, Sendable {
    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: CMTimeFlags
    public var epoch: CMTimeEpoch

    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    /// `value / timescale` seconds; a timescale of 0 or less makes an invalid time.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }

    /// `seconds`, rounded to the nearest `1 / preferredTimescale`.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isNaN || preferredTimescale <= 0 {
            self = .invalid
        } else if seconds.isInfinite {
            self = seconds > 0 ? .positiveInfinity : .negativeInfinity
        } else {
            let scaled = (seconds * Double(preferredTimescale)).rounded()
            let value = CMTimeValue(exactly: scaled) ?? (scaled > 0 ? .max : .min)
            self.init(value: value, timescale: preferredTimescale)
        }
    }

    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    public var isValid: Bool { flags.contains(.valid) }
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// Valid and finite.
    public var isNumeric: Bool {
        isValid && flags.isDisjoint(with: [.indefinite, .positiveInfinity, .negativeInfinity])
    }

    /// The time in seconds: NaN when invalid or indefinite, ±infinity for the infinities.
    public var seconds: Double {
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        guard isNumeric else { return .nan }
        return Double(value) / Double(timescale)
    }

    /// The same time in `timescale`, rounded to the nearest.
    public func convertScale(_ timescale: CMTimeScale, method: CMTimeRoundingMethod) -> CMTime {
        guard isNumeric, timescale > 0 else { return self }
        return CMTime(seconds: seconds, preferredTimescale: timescale)
    }

    /// Ordered as CoreMedia orders times: invalid ones first, then
    /// negative infinity, the numbers, indefinite, positive infinity.
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) < 0 }

    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) == 0 }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rank)
        if isNumeric { hasher.combine(seconds) }
    }

    /// Where CoreMedia orders its kind: invalid, negative infinity, a number, indefinite, positive infinity.
    fileprivate var rank: Int {
        if !isValid { return 0 }
        if isNegativeInfinity { return 1 }
        if isNumeric { return 2 }
        return isIndefinite ? 3 : 4
    }

    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeAdd(lhs, rhs) }
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeSubtract(lhs, rhs) }
    public static func += (lhs: inout CMTime, rhs: CMTime) { lhs = lhs + rhs }
    public static func -= (lhs: inout CMTime, rhs: CMTime) { lhs = lhs - rhs }
}

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32
public typealias CMTimeEpoch = Int64

/// What a ``CMTime`` is besides its number.
public struct CMTimeFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
}

/// How a time is rounded into another timescale.
public enum CMTimeRoundingMethod: UInt32, Sendable {
    case roundHalfAwayFromZero = 1
    case roundTowardZero = 2
    case roundAwayFromZero = 3
    case quickTime = 4
    case roundTowardNegativeInfinity = 5
    case roundTowardPositiveInfinity = 6

    public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
}

/// A span of time.
public struct CMTimeRange: Hashable, Sendable {
    public var start: CMTime
    public var duration: CMTime

    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }

    public init(start: CMTime, end: CMTime) {
        self.init(start: start, duration: end - start)
    }

    public var end: CMTime { start + duration }

    public static let zero = CMTimeRange(start: .zero, duration: .zero)
    public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)

    /// Whether `time` is in it: from its start, up to but not at its end.
    public func containsTime(_ time: CMTime) -> Bool { start <= time && time < end }
}

public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// -1, 0 or 1, as `time1` is before, at or after `time2`.
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
    let (a, b) = (time1.rank, time2.rank)
    if a != b { return a < b ? -1 : 1 }
    guard a == 2 else { return 0 }
    // value1 / scale1 against value2 / scale2, without dividing.
    let left = time1.value.multipliedFullWidth(by: Int64(time2.timescale))
    let right = time2.value.multipliedFullWidth(by: Int64(time1.timescale))
    if left.high != right.high { return left.high < right.high ? -1 : 1 }
    if left.low != right.low { return left.low < right.low ? -1 : 1 }
    return 0
}

/// The sum, in a timescale both times fit (the larger when their least
/// common multiple does not fit); infinities and invalid times as CoreMedia adds them.
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
    guard lhs.isValid, rhs.isValid else { return .invalid }
    if lhs.isIndefinite || rhs.isIndefinite { return .indefinite }
    if lhs.isPositiveInfinity || rhs.isPositiveInfinity {
        return lhs.isNegativeInfinity || rhs.isNegativeInfinity ? .invalid : .positiveInfinity
    }
    if lhs.isNegativeInfinity || rhs.isNegativeInfinity { return .negativeInfinity }
    let scale = commonTimescale(lhs.timescale, rhs.timescale)
    let a = lhs.convertScale(scale, method: .default), b = rhs.convertScale(scale, method: .default)
    let (sum, overflow) = a.value.addingReportingOverflow(b.value)
    if overflow { return a.value > 0 ? .positiveInfinity : .negativeInfinity }
    return CMTime(value: sum, timescale: scale)
}

public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
    guard rhs.isValid else { return .invalid }
    var negated = rhs
    if rhs.isPositiveInfinity {
        negated = .negativeInfinity
    } else if rhs.isNegativeInfinity {
        negated = .positiveInfinity
    } else if rhs.isNumeric {
        negated.value = rhs.value == .min ? .max : -rhs.value
    }
    return CMTimeAdd(lhs, negated)
}

public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime {
    guard time.isNumeric else { return time }
    let (product, overflow) = time.value.multipliedReportingOverflow(by: Int64(multiplier))
    if overflow { return (time.value > 0) == (multiplier > 0) ? .positiveInfinity : .negativeInfinity }
    return CMTime(value: product, timescale: time.timescale)
}

public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Float64) -> CMTime {
    guard time.isNumeric else { return time }
    return CMTime(seconds: time.seconds * multiplier, preferredTimescale: time.timescale)
}

public func CMTimeMaximum(_ time1: CMTime, _ time2: CMTime) -> CMTime {
    CMTimeCompare(time1, time2) >= 0 ? time1 : time2
}
public func CMTimeMinimum(_ time1: CMTime, _ time2: CMTime) -> CMTime {
    CMTimeCompare(time1, time2) <= 0 ? time1 : time2
}

public func CMTimeAbsoluteValue(_ time: CMTime) -> CMTime { time < .zero ? CMTimeSubtract(.zero, time) : time }

public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange {
    CMTimeRange(start: start, duration: duration)
}

public let kCMTimeZero = CMTime.zero
public let kCMTimeInvalid = CMTime.invalid
public let kCMTimeIndefinite = CMTime.indefinite
public let kCMTimePositiveInfinity = CMTime.positiveInfinity
public let kCMTimeNegativeInfinity = CMTime.negativeInfinity

/// The least common multiple of two timescales when it fits, else the larger.
private func commonTimescale(_ a: CMTimeScale, _ b: CMTimeScale) -> CMTimeScale {
    if a == b { return a }
    var (x, y) = (Int64(a), Int64(b))
    while y != 0 { (x, y) = (y, x % y) }
    let lcm = Int64(a) / x * Int64(b)
    return CMTimeScale(exactly: lcm) ?? max(a, b)
}
