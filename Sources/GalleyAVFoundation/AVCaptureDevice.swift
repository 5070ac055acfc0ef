import Foundation

/// A camera or microphone: a preview has none, and has not been allowed
/// to use one. ``authorizationStatus(for:)`` is
/// ``AVAuthorizationStatus/notDetermined`` until access is asked, which
/// is answered `false` (as when the prompt is declined), later, and is
/// ``AVAuthorizationStatus/denied`` after.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
    /// The kinds of medium the app has asked for, as the device keeps them.
    private final class Asked: @unchecked Sendable {
        private let lock = NSLock()
        private var kinds: Set<AVMediaType> = []

        func insert(_ kind: AVMediaType) { _ = lock.withLock { kinds.insert(kind) } }
        func contains(_ kind: AVMediaType) -> Bool { lock.withLock { kinds.contains(kind) } }
    }

    private static let asked = Asked()

    override private init() {}

    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        asked.contains(mediaType) ? .denied : .notDetermined
    }

    open class func requestAccess(for mediaType: AVMediaType, completionHandler: @escaping @Sendable (Bool) -> Void) {
        asked.insert(mediaType)
        DispatchQueue.global().async { completionHandler(false) }
    }

    open class func requestAccess(for mediaType: AVMediaType) async -> Bool {
        asked.insert(mediaType)
        return false
    }

    /// The device of that kind: none.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }

    /// The device of that type, kind and position: none.
    open class func `default`(
        _ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position
    )
        -> AVCaptureDevice?
    {
        nil
    }

    /// Where a camera faces.
    public enum Position: Int, Sendable {
        case unspecified = 0
        case back = 1
        case front = 2
    }

    /// A kind of camera or microphone.
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        public static let builtInLiDARDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInLiDARDepthCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
    }
}

/// Whether the app may use a camera or microphone.
public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
}

/// A kind of medium.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let video = AVMediaType(rawValue: "vide")
    public static let audio = AVMediaType(rawValue: "soun")
    public static let text = AVMediaType(rawValue: "text")
    public static let subtitle = AVMediaType(rawValue: "sbtl")
    public static let metadata = AVMediaType(rawValue: "meta")
}
