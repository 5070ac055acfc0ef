import Foundation

/// Plays a timed medium, as a preview on the iOS Simulator draws one
/// before anything has loaded: nothing is fetched or decoded, so no frame
/// is shown and time does not advance. The player keeps what code sets:
/// `play()` sets the rate to 1 and, with an item, waits to play
/// (``timeControlStatus`` is ``TimeControlStatus/waitingToPlayAtSpecifiedRate``),
/// `pause()` sets it to 0; seeks move the item's time; time observers are
/// kept and never called.
open class AVPlayer: NSObject {
    let state = NSLock()
    private var item: AVPlayerItem?
    private var storedRate: Float = 0
    private var observers: [ObjectIdentifier: AnyObject] = [:]

    public override init() {}

    public init(url URL: URL) { item = AVPlayerItem(url: URL) }

    public init(playerItem item: AVPlayerItem?) { self.item = item }

    /// The item played.
    open var currentItem: AVPlayerItem? { state.withLock { item } }

    /// Plays `item` instead.
    open func replaceCurrentItem(with item: AVPlayerItem?) { state.withLock { self.item = item } }

    /// Whether it can play: ``Status/unknown``, as nothing loads.
    open var status: Status { .unknown }
    open var error: (any Error)? { nil }

    /// 1 while asked to play, 0 while paused.
    open var rate: Float {
        get { state.withLock { storedRate } }
        set { state.withLock { storedRate = newValue } }
    }

    /// The rate `play()` sets.
    open var defaultRate: Float = 1

    open var timeControlStatus: TimeControlStatus {
        state.withLock { storedRate == 0 ? .paused : item == nil ? .paused : .waitingToPlayAtSpecifiedRate }
    }

    /// Why it waits: nothing has loaded.
    open var reasonForWaitingToPlay: WaitingReason? {
        timeControlStatus == .waitingToPlayAtSpecifiedRate ? .evaluatingBufferingRate : nil
    }

    open var volume: Float = 1
    open var isMuted = false
    open var actionAtItemEnd = ActionAtItemEnd.pause
    open var automaticallyWaitsToMinimizeStalling = true
    open var allowsExternalPlayback = true
    open var preventsDisplaySleepDuringVideoPlayback = true

    open func play() { rate = defaultRate }
    open func pause() { rate = 0 }

    /// The current item's time; zero without one.
    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

    open func seek(to time: CMTime) { currentItem?.seek(to: time, completionHandler: nil) }

    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        guard let currentItem else { return completionHandler(false) }
        currentItem.seek(to: time, completionHandler: completionHandler)
    }

    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) { seek(to: time) }

    open func seek(
        to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
        completionHandler: @escaping @Sendable (Bool) -> Void
    ) {
        seek(to: time, completionHandler: completionHandler)
    }

    open func seek(to date: Date) {}

    /// Seeks, and whether it finished.
    open func seek(to time: CMTime) async -> Bool {
        guard let currentItem else { return false }
        return await currentItem.seek(to: time)
    }

    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) async -> Bool {
        await seek(to: time)
    }

    /// Calls `block` every `interval` of playback (never: time does not
    /// advance); the token returned removes it.
    open func addPeriodicTimeObserver(
        forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void
    ) -> Any {
        keep(TimeObserver())
    }

    /// Calls `block` when playback passes one of `times` (never).
    open func addBoundaryTimeObserver(
        forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping @Sendable () -> Void
    ) -> Any {
        keep(TimeObserver())
    }

    open func removeTimeObserver(_ observer: Any) {
        guard let observer = observer as? TimeObserver else { return }
        _ = state.withLock { observers.removeValue(forKey: ObjectIdentifier(observer)) }
    }

    private func keep(_ observer: TimeObserver) -> TimeObserver {
        state.withLock { observers[ObjectIdentifier(observer)] = observer }
        return observer
    }

    private final class TimeObserver: NSObject, @unchecked Sendable {}

    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }

    public enum TimeControlStatus: Int, Sendable {
        case paused = 0
        case waitingToPlayAtSpecifiedRate = 1
        case playing = 2
    }

    public enum ActionAtItemEnd: Int, Sendable {
        case advance = 0
        case pause = 1
        case none = 2
    }

    /// Why a player waits to play.
    public struct WaitingReason: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public static let toMinimizeStalls = WaitingReason(rawValue: "AVPlayerWaitingToMinimizeStallsReason")
        public static let evaluatingBufferingRate = WaitingReason(
            rawValue: "AVPlayerWaitingWhileEvaluatingBufferingRateReason")
        public static let noItemToPlay = WaitingReason(rawValue: "AVPlayerWaitingWithNoItemToPlayReason")
    }
}

/// Plays its items one after another.
open class AVQueuePlayer: AVPlayer {
    private var queue: [AVPlayerItem] = []

    public override init() { super.init() }

    public init(items: [AVPlayerItem]) {
        queue = items
        super.init(playerItem: items.first)
    }

    public override init(playerItem item: AVPlayerItem?) {
        queue = item.map { [$0] } ?? []
        super.init(playerItem: item)
    }

    public convenience override init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

    /// The items still to play, the current one first.
    open func items() -> [AVPlayerItem] { state.withLock { queue } }

    open func advanceToNextItem() {
        let next = state.withLock {
            if !queue.isEmpty { queue.removeFirst() }
            return queue.first
        }
        super.replaceCurrentItem(with: next)
    }

    open func canInsert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) -> Bool {
        state.withLock { !queue.contains { $0 === item } }
    }

    /// Inserts `item` after `afterItem`, or last when it is nil.
    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        let first = state.withLock {
            guard !queue.contains(where: { $0 === item }) else { return queue.first }
            let index = afterItem.flatMap { after in queue.firstIndex { $0 === after } }.map { $0 + 1 } ?? queue.count
            queue.insert(item, at: index)
            return queue.first
        }
        if currentItem == nil { super.replaceCurrentItem(with: first) }
    }

    open func remove(_ item: AVPlayerItem) {
        let wasCurrent = currentItem === item
        let first = state.withLock {
            queue.removeAll { $0 === item }
            return queue.first
        }
        if wasCurrent { super.replaceCurrentItem(with: first) }
    }

    open func removeAllItems() {
        state.withLock { queue.removeAll() }
        super.replaceCurrentItem(with: nil)
    }

    open override func replaceCurrentItem(with item: AVPlayerItem?) {
        state.withLock {
            if !queue.isEmpty { queue.removeFirst() }
            if let item { queue.insert(item, at: 0) }
        }
        super.replaceCurrentItem(with: item)
    }
}

/// Loops an item in a queue player (the loop never comes round: time does not advance).
open class AVPlayerLooper: NSObject {
    public let loopingPlayerItems: [AVPlayerItem]

    public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem, timeRange loopRange: CMTimeRange) {
        loopingPlayerItems = [AVPlayerItem(asset: itemToLoop.asset)]
        super.init()
        for item in loopingPlayerItems { player.insert(item, after: nil) }
    }

    public convenience init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem) {
        self.init(
            player: player, templateItem: itemToLoop,
            timeRange: CMTimeRange(start: .zero, duration: .positiveInfinity))
    }

    open var status: Status { .unknown }
    open var error: (any Error)? { nil }
    open var loopCount: Int { 0 }

    open func disableLooping() {}

    public enum Status: Int, Sendable {
        case unknown = 0
        case ready = 1
        case failed = 2
        case cancelled = 3
    }
}
