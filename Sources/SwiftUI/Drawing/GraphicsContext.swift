import Foundation

/// What a `Canvas`'s renderer draws with: fills and strokes of paths, text
/// and images, under a transform, an opacity and clips. Copies draw on the
/// same canvas, each with its own state, as SwiftUI's do.
public struct GraphicsContext {
    /// The drawing so far, shared by every copy.
    final class Recording {
        var items: [Item] = []
    }

    /// One drawing command with the state it was issued in.
    struct Item {
        var command: Command
        var transform: CGAffineTransform
        var opacity: Double
        /// Clip paths, in canvas coordinates.
        var clips: [(path: Path, style: FillStyle)]
    }

    enum Command {
        case fill(Path, Shading, FillStyle)
        case stroke(Path, Shading, StrokeStyle)
        case text(Text, CGPoint, UnitPoint)
        case textInRect(Text, CGRect)
        case image(Image, CGRect)
        case imageAt(Image, CGPoint, UnitPoint)
    }

    let recording: Recording
    private var clips: [(path: Path, style: FillStyle)] = []

    /// Multiplies the opacity of everything drawn from now on (0…1; NaN counts as 1).
    public var opacity: Double = 1
    /// User space to the canvas's coordinates.
    public var transform: CGAffineTransform = .identity
    /// The canvas's environment.
    public var environment: EnvironmentValues

    init(environment: EnvironmentValues) {
        recording = Recording()
        self.environment = environment
    }

    // MARK: Transform and clip

    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: angle.radians)
    }

    /// `matrix` applied before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// What is drawn from now on cut to `path` (in user space).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append((path.applying(transform), style))
    }

    /// How a clip applies; Galley clips inside the path only.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Cut to outside the path: not supported, clips inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    // MARK: Drawing

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.fill(path, shading, style))
    }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(.stroke(path, shading, style))
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        record(.stroke(path, shading, StrokeStyle(lineWidth: lineWidth)))
    }

    /// `text` drawn at its ideal size with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.text(text, point, anchor))
    }

    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.text(text.text, point, anchor))
    }

    /// `text` wrapped to `rect`'s width, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) {
        record(.textInRect(text, rect))
    }

    public func draw(_ text: ResolvedText, in rect: CGRect) {
        record(.textInRect(text.text, rect))
    }

    /// `image` stretched over `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(.image(image, rect))
    }

    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(.image(image.image, rect))
    }

    /// `image` at its own size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.imageAt(image, point, anchor))
    }

    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.imageAt(image.image, point, anchor))
    }

    /// `text` ready to draw.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }

    /// `image` ready to draw.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

    private func record(_ command: Command) {
        let opacity = opacity.isNaN ? 1 : min(1, max(0, opacity))
        recording.items.append(Item(command: command, transform: transform, opacity: opacity, clips: clips))
    }

    /// Text resolved for drawing.
    public struct ResolvedText {
        let text: Text
        /// The colour its foreground is drawn in, when set.
        public var shading: Shading = .foreground
    }

    /// An image resolved for drawing.
    public struct ResolvedImage {
        let image: Image
    }

    /// What fills or strokes a path.
    public struct Shading {
        enum Kind {
            case color(Color)
            case linearGradient(Gradient, startPoint: CGPoint, endPoint: CGPoint)
        }

        let kind: Kind

        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// The primary colour, as the view's foreground style is by default.
        public static var foreground: Shading { .color(.primary) }

        /// A gradient between two points of user space.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .linearGradient(gradient, startPoint: startPoint, endPoint: endPoint))
        }
    }

    /// How a gradient repeats; Galley pads its ends.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}
