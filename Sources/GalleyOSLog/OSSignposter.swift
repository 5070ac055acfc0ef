/// Signposts mark intervals for Instruments; a preview records none.
public struct OSSignposter: Sendable {
    public init() {}
    public init(subsystem: String, category: String) {}
    public init(subsystem: String, category: OSLog.Category) {}
    public init(logger: Logger) {}
    public init(logHandle: OSLog) {}

    public static let disabled = OSSignposter()
    public var isEnabled: Bool { false }

    public func makeSignpostID() -> OSSignpostID { .exclusive }
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { .exclusive }

    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        OSSignpostIntervalState()
    }
    public func beginInterval(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage
    ) -> OSSignpostIntervalState { OSSignpostIntervalState() }
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}

    public func withIntervalSignpost<Result>(
        _ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> Result
    ) rethrows -> Result {
        try task()
    }
}

/// A signpost's identity.
public struct OSSignpostID: Sendable, Hashable {
    public let rawValue: UInt64
    public init(_ rawValue: UInt64) { self.rawValue = rawValue }
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    public static let invalid = OSSignpostID(0)
    public static let null = OSSignpostID(0)
}

/// An interval begun and not yet ended.
public struct OSSignpostIntervalState: Sendable {}
