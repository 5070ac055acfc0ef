import Foundation
import Testing
@testable import Galley

@Suite("Grid")
struct GridTests {
    /// Seed 004's Grid, as written.
    var seedGrid: some View {
        Grid {
            GridRow {
                Text("One")
                Text("One")
                Text("One")
            }
            GridRow {
                Text("Two")
                Text("Two")
            }
            Divider()
            GridRow {
                Text("Three")
                Text("Three")
                    .gridCellColumns(2)
            }
        }
    }

    // Seed: 004-Grid
    @Test("Columns are as wide as their widest cell, rows as tall as their tallest; a cell spans two columns")
    func seedExample() throws {
        let result = Layouts.layout(seedGrid)
        let grid = result.root
        #expect(grid.name == "Grid")
        #expect(grid.children.map(\.name) == ["GridRow", "GridRow", "Divider", "GridRow"])
        let one = Double(Layouts.textSize("One").width)
        let two = Double(Layouts.textSize("Two").width)
        let three = Double(Layouts.textSize("Three").width)
        let height = Double(Layouts.textSize("One").height)
        // Column 1 is as wide as "Three", column 2 as "One" or "Two", column 3
        // as "One"; the spanning "Three" fits columns 2 and 3 as they are.
        #expect(three <= max(one, two) + one + 8)
        #expect(abs(Double(grid.frame.width) - (three + max(one, two) + one + 16)) < 1e-6)
        #expect(abs(Double(grid.frame.height) - (3 * height + 1.0 / 3 + 3 * 8)) < 1e-6)
        // Cells of a column share its centre; the spanning cell is centred on both its columns.
        let rows = grid.children
        let firstColumn = rows[0].children[0].frame.midX
        #expect(abs(rows[1].children[0].frame.midX - firstColumn) < 0.34)
        #expect(abs(rows[3].children[0].frame.midX - firstColumn) < 0.34)
        let spanning = rows[3].children[1].frame
        let columnsTwoAndThree = (rows[0].children[1].frame.minX + rows[0].children[2].frame.maxX) / 2
        #expect(abs(spanning.midX - columnsTwoAndThree) < 0.67)
        // The divider spans the grid.
        #expect(abs(Double(rows[2].frame.width - grid.frame.width)) < 1e-6)
    }
}
