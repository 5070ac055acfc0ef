import Foundation
import Galley
import GalleyScene

/// Many variants of a scene, or of a view made from swept values, on one
/// sheet, in a grid: each cell is labelled
/// with its settings and with the size proposed to the root and the size
/// the root chose, and shows the canvas with the proposal dashed (grey)
/// and the root's frame outlined (blue).
public struct ContactSheet {
    /// One variant and how it laid out on its own.
    public struct Cell {
        public var variant: SceneVariant
        /// A first line above the settings: which scene or text this is.
        public var title: String?
        /// What the root was proposed.
        public var proposal: ProposedViewSize
        /// The size the root chose.
        public var size: CGSize
        /// The root as it was laid out on its own: its text's lines, its
        /// views' frames.
        public var root: PlacedView

        public init(variant: SceneVariant, layout: CanvasLayout) {
            self.variant = variant
            proposal = variant.canvas.proposal
            size = layout.result.root.frame.size
            root = layout.result.root
        }

        /// `proposal 120 × nil → size 117.33 × 41.33`.
        public var sizeLabel: String {
            "proposal \(SweepNumber.format(proposal)) → size \(SweepNumber.format(size))"
        }
    }

    /// The cells, row by row.
    public var rows: [[Cell]]

    public init(rows: [[Cell]]) {
        self.rows = rows
    }

    /// The proposal's dashes and the root's outline.
    static let proposalColor = Color(white: 0.45)
    static let sizeColor = Color.blue

    /// The sheet as a view, to be laid out at its ideal size.
    public var view: some View {
        let rows = Array(rows.enumerated())
        return Grid(alignment: .topLeading, horizontalSpacing: 24, verticalSpacing: 24) {
            ForEach(rows, id: \.offset) { row in
                GridRow {
                    ForEach(Array(row.element.enumerated()), id: \.offset) { cell in
                        Self.view(of: cell.element)
                    }
                }
            }
        }
        .padding(24)
    }

    private static func view(of cell: Cell) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            if let title = cell.title {
                Text(verbatim: title).font(.system(size: 13, weight: .bold)).foregroundColor(.black).lineLimit(1).frame(
                    maxWidth: 320, alignment: .leading)
            }
            if !cell.variant.settings.isEmpty {
                Text(verbatim: cell.variant.label).font(.system(size: 13, weight: .semibold)).foregroundColor(.black)
            }
            Text(verbatim: cell.sizeLabel).font(.system(size: 11)).foregroundColor(Color(white: 0.3))
            CanvasFrame(canvas: cell.variant.canvas) {
                cell.variant.view
                Rectangle().stroke(proposalColor, style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
                Rectangle().stroke(sizeColor, lineWidth: 1)
            }
            .background(cell.variant.background)
            .border(Color(white: 0.8))
            .padding(.top, 4)
        }
    }
}

extension ContactSheet.Cell {
    /// `template` with `settings` applied, laid out alone with `engine`.
    public init(template: SceneTemplate, settings: [SweepSetting], engine: LayoutEngine) throws(MessageError) {
        let variant: SceneVariant
        do {
            variant = try template.variant(settings)
        } catch {
            throw MessageError(error.description)
        }
        do {
            self.init(variant: variant, layout: try variant.layout(using: engine))
        } catch {
            throw MessageError("\(template.name) (\(variant.label)): \(error.description)")
        }
    }
}

extension ContactSheet {
    /// One row of cells, one per width: the view `content` makes of the
    /// width, proposed that width (and `height`; nil proposes none) on a
    /// canvas that fits it, as `render sweep --param width=…` does, laid out
    /// with the bundled fonts.
    ///
    /// ```swift
    /// let sheet = try ContactSheet(widths: [200, 280, 360]) { _ in Card() }
    /// assertSnapshot(of: sheet.view, as: .image(layout: .sizeThatFits(scale: 2)))
    /// ```
    public init<Content: View>(
        widths: [CGFloat], height: CGFloat? = nil, scale: CGFloat = 1, @ViewBuilder content: (CGFloat) -> Content
    ) throws(MessageError) {
        guard Canvas.scales.contains(scale) else { throw MessageError("scale \(scale): expected \(Canvas.scales)") }
        let engine = try BundledEngine.make()
        var cells: [Cell] = []
        for width in widths {
            guard width.isFinite, width >= 0, height.map({ $0.isFinite && $0 >= 0 }) ?? true else {
                throw MessageError(
                    "width \(width), height \(height.map { "\($0)" } ?? "nil"): expected finite sizes of 0 or more")
            }
            let canvas = Canvas(size: .fitting(ProposedViewSize(width: width, height: height)), scale: scale)
            var settings: [SweepSetting] = [.proposedWidth(Double(width))]
            if let height { settings.append(.proposedHeight(Double(height))) }
            cells.append(try Cell(view: content(width), canvas: canvas, settings: settings, engine: engine))
        }
        self.init(rows: [cells])
    }

    /// One row of cells, one per value: the view `content` makes of the
    /// value, laid out on `canvas` with the bundled fonts and labelled
    /// `name = value`.
    ///
    /// ```swift
    /// let sheet = try ContactSheet("size", values: [12, 17, 28]) { size in
    ///     Text("Aa").font(.system(size: size))
    /// }
    /// ```
    public init<Value, Content: View>(
        _ name: String, values: [Value], on canvas: Canvas = Canvas(size: .fitting(.unspecified), scale: 1),
        @ViewBuilder content: (Value) -> Content
    ) throws(MessageError) {
        let engine = try BundledEngine.make()
        var cells: [Cell] = []
        for value in values {
            let settings: [SweepSetting] = [.parameter(name: name, value: String(describing: value))]
            cells.append(try Cell(view: content(value), canvas: canvas, settings: settings, engine: engine))
        }
        self.init(rows: [cells])
    }
}

extension ContactSheet.Cell {
    /// `view` laid out alone on `canvas`, labelled with `settings`.
    init(view: some View, canvas: Canvas, settings: [SweepSetting], engine: LayoutEngine) throws(MessageError) {
        let variant = SceneVariant(canvas: canvas, background: nil, view: AnyView(view), settings: settings)
        do {
            self.init(variant: variant, layout: try variant.layout(using: engine))
        } catch {
            throw MessageError("the view (\(variant.label)): \(error.description)")
        }
    }
}
