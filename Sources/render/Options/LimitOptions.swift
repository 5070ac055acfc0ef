import ArgumentParser
import Galley

/// `--max-views`, `--max-depth`, … and `--time-limit`: the
/// ``ResourceLimits`` a command's scenes are read, laid out and painted
/// under (docs/limits.md).
struct LimitOptions: ParsableArguments {
    @Option(
        parsing: .unconditional, help: help("Views and modifiers a scene may make (ForEach copies included).", \.views))
    var maxViews: Int = ResourceLimits.standard.views

    @Option(parsing: .unconditional, help: help("Levels views and modifiers may nest.", \.depth))
    var maxDepth: Int = ResourceLimits.standard.depth

    @Option(parsing: .unconditional, help: help("UTF-16 code units one text may have.", \.textLength))
    var maxTextLength: Int = ResourceLimits.standard.textLength

    @Option(parsing: .unconditional, help: help("Font files a scene may register.", \.fonts))
    var maxFonts: Int = ResourceLimits.standard.fonts

    @Option(parsing: .unconditional, help: help("Pixels one image may have.", \.imagePixels))
    var maxImagePixels: Int = ResourceLimits.standard.imagePixels

    @Option(
        parsing: .unconditional,
        help: help("Pixels the PNG and JPEG images of a scene may have in all.", \.decodedImagePixels))
    var maxDecodedImagePixels: Int = ResourceLimits.standard.decodedImagePixels

    @Option(parsing: .unconditional, help: help("Pixels a canvas may have (width × height × scale²).", \.canvasPixels))
    var maxCanvasPixels: Int = ResourceLimits.standard.canvasPixels

    @Option(
        parsing: .unconditional, help: help("Sizes one layout may compute, cached answers not counted.", \.layoutWork))
    var maxLayoutWork: Int = ResourceLimits.standard.layoutWork

    @Option(
        parsing: .unconditional,
        help: help("Pixels a painting's shadows, blurs, opacity and other effects may rasterise in all.", \.paintWork))
    var maxPaintWork: Int = ResourceLimits.standard.paintWork

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Seconds a scene may take to read, lay out and paint, or a preview to run "
                + "(default: 30 for a scene, check and preview; else none).",
            valueName: "seconds"
        ))
    var timeLimit: Double?

    private static func help(_ text: String, _ limit: KeyPath<ResourceLimits, Int>) -> ArgumentHelp {
        ArgumentHelp("\(text) (1 to \(ResourceLimits.ceiling[keyPath: limit]))", valueName: "n")
    }

    /// The time limit of commands that have one unless told otherwise:
    /// rendering a scene, `check` and `preview`.
    static let standardTimeLimit = 30.0

    func validate() throws {
        let given: [(ResourceLimit, Int, KeyPath<ResourceLimits, Int>)] = [
            (.views, maxViews, \.views), (.depth, maxDepth, \.depth), (.textLength, maxTextLength, \.textLength),
            (.fonts, maxFonts, \.fonts), (.imagePixels, maxImagePixels, \.imagePixels),
            (.canvasPixels, maxCanvasPixels, \.canvasPixels), (.layoutWork, maxLayoutWork, \.layoutWork),
            (.decodedImagePixels, maxDecodedImagePixels, \.decodedImagePixels), (.paintWork, maxPaintWork, \.paintWork),
        ]
        for (limit, value, path) in given where !(1...ResourceLimits.ceiling[keyPath: path]).contains(value) {
            throw ValidationError(
                "\(limit.option): expected 1 to \(ResourceLimits.ceiling[keyPath: path]), found \(value)")
        }
        if let timeLimit, !(timeLimit > 0 && timeLimit <= 86_400) {
            throw ValidationError("--time-limit: expected more than 0 and at most 86400 seconds, found \(timeLimit)")
        }
    }

    /// The limits given, with `defaultTime` seconds when `--time-limit` is not.
    func limits(defaultTime: Double? = nil) -> ResourceLimits {
        ResourceLimits(
            views: maxViews, depth: maxDepth, textLength: maxTextLength, fonts: maxFonts, imagePixels: maxImagePixels,
            canvasPixels: maxCanvasPixels, layoutWork: maxLayoutWork,
            time: (timeLimit ?? defaultTime).map { .milliseconds(Int64(($0 * 1_000).rounded(.up))) },
            decodedImagePixels: maxDecodedImagePixels, paintWork: maxPaintWork
        )
    }
}

extension ResourceLimit {
    /// The option that sets this limit.
    var option: String {
        switch self {
        case .views: "--max-views"
        case .depth: "--max-depth"
        case .textLength: "--max-text-length"
        case .fonts: "--max-fonts"
        case .imagePixels: "--max-image-pixels"
        case .decodedImagePixels: "--max-decoded-image-pixels"
        case .paintWork: "--max-paint-work"
        case .canvasPixels: "--max-canvas-pixels"
        case .layoutWork: "--max-layout-work"
        case .time: "--time-limit"
        }
    }

    /// `message` with each limit named by its option, as a user of
    /// `render` sets it: Galley's messages name the `ResourceLimits`
    /// property (``ResourceLimit/name``), wherever they were made (a
    /// preview's process included).
    static func namingOptions(in message: String) -> String {
        guard message.contains("ResourceLimits.") else { return message }
        var message = message
        for limit in allCases {
            message = message.replacingOccurrences(of: limit.name, with: limit.option)
        }
        return message
    }
}
