/// A log message written with string interpolation: `"Loaded \(count, privacy: .public) items"`.
/// Each value is described as `String(describing:)` would; the privacy,
/// format and alignment arguments are accepted as Apple's are.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    /// The message with its values, as it would be logged unredacted.
    public let text: String

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: OSLogInterpolation) {
        text = stringInterpolation.text
    }
}

/// The interpolation of an ``OSLogMessage``.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
        text.reserveCapacity(literalCapacity)
    }

    public mutating func appendLiteral(_ literal: String) {
        text += literal
    }

    public mutating func appendInterpolation<Value>(
        _ value: @autoclosure () -> Value, privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {
        text += String(describing: value())
    }

    public mutating func appendInterpolation<Value: BinaryInteger>(
        _ value: @autoclosure () -> Value, format: OSLogIntegerFormatting = .decimal,
        align: OSLogIntegerAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += String(describing: value())
    }

    public mutating func appendInterpolation<Value: BinaryFloatingPoint>(
        _ value: @autoclosure () -> Value, format: OSLogFloatFormatting = .fixed,
        align: OSLogFloatAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += String(describing: value())
    }

    public mutating func appendInterpolation(
        _ value: @autoclosure () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += value()
    }
}

/// Whether a value is shown in the log or redacted.
public struct OSLogPrivacy: Sendable, Hashable {
    private let kind: Int
    private init(kind: Int) { self.kind = kind }

    public enum Mask: Sendable, Hashable {
        case hash, none
    }

    public static let auto = OSLogPrivacy(kind: 0)
    public static let `public` = OSLogPrivacy(kind: 1)
    public static let `private` = OSLogPrivacy(kind: 2)
    public static let sensitive = OSLogPrivacy(kind: 3)
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
}

/// How an integer is written in the log.
public struct OSLogIntegerFormatting: Sendable, Hashable {
    private let kind: Int
    private init(kind: Int) { self.kind = kind }

    public static let decimal = OSLogIntegerFormatting(kind: 0)
    public static let hex = OSLogIntegerFormatting(kind: 1)
    public static let octal = OSLogIntegerFormatting(kind: 2)
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        .decimal
    }
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0
    ) -> OSLogIntegerFormatting { .hex }
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0
    ) -> OSLogIntegerFormatting { .octal }
}

/// How a floating-point number is written in the log.
public struct OSLogFloatFormatting: Sendable, Hashable {
    private let kind: Int
    private init(kind: Int) { self.kind = kind }

    public static let fixed = OSLogFloatFormatting(kind: 0)
    public static let exponential = OSLogFloatFormatting(kind: 1)
    public static let hybrid = OSLogFloatFormatting(kind: 2)
    public static func fixed(
        precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting { .fixed }
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        .fixed
    }
    public static func exponential(
        precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting { .exponential }
    public static func hybrid(
        precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting { .hybrid }
}

/// A column a value is aligned in.
public struct OSLogStringAlignment: Sendable, Hashable {
    private let columns: Int
    private init(columns: Int) { self.columns = columns }

    public static let none = OSLogStringAlignment(columns: 0)
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: -columns) }
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns) }
}

public typealias OSLogIntegerAlignment = OSLogStringAlignment
public typealias OSLogFloatAlignment = OSLogStringAlignment
