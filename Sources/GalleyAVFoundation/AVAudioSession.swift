import Foundation

/// How the app uses audio: it keeps what code sets; no audio plays.
open class AVAudioSession: NSObject, @unchecked Sendable {
    private let state = NSLock()
    private var settings = (category: Category.soloAmbient, mode: Mode.default, options: CategoryOptions())
    private var active = false

    private static let shared = AVAudioSession()

    override private init() {}

    open class func sharedInstance() -> AVAudioSession { shared }

    open var category: Category { state.withLock { settings.category } }
    open var mode: Mode { state.withLock { settings.mode } }
    open var categoryOptions: CategoryOptions { state.withLock { settings.options } }
    /// Whether another app plays audio: none does.
    open var isOtherAudioPlaying: Bool { false }
    open var secondaryAudioShouldBeSilencedHint: Bool { false }
    open var outputVolume: Float { 0.5 }
    open var sampleRate: Double { 48_000 }

    open func setCategory(_ category: Category) throws { state.withLock { settings.category = category } }

    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        state.withLock { settings = (category, settings.mode, options) }
    }

    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        state.withLock { settings = (category, mode, options) }
    }

    open func setMode(_ mode: Mode) throws { state.withLock { settings.mode = mode } }

    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        state.withLock { self.active = active }
    }

    /// Whether recording is allowed: not asked yet.
    open var recordPermission: RecordPermission { .undetermined }

    /// Asks to record: `response` gets `false`, later, as when the prompt is declined.
    open func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) {
        DispatchQueue.global().async { response(false) }
    }

    public struct Category: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    public struct Mode: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    public enum RecordPermission: UInt, Sendable {
        case undetermined = 1_970_168_948
        case denied = 1_684_369_017
        case granted = 1_735_552_628
    }
}

/// Plays a sound file or data: it is read, and no sound is made; `play()`
/// says it started, and time does not advance.
open class AVAudioPlayer: NSObject {
    public let url: URL?
    public let data: Data?
    private let state = NSLock()
    private var playing = false

    /// The player of the file at `url`, which must be readable, as iOS asks.
    public init(contentsOf url: URL) throws {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw NSError(domain: NSOSStatusErrorDomain, code: 2_003_334_207)
        }
        self.url = url
        self.data = data
    }

    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        try self.init(contentsOf: url)
    }

    /// The player of `data`, which must not be empty.
    public init(data: Data) throws {
        guard !data.isEmpty else { throw NSError(domain: NSOSStatusErrorDomain, code: 1_954_115_647) }
        url = nil
        self.data = data
    }

    public convenience init(data: Data, fileTypeHint utiString: String?) throws { try self.init(data: data) }

    open weak var delegate: (any AVAudioPlayerDelegate)?
    open var volume: Float = 1
    open var pan: Float = 0
    open var rate: Float = 1
    open var enableRate = false
    open var numberOfLoops = 0
    open var currentTime: TimeInterval = 0
    open var duration: TimeInterval { 0 }
    open var isPlaying: Bool { state.withLock { playing } }
    open var isMeteringEnabled = false

    @discardableResult open func prepareToPlay() -> Bool { true }

    @discardableResult open func play() -> Bool {
        state.withLock { playing = true }
        return true
    }

    @discardableResult open func play(atTime time: TimeInterval) -> Bool { play() }

    open func pause() { state.withLock { playing = false } }

    open func stop() { state.withLock { playing = false } }

    open func updateMeters() {}
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// Told when an audio player finishes (never: time does not advance).
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}
