import Foundation
import GalleyText

// `Image(systemName:)`: SF Symbols names drawn with the bundled Material
// Icons font (GalleyText's `SymbolFont`; the name table is `SymbolNames`).
//
// A symbol is sized like text: the icon font's em square is set from the
// font's point size and the image scale (`SymbolMetrics.em`, so that the
// icon is as large as the SF Symbol on iOS); the image is the icon's ink box
// at that size, so its width and height vary per icon as an SF Symbol's do.
// The icon's centre (the em square's centre) sits at the middle of the
// capital letters, `SymbolMetrics.centreHeight` × the point size above the
// baseline, which makes a symbol's first and last text baselines those of
// the text beside it.

extension Image {
    /// How large a symbol is drawn relative to text: small is about 20%
    /// smaller than medium and large about 30% larger, as Apple documents
    /// for `NSImage.SymbolScale`.
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        /// The factor on the symbol's size.
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }

    /// The SF Symbol `systemName`, drawn with the Material icon of the same
    /// meaning (see `SymbolNames` in GalleyText for the names). A name
    /// without an icon draws an outlined square, with a warning in the
    /// layout result.
    public init(systemName: String) {
        self.init(symbol: systemName)
    }

    /// The weight symbols take: the environment's `fontWeight`, bold, or the font's own.
    static func weight(in environment: EnvironmentValues) -> Font.Weight {
        if environment.isBold { return .bold }
        return environment.fontWeight ?? (environment.font ?? .body).resolvedWeight
    }

    func symbolNode(_ name: String, in environment: EnvironmentValues) -> ViewNode {
        let rawSize = CGFloat((environment.font ?? .body).sized(for: environment.dynamicTypeSize).pointSize)
        let pointSize = rawSize.isFinite ? Swift.max(0, Swift.min(rawSize, 100_000)) : 17
        let em = SymbolMetrics.em(for: name, pointSize: pointSize, scale: environment.imageScale)
        let color = environment.foregroundColor ?? .primary
        let style = environment.foregroundStyle
        let symbol: SymbolGlyph?
        var problem: String?
        switch SymbolFont.bundled() {
        case .success(let font):
            symbol = font.symbol(systemName: name)
            if symbol == nil { problem = "Image: no symbol stand-in for \"\(name)\"; a placeholder stands in" }
        case .failure(let error):
            symbol = nil
            problem =
                "Image: the symbol font cannot be used (\(error.message)); a placeholder stands in for \"\(name)\""
        }
        guard let symbol else {
            // An outlined square the size of an icon's live area, centred like an icon.
            let side = em * SymbolMetrics.liveArea
            let node = ViewNode(
                name: "Image",
                content: .image(
                    size: CGSize(width: side, height: side), isResizable: isResizable,
                    baseline: side / 2 + SymbolMetrics.centreHeight * pointSize),
                environment: environment,
                paint: .stroke(
                    .color(color), .roundedRectangle(cornerRadius: side / 5),
                    StrokeStyle(lineWidth: Swift.max(1, side / 12)), inset: true)
            )
            if let problem { node.warnings.append(problem) }
            return node
        }
        let ink = symbol.outline.bounds
        let unit = em / CGFloat(symbol.unitsPerEm)
        let size = CGSize(width: ink.width * unit, height: ink.height * unit)
        // From the top of the ink down to the baseline.
        let baseline = ink.maxY * unit - em / 2 + SymbolMetrics.centreHeight * pointSize
        let node = ViewNode(
            name: "Image", content: .image(size: size, isResizable: isResizable, baseline: baseline),
            environment: environment)
        let outline = symbol.outline, isEvenOdd = symbol.isEvenOdd
        let outset = SymbolMetrics.outset(for: Self.weight(in: environment)) * em
        // A symbol with a right-to-left variant is drawn mirrored (`SymbolDirection`).
        let mirrored = environment.layoutDirection == .rightToLeft && SymbolDirection.mirrorsInRightToLeft(name)
        node.paintForSize = { size in
            let path = Self.path(outline, stretchedTo: size)
            let frame = CGRect(origin: .zero, size: size)
            let shape = ShapeKind.path(
                mirrored ? path.mirroredHorizontally(in: frame) : path, FillStyle(eoFill: isEvenOdd))
            return outset > 0 ? .emboldenedFill(style, shape, outset: outset) : .fill(style, shape)
        }
        return node
    }

    /// The outline's ink box stretched over a frame of `size` (y down).
    private static func path(_ outline: GlyphOutline, stretchedTo size: CGSize) -> Path {
        let ink = outline.bounds
        let scaleX = ink.width > 0 ? size.width / ink.width : 0, scaleY = ink.height > 0 ? size.height / ink.height : 0
        func place(_ point: CGPoint) -> CGPoint {
            CGPoint(x: (point.x - ink.minX) * scaleX, y: (ink.maxY - point.y) * scaleY)
        }
        var path = Path()
        for element in outline.elements {
            switch element {
            case .move(let point): path.move(to: place(point))
            case .line(let point): path.addLine(to: place(point))
            case .curve(let control1, let control2, let point):
                path.addCurve(to: place(point), control1: place(control1), control2: place(control2))
            case .close: path.closeSubpath()
            }
        }
        return path
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    /// The size of symbols relative to text (`imageScale(_:)`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The size of symbols in this subtree relative to text: small about
    /// 0.8 and large about 1.3 × medium.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
