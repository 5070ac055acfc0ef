import Foundation

/// A medium and how far into it playback is: nothing loads, so its
/// status stays ``Status/unknown`` and its duration ``CMTime/indefinite``,
/// as on iOS before the item is ready.
open class AVPlayerItem: NSObject {
    public let asset: AVAsset
    private let state = NSLock()
    private var time = CMTime.zero

    public init(asset: AVAsset) { self.asset = asset }

    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }

    open var status: Status { .unknown }
    open var error: (any Error)? { nil }
    open var duration: CMTime { .indefinite }
    open var presentationSize: CGSize { .zero }
    open var isPlaybackLikelyToKeepUp: Bool { false }
    open var isPlaybackBufferEmpty: Bool { true }
    open var isPlaybackBufferFull: Bool { false }
    open var loadedTimeRanges: [NSValue] { [] }
    open var preferredForwardBufferDuration: TimeInterval = 0

    open func currentTime() -> CMTime { state.withLock { time } }

    /// Moves the time to `time` (clamped to zero at the start) and calls
    /// `completionHandler` with `true`, later, on the main queue.
    open func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        move(to: time)
        if let completionHandler { DispatchQueue.main.async { completionHandler(true) } }
    }

    /// Moves the time to `time`; whether it finished (it does).
    open func seek(to time: CMTime) async -> Bool {
        move(to: time)
        return true
    }

    private func move(to target: CMTime) {
        guard target.isNumeric else { return }
        state.withLock { time = CMTimeMaximum(target, .zero) }
    }

    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }

    /// Posted when playback reaches the end (never: time does not advance).
    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    public static let failedToPlayToEndTimeNotification = Notification.Name(
        "AVPlayerItemFailedToPlayToEndTimeNotification")
    public static let timeJumpedNotification = Notification.Name("AVPlayerItemTimeJumpedNotification")
    public static let playbackStalledNotification = Notification.Name("AVPlayerItemPlaybackStalledNotification")
    public static let newAccessLogEntryNotification = Notification.Name("AVPlayerItemNewAccessLogEntryNotification")
}

extension NSNotification.Name {
    /// ``AVPlayerItem/didPlayToEndTimeNotification`` by its older name.
    public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
    public static let AVPlayerItemFailedToPlayToEndTime = AVPlayerItem.failedToPlayToEndTimeNotification
    public static let AVPlayerItemTimeJumped = AVPlayerItem.timeJumpedNotification
    public static let AVPlayerItemPlaybackStalled = AVPlayerItem.playbackStalledNotification
}

/// A timed medium: nothing is read, so its duration is ``CMTime/indefinite``
/// and it is not playable, as before it has loaded.
open class AVAsset: NSObject, @unchecked Sendable {
    override init() {}

    /// The medium at `URL` (an ``AVURLAsset`` on iOS; here an asset that reads nothing).
    public convenience init(url URL: URL) { self.init() }

    open var duration: CMTime { .indefinite }
    open var isPlayable: Bool { false }
    open var preferredRate: Float { 1 }
    open var preferredVolume: Float { 1 }

    /// A property's value, loaded: the value it has before loading.
    public func load<Value>(_ property: AVAsyncProperty<AVAsset, Value>) async throws -> Value { property.value(self) }

    /// How far a property has loaded: not yet.
    public func status<Value>(of property: AVAsyncProperty<AVAsset, Value>) -> AVAsyncPropertyStatus<Value> {
        .notYetLoaded
    }
}

/// A property of an asset loaded with `load(_:)` (`.duration`, `.isPlayable`…).
public final class AVAsyncProperty<Root, Value>: @unchecked Sendable {
    let value: (Root) -> Value

    init(_ value: @escaping (Root) -> Value) { self.value = value }
}

extension AVAsyncProperty where Root == AVAsset, Value == CMTime {
    public static var duration: AVAsyncProperty<AVAsset, CMTime> { AVAsyncProperty { $0.duration } }
}

extension AVAsyncProperty where Root == AVAsset, Value == Bool {
    public static var isPlayable: AVAsyncProperty<AVAsset, Bool> { AVAsyncProperty { $0.isPlayable } }
}

extension AVAsyncProperty where Root == AVAsset, Value == Float {
    public static var preferredRate: AVAsyncProperty<AVAsset, Float> { AVAsyncProperty { $0.preferredRate } }
    public static var preferredVolume: AVAsyncProperty<AVAsset, Float> { AVAsyncProperty { $0.preferredVolume } }
}

/// How far a property of an asset has loaded.
public enum AVAsyncPropertyStatus<Value> {
    case notYetLoaded
    case loading
    case loaded(Value)
    case failed(any Error)
}

/// A medium at a URL.
open class AVURLAsset: AVAsset, @unchecked Sendable {
    public let url: URL

    public init(url URL: URL, options: [String: Any]? = nil) {
        url = URL
        super.init()
    }
}

/// How video fills its bounds.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}
