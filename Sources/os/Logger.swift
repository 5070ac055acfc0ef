// Apple's unified logging, as SwiftUI code calls it: a preview logs
// nothing (messages are formatted by no one and written nowhere), so
// pictures never depend on them.

/// How important a message is.
public struct OSLogType: Equatable, Hashable, Sendable, RawRepresentable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let `default` = OSLogType(rawValue: 0)
    public static let info = OSLogType(rawValue: 1)
    public static let debug = OSLogType(rawValue: 2)
    public static let error = OSLogType(rawValue: 16)
    public static let fault = OSLogType(rawValue: 17)
}

/// A subsystem and category to log in (`OSLog(subsystem:category:)`).
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "disabled")

    /// Whether messages of `type` would be logged: never, in a preview.
    public func isEnabled(type: OSLogType) -> Bool { false }
}

/// Who may read an interpolated value in a log message.
public struct OSLogPrivacy: Equatable, Sendable {
    private let level: UInt8

    public static let `public` = OSLogPrivacy(level: 0)
    public static let `private` = OSLogPrivacy(level: 1)
    public static let sensitive = OSLogPrivacy(level: 2)
    public static let auto = OSLogPrivacy(level: 3)

    public enum Mask: Equatable, Sendable { case hash, none }
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
}

/// How an interpolated number is written in a log message.
public struct OSLogIntegerFormatting: Sendable {
    public static let decimal = OSLogIntegerFormatting()
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .decimal }
    public static let hex = OSLogIntegerFormatting()
    public static func hex(explicitPositiveSign: Bool = false, prefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .hex }
    public static let octal = OSLogIntegerFormatting()
}

/// How an interpolated floating-point number is written in a log message.
public struct OSLogFloatFormatting: Sendable {
    public static let fixed = OSLogFloatFormatting()
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }
    public static let exponential = OSLogFloatFormatting()
    public static let hybrid = OSLogFloatFormatting()
}

/// How an interpolated value is padded in a log message.
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func right(columns: Int) -> OSLogStringAlignment { .none }
    public static func left(columns: Int) -> OSLogStringAlignment { .none }
}

/// A log message with interpolated values, each with its privacy and format.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: OSLogInterpolation) {}
}

/// The interpolations a log message takes.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation<T>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto,
        attributes: String = ""
    ) {}
    public mutating func appendInterpolation<T: BinaryInteger>(
        _ value: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(
        _ value: @autoclosure @escaping () -> T, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
}

/// Logs messages in a subsystem and category: in a preview, nowhere.
public struct Logger: Sendable {
    public init() {}
    public init(subsystem: String, category: String) {}
    public init(_ log: OSLog) {}

    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}

/// Logs a message the C way: in a preview, nowhere.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {}

/// Logs a message the C way with its type first: in a preview, nowhere.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {}

/// Logs a message: in a preview, nowhere.
public func os_log(_ type: OSLogType = .default, log: OSLog = .default, _ message: OSLogMessage) {}
