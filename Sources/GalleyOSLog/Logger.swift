// Apple's unified logging, as SwiftUI code on iOS uses it: `import OSLog`
// or `import os` in a preview's copied sources reads this module instead
// (a module named OSLog in the build would make `canImport(OSLog)` true
// for every package in it, which then expects all of Apple's). A preview
// has no console to log to, so nothing is written.

/// A logger for one subsystem and category; its messages go nowhere.
public struct Logger: Sendable {
    public let subsystem: String
    public let category: String

    /// The default logger.
    public init() {
        self.init(subsystem: "", category: "")
    }

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// A logger writing to `log`.
    public init(_ log: OSLog) {
        self.init(subsystem: log.subsystem, category: log.category)
    }

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

/// The older log handle, `os_log`'s.
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// A predefined category: points of interest, dynamic tracing and stack tracing.
    public struct Category: Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    public convenience init(subsystem: String, category: Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "")

    /// Whether messages of `type` are kept: none are.
    public func isEnabled(type: OSLogType) -> Bool { false }
    public var signpostsEnabled: Bool { false }
}

/// A message's level.
public struct OSLogType: Sendable, Hashable, RawRepresentable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    public static let `default` = OSLogType(rawValue: 0x00)
    public static let info = OSLogType(rawValue: 0x01)
    public static let debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10)
    public static let fault = OSLogType(rawValue: 0x11)
}

/// Logs a C-format message: nothing is written.
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default,
    _ arguments: CVarArg...
) {}

/// Logs a message of `type`: nothing is written.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage) {}

/// Logs a message: nothing is written.
public func os_log(_ message: OSLogMessage) {}
