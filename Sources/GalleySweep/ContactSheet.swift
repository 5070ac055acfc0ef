import Foundation
import Galley
import GalleyScene

/// Many variants of a scene on one sheet, in a grid: each cell is labelled
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

        public init(variant: SceneVariant, layout: CanvasLayout) {
            self.variant = variant
            proposal = variant.canvas.proposal
            size = layout.result.root.frame.size
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
                Text(verbatim: title).font(.system(size: 13, weight: .bold)).foregroundColor(.black).lineLimit(1).frame(maxWidth: 320, alignment: .leading)
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
    public init(template: SceneTemplate, settings: [SweepSetting], engine: LayoutEngine) throws(SweepError) {
        let variant: SceneVariant
        do {
            variant = try template.variant(settings)
        } catch {
            throw SweepError(error.description)
        }
        do {
            self.init(variant: variant, layout: try variant.layout(using: engine))
        } catch {
            throw SweepError("\(template.name) (\(variant.label)): \(error.description)")
        }
    }
}
