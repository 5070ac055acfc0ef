import Foundation

/// A medium and how far into it playback is: nothing loads, so its
/// status stays ``Status/unknown`` and its duration ``CMTime/indefinite``,
/// as on iOS before the item is ready.
open class AVPlayerItem: NSObject, @unchecked Sendable {
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
    open func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)?) {
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

/// A timed medium: nothing is read, so its duration is ``CMTime/indefinite``.
open class AVAsset: NSObject, @unchecked Sendable {
    override init() {}

    open var duration: CMTime { .indefinite }
    open var isPlayable: Bool { false }
    open var preferredRate: Float { 1 }
    open var preferredVolume: Float { 1 }
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
