import Foundation
import GalleyText

/// How much one scene or view tree may ask of Galley. Past a limit its
/// reading, layout or painting stops with an error that names the limit,
/// instead of taking minutes or all the memory there is; a run over many
/// scenes (`render check`) goes on with the others.
///
/// The defaults hold every realistic screen with room to spare. Messages
/// name a limit by its property (``ResourceLimit/name``); `render` sets
/// each from the command line and names its option instead;
/// `docs/limits.md` lists them with what each protects.
public struct ResourceLimits: Sendable, Hashable {
    /// The most views in the tree, each modifier counted as a view, `ForEach` copies included.
    public var views: Int
    /// The deepest nesting of views and modifiers (each modifier is a level).
    public var depth: Int
    /// The most UTF-16 code units one `Text` may have.
    public var textLength: Int
    /// The most font files a scene may register.
    public var fonts: Int
    /// The most pixels one image may have (its PNG's width × height).
    public var imagePixels: Int
    /// The most pixels the PNG and JPEG images of one scene may have in
    /// all, each image counted once: what painting holds decoded at once.
    public var decodedImagePixels: Int
    /// The most pixels a canvas may have (width × height × scale²).
    public var canvasPixels: Int
    /// The most sizes one layout may compute (answers found in the layout's
    /// cache do not count): the work a hostile mix of `ViewThatFits`,
    /// grids and stacks can ask for.
    public var layoutWork: Int
    /// The most pixels one painting's shadows, blurs, colour matrices and
    /// projections may rasterise in all: each such view is drawn into a
    /// layer of its own, blurred or filtered pixel by pixel.
    public var paintWork: Int
    /// How long reading, laying out and painting one scene may take; nil
    /// for no limit. The clock starts at ``startingClock()``, or else at
    /// each layout and each painting.
    public var time: Duration?
    /// When the time runs out, once the clock has started.
    public private(set) var deadline: ContinuousClock.Instant?

    public init(
        views: Int = 1_000_000, depth: Int = 1_000, textLength: Int = 1 << 22, fonts: Int = 64,
        imagePixels: Int = 100_000_000, canvasPixels: Int = 100_000_000, layoutWork: Int = 20_000_000,
        time: Duration? = nil, decodedImagePixels: Int = 300_000_000, paintWork: Int = 1_000_000_000
    ) {
        self.views = views
        self.depth = depth
        self.textLength = textLength
        self.fonts = fonts
        self.imagePixels = imagePixels
        self.decodedImagePixels = decodedImagePixels
        self.paintWork = paintWork
        self.canvasPixels = canvasPixels
        self.layoutWork = layoutWork
        self.time = time
    }

    /// The defaults.
    public static let standard = ResourceLimits()

    /// The largest value each limit may be set to: what Galley can do at all.
    public static let ceiling = ResourceLimits(
        views: 100_000_000, depth: 10_000, textLength: StyledText.maximumLength, fonts: 4_096,
        imagePixels: 1 << 30, canvasPixels: 32_767 * 32_767, layoutWork: 1 << 40,
        time: .seconds(86_400), decodedImagePixels: 1 << 32, paintWork: 1 << 40
    )

    /// These limits with the clock started now: the layouts and paintings
    /// under them share ``time`` from this moment.
    public func startingClock() -> ResourceLimits {
        var limits = self
        limits.deadline = time.map { ContinuousClock.now + $0 }
        return limits
    }

    /// The deadline of the clock started, or of one starting now.
    public var effectiveDeadline: ContinuousClock.Instant? {
        deadline ?? time.map { ContinuousClock.now + $0 }
    }
}

extension ResourceLimits: Codable {
    private enum CodingKeys: String, CodingKey {
        case views, depth, textLength, fonts, imagePixels, canvasPixels, layoutWork, time, decodedImagePixels, paintWork
    }

    /// Reads limits another process wrote (a preview's request); every
    /// count must be positive. The clock is not carried over.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func count(_ key: CodingKeys) throws -> Int {
            let value = try container.decode(Int.self, forKey: key)
            guard value > 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "a limit must be positive, not \(value)")
            }
            return value
        }
        self.init(
            views: try count(.views), depth: try count(.depth), textLength: try count(.textLength),
            fonts: try count(.fonts), imagePixels: try count(.imagePixels), canvasPixels: try count(.canvasPixels),
            layoutWork: try count(.layoutWork), time: try container.decodeIfPresent(Duration.self, forKey: .time),
            decodedImagePixels: try container.contains(.decodedImagePixels)
                ? count(.decodedImagePixels) : ResourceLimits.standard.decodedImagePixels,
            paintWork: try container.contains(.paintWork) ? count(.paintWork) : ResourceLimits.standard.paintWork)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(views, forKey: .views)
        try container.encode(depth, forKey: .depth)
        try container.encode(textLength, forKey: .textLength)
        try container.encode(fonts, forKey: .fonts)
        try container.encode(imagePixels, forKey: .imagePixels)
        try container.encode(canvasPixels, forKey: .canvasPixels)
        try container.encode(layoutWork, forKey: .layoutWork)
        try container.encodeIfPresent(time, forKey: .time)
        try container.encode(decodedImagePixels, forKey: .decodedImagePixels)
        try container.encode(paintWork, forKey: .paintWork)
    }
}

/// A limit of ``ResourceLimits`` a scene went past: what it is, and how a
/// message names it.
public enum ResourceLimit: String, Sendable, CaseIterable {
    case views, depth, textLength, fonts, imagePixels, canvasPixels, layoutWork, time, decodedImagePixels, paintWork

    /// How messages name this limit: the ``ResourceLimits`` property that
    /// sets it, `ResourceLimits.depth`. A front end may name its own
    /// setting instead (`render` names its `--max-depth` option).
    public var name: String {
        "ResourceLimits.\(rawValue)"
    }

    /// `"at most 1000 (ResourceLimits.depth)"`, the end of a message about this limit.
    public func atMost(_ value: Int) -> String {
        "at most \(value) (\(name))"
    }

    /// `"within 30 s (ResourceLimits.time)"`: the end of a message about running out of time.
    public static func within(_ duration: Duration) -> String {
        let seconds = duration.inSeconds
        let text = seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.3g", seconds)
        return "within \(text) s (\(ResourceLimit.time.name))"
    }
}

extension Duration {
    /// The duration in seconds, for messages and figures.
    package var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
