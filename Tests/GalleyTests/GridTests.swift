import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

@Suite("Grid")
struct GridTests {
    /// Seed 004's Grid, as written; with `unsizedDivider` its Divider
    /// carries `gridCellUnsizedAxes(.horizontal)`, as Apple's docs suggest.
    func seedGrid(unsizedDivider: Bool = false) -> some View {
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
            if unsizedDivider {
                Divider().gridCellUnsizedAxes(.horizontal)
            } else {
                Divider()
            }
            GridRow {
                Text("Three")
                Text("Three")
                    .gridCellColumns(2)
            }
        }
    }

    // Seed: 004-Grid
    //
    // The columns are sized by their own cells first; the Divider, offered
    // what is left, takes it and the columns it spans share that alike. (Equal
    // columns, as before, would have made a text column beside a flexible one
    // wider than its text, which iOS does not: spezi-descriptiongridrow.)
    @Test(
        """
        A flexible Divider spanning the grid widens it to the proposed 390: each column is its widest text plus a \
        third of what the texts leave
        """
    )
    func seedExampleDividerWidensTheGrid() throws {
        let result = Layouts.layout(seedGrid())
        let grid = result.root
        #expect(grid.frame.width == 390)
        let rows = grid.children
        let width = { (text: String) in Double(Layouts.textSize(text).width) }
        let natural = [max(width("One"), width("Two"), width("Three")), max(width("One"), width("Two")), width("One")]
        let extra = (390 - 16 - natural.reduce(0, +)) / 3
        var start = 0.0
        for (index, cell) in rows[0].children.enumerated() {
            let column = natural[index] + extra
            #expect(nearlyEqual(cell.frame.midX, grid.frame.minX + CGFloat(start + column / 2)))
            start += column + 8
        }
        #expect(rows[2].frame.width == 390)
    }

    @Test(
        """
        A text column keeps its natural width beside a maxWidth: .infinity column and a spanning Divider (iOS 26: \
        spezi-descriptiongridrow)
        """
    )
    func textColumnBesideFlexibleColumnAndDivider() throws {
        let row = {
            GridRow {
                Text("Description").gridColumnAlignment(.leading).fixedSize(horizontal: false, vertical: true)
                Text("Content").frame(maxWidth: .infinity)
            }
        }
        let grid = Grid(horizontalSpacing: 8, verticalSpacing: 8) {
            row(); Divider(); row(); row()
        }
        let result = Layouts.layout(grid, proposal: ProposedViewSize(width: 326, height: 500))
        let descriptions = result.root.allViews.filter { $0.text?.lineStrings == ["Description"] }
        let description = Double(Layouts.textSize("Description").width)
        #expect(descriptions.count == 3)
        #expect(descriptions.allSatisfy { nearlyEqual($0.frame.minX, 0) && Double($0.frame.width) == description })
        let contents = result.root.allViews.filter { $0.name == "Text" && $0.text?.lineStrings == ["Content"] }
        // The content column is the rest: 326 − description − 8, the text centred in it.
        let column = 326 - description - 8
        #expect(contents.allSatisfy { nearlyEqual($0.frame.midX, CGFloat(description + 8 + column / 2)) })
    }

    @Test(
        """
        With gridCellUnsizedAxes(.horizontal) on the Divider, columns are as wide as their widest cell; a cell \
        spans two columns
        """
    )
    func seedExample() throws {
        let result = Layouts.layout(seedGrid(unsizedDivider: true))
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

@Suite("Grid negotiates like a stack on each axis")
struct GridNegotiationTests {
    let box = ProposedViewSize(width: 300, height: 200)

    @Test("Flexible cells (colours) fill a proposed grid in equal shares on both axes")
    func coloursShareEqually() {
        let result = Layouts.layout(
            Grid {
                GridRow {
                    Color.red; Color.blue
                }
                GridRow {
                    Color.green; Color.yellow
                }
            },
            proposal: box
        )
        #expect(result.root.frame.size.doubles == [300, 200])
        let cells = result.root.all("Color")
        #expect(
            cells.map(\.frame.doubles) == [
                [0, 0, 146, 96], [154, 0, 146, 96], [0, 104, 146, 96], [154, 104, 146, 96],
            ])
    }

    @Test("Text keeps its size and the flexible column takes the rest")
    func textKeepsItsSize() {
        let text = Layouts.textSize("Hello")
        let result = Layouts.layout(
            Grid {
                GridRow {
                    Text("Hello"); Color.red
                }
            }, proposal: box)
        let columns = result.root.children[0].children
        #expect(columns[0].frame.width == text.width)
        #expect(nearlyEqual(columns[1].frame.width, 300 - 8 - text.width))
        // The text row is not flexible vertically, the colour is: the row takes the whole height.
        #expect(result.root.frame.height == 200)
    }

    @Test("Cells with frame(maxWidth: .infinity) share the width equally, whatever their text")
    func infiniteMaxFramesShareEqually() {
        let result = Layouts.layout(
            Grid {
                GridRow {
                    Text("A").frame(maxWidth: .infinity)
                    Text("A much longer label").frame(maxWidth: .infinity)
                }
            },
            proposal: box
        )
        let frames = result.root.all("frame").map(\.frame)
        #expect(frames.map(\.width) == [146, 146])
    }

    @Test("Rows share a proposed height least flexible first: a text row keeps its height, a colour row takes the rest")
    func rowsShareHeight() {
        let text = Layouts.textSize("Hi")
        let result = Layouts.layout(
            Grid {
                GridRow { Color.red }; GridRow { Text("Hi") }
            }, proposal: box)
        let rows = result.root.children
        #expect(nearlyEqual(rows[1].frame.height, text.height))
        #expect(nearlyEqual(rows[0].frame.height, 200 - 8 - text.height))
    }

    @Test("A text-only grid keeps its ideal size inside a larger proposal")
    func textGridStaysCompact() {
        let result = Layouts.layout(
            Grid {
                GridRow {
                    Text("a"); Text("b")
                }
            }, proposal: box)
        let a = Layouts.textSize("a"), b = Layouts.textSize("b")
        #expect(nearlyEqual(result.root.frame.width, a.width + b.width + 8, within: 1e-6))
    }

    @Test("gridColumnAlignment(.leading) on one cell aligns its whole column to the leading edge")
    func columnAlignment() {
        let result = Layouts.layout(
            Grid {
                GridRow {
                    Text("Hi").gridColumnAlignment(.leading); Text("x")
                }
                GridRow {
                    Text("Hello, world"); Text("y")
                }
                GridRow {
                    Text("Mid"); Text("z")
                }
            }
        )
        let rows = result.root.children
        let start = rows[1].children[0].frame.minX
        #expect(rows[0].children[0].frame.minX == start)
        #expect(rows[2].children[0].frame.minX == start)
        // The second column keeps the grid's centre alignment.
        #expect(nearlyEqual(rows[0].children[1].frame.midX, rows[1].children[1].frame.midX))
    }

    @Test("gridCellAnchor puts the cell's anchor point on the same point of its cell")
    func cellAnchor() {
        let result = Layouts.layout(
            Grid {
                GridRow {
                    Color.red.frame(width: 60, height: 60)
                    Color.blue.frame(width: 60, height: 60)
                }
                GridRow {
                    Color.green.frame(width: 10, height: 10).gridCellAnchor(.bottomTrailing)
                    Color.yellow.frame(width: 10, height: 10).gridCellAnchor(UnitPoint(x: 0, y: 0.5))
                }
            }
        )
        let rows = result.root.children
        let green = rows[1].children[0].frame, yellow = rows[1].children[1].frame
        let red = rows[0].children[0].frame, blue = rows[0].children[1].frame
        #expect(green.maxX == red.maxX)
        #expect(green.maxY == rows[1].frame.maxY)
        #expect(yellow.minX == blue.minX)
        #expect(yellow.midY == rows[1].frame.midY)
    }

    @Test("gridCellUnsizedAxes(.vertical) keeps a colour from taking the row's share of the height")
    func unsizedVertical() {
        let text = Layouts.textSize("Hi")
        let result = Layouts.layout(
            Grid {
                GridRow {
                    Text("Hi"); Color.red.gridCellUnsizedAxes(.vertical)
                }
            },
            proposal: box
        )
        #expect(nearlyEqual(result.root.frame.height, text.height))
        // The colour still fills its cell: the row's height and its column's width.
        let color = result.root.first("Color")?.frame
        #expect(color.map { nearlyEqual($0.height, text.height) } == true)
    }

    @Test("A huge gridCellColumns is bounded: the grid has at most 10,000 columns and lays out at once")
    func hugeSpanIsBounded() {
        let result = Layouts.layout(
            Grid {
                GridRow { Text("wide").gridCellColumns(Int.max) }
                GridRow {
                    Text("a"); Text("b")
                }
            }
        )
        #expect(result.root.frame.width.isFinite)
        #expect(result.root.all("Text").count == 3)
    }
}
