import Foundation

/// What a notification shows: read-only; build one with
/// ``UNMutableNotificationContent``.
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying {
    struct Fields {
        var title = ""
        var subtitle = ""
        var body = ""
        var badge: NSNumber?
        var sound: UNNotificationSound?
        var launchImageName = ""
        var userInfo: [AnyHashable: Any] = [:]
        var attachments: [UNNotificationAttachment] = []
        var categoryIdentifier = ""
        var threadIdentifier = ""
        var targetContentIdentifier: String?
        var interruptionLevel = UNNotificationInterruptionLevel.active
        var relevanceScore = 0.0
        var filterCriteria: String?
    }

    var fields: Fields

    public override init() { fields = Fields() }

    init(fields: Fields) { self.fields = fields }

    open var title: String { fields.title }
    open var subtitle: String { fields.subtitle }
    open var body: String { fields.body }
    /// The number on the app's icon; nil leaves it as it is.
    open var badge: NSNumber? { fields.badge }
    open var sound: UNNotificationSound? { fields.sound }
    open var launchImageName: String { fields.launchImageName }
    open var userInfo: [AnyHashable: Any] { fields.userInfo }
    open var attachments: [UNNotificationAttachment] { fields.attachments }
    /// The ``UNNotificationCategory`` whose actions it offers.
    open var categoryIdentifier: String { fields.categoryIdentifier }
    open var threadIdentifier: String { fields.threadIdentifier }
    open var targetContentIdentifier: String? { fields.targetContentIdentifier }
    open var interruptionLevel: UNNotificationInterruptionLevel { fields.interruptionLevel }
    open var relevanceScore: Double { fields.relevanceScore }
    open var filterCriteria: String? { fields.filterCriteria }

    open func copy(with zone: NSZone? = nil) -> Any { UNNotificationContent(fields: fields) }

    open func mutableCopy(with zone: NSZone? = nil) -> Any { UNMutableNotificationContent(fields: fields) }
}

/// What a notification shows, as the app writes it.
open class UNMutableNotificationContent: UNNotificationContent {
    open override var title: String {
        get { fields.title }
        set { fields.title = newValue }
    }
    open override var subtitle: String {
        get { fields.subtitle }
        set { fields.subtitle = newValue }
    }
    open override var body: String {
        get { fields.body }
        set { fields.body = newValue }
    }
    open override var badge: NSNumber? {
        get { fields.badge }
        set { fields.badge = newValue }
    }
    open override var sound: UNNotificationSound? {
        get { fields.sound }
        set { fields.sound = newValue }
    }
    open override var launchImageName: String {
        get { fields.launchImageName }
        set { fields.launchImageName = newValue }
    }
    open override var userInfo: [AnyHashable: Any] {
        get { fields.userInfo }
        set { fields.userInfo = newValue }
    }
    open override var attachments: [UNNotificationAttachment] {
        get { fields.attachments }
        set { fields.attachments = newValue }
    }
    open override var categoryIdentifier: String {
        get { fields.categoryIdentifier }
        set { fields.categoryIdentifier = newValue }
    }
    open override var threadIdentifier: String {
        get { fields.threadIdentifier }
        set { fields.threadIdentifier = newValue }
    }
    open override var targetContentIdentifier: String? {
        get { fields.targetContentIdentifier }
        set { fields.targetContentIdentifier = newValue }
    }
    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { fields.interruptionLevel }
        set { fields.interruptionLevel = newValue }
    }
    open override var relevanceScore: Double {
        get { fields.relevanceScore }
        set { fields.relevanceScore = newValue }
    }
    open override var filterCriteria: String? {
        get { fields.filterCriteria }
        set { fields.filterCriteria = newValue }
    }
}

/// How much a notification may interrupt.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0
    case active = 1
    case timeSensitive = 2
    case critical = 3
}

/// The sound a notification plays (none is played).
open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The sound's file name in the app's bundle; nil for the system's.
    public let name: UNNotificationSoundName?
    /// Whether it plays even when the device is silenced.
    public let isCritical: Bool

    private init(name: UNNotificationSoundName?, isCritical: Bool) {
        self.name = name
        self.isCritical = isCritical
    }

    /// The sound of a file in the app's bundle.
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name, isCritical: false) }

    /// The system's sound.
    open class var `default`: UNNotificationSound { UNNotificationSound(name: nil, isCritical: false) }
    /// The system's ringtone.
    open class var defaultRingtone: UNNotificationSound { UNNotificationSound(name: nil, isCritical: false) }
    /// The system's sound, played when silenced too.
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil, isCritical: true) }

    /// The system's sound, played when silenced too, at `volume`.
    open class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound { defaultCritical }

    /// A sound of the app's bundle, played when silenced too.
    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name, isCritical: true)
    }

    /// A sound of the app's bundle, played when silenced too, at `volume`.
    open class func criticalSoundNamed(
        _ name: UNNotificationSoundName, withAudioVolume volume: Float
    )
        -> UNNotificationSound
    {
        criticalSoundNamed(name)
    }
}

/// A sound file's name.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// A file shown with a notification: an image, a sound or a video.
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    public let identifier: String
    public let url: URL
    /// Its uniform type identifier, from its extension.
    public let type: String

    private init(identifier: String, url: URL, type: String) {
        self.identifier = identifier
        self.url = url
        self.type = type
    }

    /// The file at `url`, which must exist, as iOS checks.
    public convenience init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
            throw UNError(.attachmentInvalidURL)
        }
        let types = ["png": "public.png", "jpg": "public.jpeg", "jpeg": "public.jpeg", "gif": "com.compuserve.gif"]
        self.init(
            identifier: identifier.isEmpty ? UUID().uuidString : identifier, url: url,
            type: types[url.pathExtension.lowercased()] ?? "public.data")
    }
}

/// UserNotifications' error domain.
public let UNErrorDomain = "UNErrorDomain"

/// UserNotifications' errors, in ``UNErrorDomain``.
public struct UNError: CustomNSError, Sendable {
    public enum Code: Int, Sendable {
        case notificationsNotAllowed = 1
        case attachmentInvalidURL = 100
        case attachmentUnrecognizedType = 101
        case attachmentInvalidFileSize = 102
        case attachmentNotInDataStore = 103
        case attachmentMoveIntoDataStoreFailed = 104
        case attachmentCorrupt = 105
        case notificationInvalidNoDate = 1400
        case notificationInvalidNoContent = 1401
        case contentProvidingObjectNotAllowed = 1500
        case contentProvidingInvalid = 1501
        case badgeInputInvalid = 1600
    }

    public let code: Code

    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { UNErrorDomain }
    public var errorCode: Int { code.rawValue }
}
