import Foundation
import GalleyText

/// How much one scene or view tree may ask of Galley. Past a limit its
/// reading, layout or painting stops with an error that names the limit,
/// instead of taking minutes or all the memory there is; a run over many
/// scenes (`render check`) goes on with the others.
///
/// The defaults hold every realistic screen with room to spare. `render`
/// sets each from the command line (`--max-views`, `--max-depth`, …);
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
    /// The most pixels a canvas may have (width × height × scale²).
    public var canvasPixels: Int
    /// The most sizes one layout may compute (answers found in the layout's
    /// cache do not count): the work a hostile mix of `ViewThatFits`,
    /// grids and stacks can ask for.
    public var layoutWork: Int
    /// How long reading, laying out and painting one scene may take; nil
    /// for no limit. The clock starts at ``startingClock()``, or else at
    /// each layout and each painting.
    public var time: Duration?
    /// When the time runs out, once the clock has started.
    public private(set) var deadline: ContinuousClock.Instant?

    public init(
        views: Int = 1_000_000, depth: Int = 1_000, textLength: Int = 1 << 22, fonts: Int = 64,
        imagePixels: Int = 100_000_000, canvasPixels: Int = 100_000_000, layoutWork: Int = 20_000_000,
        time: Duration? = nil
    ) {
        self.views = views
        self.depth = depth
        self.textLength = textLength
        self.fonts = fonts
        self.imagePixels = imagePixels
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
        time: .seconds(86_400)
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

extension ResourceLimits {
    /// The limits but time as one argument, `VIEWS,DEPTH,TEXT,FONTS,IMAGE,CANVAS,WORK`,
    /// for handing them to another process (a preview's).
    public var argument: String {
        [views, depth, textLength, fonts, imagePixels, canvasPixels, layoutWork].map(String.init).joined(separator: ",")
    }

    /// The limits ``argument`` wrote, or nil when `argument` is not seven positive numbers.
    public init?(argument: String) {
        let values = argument.split(separator: ",", omittingEmptySubsequences: false).compactMap { Int($0) }
        guard values.count == 7, values.allSatisfy({ $0 > 0 }) else { return nil }
        self.init(
            views: values[0], depth: values[1], textLength: values[2], fonts: values[3], imagePixels: values[4],
            canvasPixels: values[5], layoutWork: values[6]
        )
    }
}

/// A limit of ``ResourceLimits`` a scene went past: what it is, as a
/// message names it, and the option that raises it.
public enum ResourceLimit: String, Sendable, CaseIterable {
    case views, depth, textLength, fonts, imagePixels, canvasPixels, layoutWork, time

    /// The `render` option that sets this limit.
    public var option: String {
        switch self {
        case .views: "--max-views"
        case .depth: "--max-depth"
        case .textLength: "--max-text-length"
        case .fonts: "--max-fonts"
        case .imagePixels: "--max-image-pixels"
        case .canvasPixels: "--max-canvas-pixels"
        case .layoutWork: "--max-layout-work"
        case .time: "--time-limit"
        }
    }

    /// `"at most 1000 (--max-depth)"`, the end of a message about this limit.
    public func atMost(_ value: Int) -> String {
        "at most \(value) (\(option))"
    }

    /// `"within 30 s (--time-limit)"`: the end of a message about running out of time.
    public static func within(_ duration: Duration) -> String {
        let seconds = duration.inSeconds
        let text = seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.3g", seconds)
        return "within \(text) s (\(ResourceLimit.time.option))"
    }
}

extension Duration {
    /// The duration in seconds, for messages and figures.
    package var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
