import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

@Suite("LazyVGrid and LazyHGrid")
struct LazyGridTests {
    /// `count` coloured cells `height` points tall.
    func cells(_ count: Int, height: CGFloat = 20) -> some View {
        ForEach(0..<count) { _ in Color.blue.frame(height: height) }
    }

    /// The grid's node.
    func placedGrid(_ result: LayoutResult, _ name: String = "LazyVGrid") throws -> PlacedView {
        try #require(result.root.first(name))
    }

    /// The grid's cells' frames, in order.
    func cellFrames(_ result: LayoutResult, grid name: String = "LazyVGrid") throws -> [CGRect] {
        try placedGrid(result, name).children.map(\.frame)
    }

    func expectNear(_ values: [CGFloat], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(values.count == expected.count, sourceLocation: sourceLocation)
        for (value, wanted) in zip(values, expected) {
            #expect(nearlyEqual(value, CGFloat(wanted)), "\(value) is not \(wanted)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Columns

    @Test("Three flexible columns in 300 share 300 − 2 × 8 equally: 94.67 wide at x 0, 102.67, 205.33")
    func flexibleColumns() throws {
        let grid = LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) { cells(6) }.frame(width: 300)
        let result = Layouts.layout(grid)
        let frames = try cellFrames(result)
        let width = (300.0 - 16) / 3
        expectNear(frames.map(\.width), Array(repeating: width, count: 6))
        expectNear(frames.prefix(3).map(\.minX), [0, width + 8, 2 * (width + 8)])
        expectNear(frames.suffix(3).map(\.minX), [0, width + 8, 2 * (width + 8)])
        #expect(try placedGrid(result).frame.width == 300)
    }

    @Test("adaptive(minimum: 80) in 390 makes ⌊398 / 88⌋ = 4 columns of (390 − 24) / 4 = 91.5")
    func adaptiveColumns() throws {
        let result = Layouts.layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { cells(9) })
        let frames = try cellFrames(result)
        expectNear(frames.map(\.width), Array(repeating: 91.5, count: 9))
        expectNear(frames.prefix(5).map(\.minX), [0, 99.5, 199, 298.5, 0])
        // The fifth cell starts the second row, 20 + 8 below the first.
        expectNear([frames[4].minY - frames[0].minY, frames[8].minY - frames[0].minY], [28, 56])
    }

    @Test(
        """
        Adaptive columns are capped at their maximum; the space left stays empty and the grid's alignment places \
        the columns
        """
    )
    func adaptiveMaximum() throws {
        let items = [GridItem(.adaptive(minimum: 80, maximum: 90))]
        let centred = try cellFrames(Layouts.layout(LazyVGrid(columns: items) { cells(4) }))
        // Four columns of 90 (not 91.5) take 384 of the 390: 3 points either side.
        expectNear(centred.map(\.width), [90, 90, 90, 90])
        expectNear(centred.map(\.minX), [3, 101, 199, 297])
        let leading = try cellFrames(Layouts.layout(LazyVGrid(columns: items, alignment: .leading) { cells(4) }))
        expectNear(leading.map(\.minX), [0, 98, 196, 294])
        let trailing = try cellFrames(Layouts.layout(LazyVGrid(columns: items, alignment: .trailing) { cells(4) }))
        expectNear(trailing.map(\.minX), [6, 104, 202, 300])
    }

    @Test("Fixed columns are taken first, wherever they are written; flexible ones share the rest")
    func fixedAndFlexible() throws {
        let fixedFirst = try cellFrames(
            Layouts.layout(LazyVGrid(columns: [GridItem(.fixed(100)), GridItem()]) { cells(2) }.frame(width: 300)))
        expectNear(fixedFirst.map(\.width), [100, 192])
        expectNear(fixedFirst.map(\.minX), [0, 108])
        let fixedLast = try cellFrames(
            Layouts.layout(LazyVGrid(columns: [GridItem(), GridItem(.fixed(100))]) { cells(2) }.frame(width: 300)))
        expectNear(fixedLast.map(\.width), [192, 100])
        expectNear(fixedLast.map(\.minX), [0, 200])
    }

    @Test("Fixed and adaptive: fixed(70) and adaptive(minimum: 40) in 200 leave 122, which fits two columns of 57")
    func fixedAndAdaptive() throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { cells(3) }.frame(
            width: 200)
        let frames = try cellFrames(Layouts.layout(grid))
        expectNear(frames.map(\.width), [70, 57, 57])
        expectNear(frames.map(\.minX), [0, 78, 143])
    }

    @Test(
        """
        Flexible columns are sized in order, not least flexible first: minimums 100 and 180 in 300 measure 334, \
        then lay out as 163 + 8 + 180
        """
    )
    func flexibleInOrder() throws {
        let grid = LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
            cells(2)
        }
        let size = try Layouts.engine.sizeThatFits(
            grid, proposal: ProposedViewSize(width: 300, height: nil), displayScale: 3)
        #expect(size.width == 334)
        let frames = try cellFrames(Layouts.layout(grid.frame(width: 300)))
        expectNear(frames.map(\.width), [163, 180])
        #expect(nearlyEqual(frames[1].minX - frames[0].minX, 171))
    }

    @Test("Spacing after a column is that column's item's: 4 after the first, 20 after the second, the last's unused")
    func columnSpacing() throws {
        let items = [
            GridItem(.fixed(50), spacing: 4), GridItem(.fixed(50), spacing: 20), GridItem(.fixed(50), spacing: 100),
        ]
        let frames = try cellFrames(Layouts.layout(LazyVGrid(columns: items, alignment: .leading) { cells(3) }))
        expectNear(frames.map { $0.minX - frames[0].minX }, [0, 54, 124])
        let fixedOnly = try placedGrid(Layouts.layout(LazyVGrid(columns: items) { cells(3) }))
        // Only fixed columns: the grid is as wide as they are.
        #expect(fixedOnly.frame.width == 174)
    }

    @Test(
        """
        Without a proposed width (fixedSize) flexible columns take their minimum and adaptive ones one column of \
        theirs
        """
    )
    func idealWidth() throws {
        let grid = LazyVGrid(columns: [
            GridItem(.flexible(minimum: 50)), GridItem(.adaptive(minimum: 40)), GridItem(.fixed(30)),
        ]) { cells(3) }
        let result = Layouts.layout(grid.fixedSize())
        let frames = try cellFrames(result)
        expectNear(frames.map(\.width), [50, 40, 30])
        let width: CGFloat = 50 + 8 + 40 + 8 + 30
        #expect(try placedGrid(result).frame.width == width)
    }

    // MARK: Rows

    @Test("A row is as tall as its tallest text wrapped at the column's width; the others are centred in it")
    func rowHeight() throws {
        let long = "The quick brown fox jumps over the lazy dog"
        let grid = LazyVGrid(columns: [GridItem(), GridItem()]) {
            Text("Short")
            Text(long)
            Text("A")
            Text("B")
        }
        let result = Layouts.layout(grid.frame(width: 300))
        let frames = try cellFrames(result)
        let tall = Layouts.textSize(long, width: 146)
        #expect(tall.height > Layouts.textSize("Short").height)
        #expect(frames[1].height == tall.height)
        #expect(nearlyEqual(frames[0].midY, frames[1].midY))
        // The short text is centred in its 146-point column.
        #expect(nearlyEqual(frames[0].midX, 73))
        #expect(nearlyEqual(frames[2].minY - frames[1].minY, tall.height + 8))
        let gridFrame = try placedGrid(result).frame
        #expect(nearlyEqual(gridFrame.height, tall.height + 8 + Layouts.textSize("A").height))
    }

    @Test(
        """
        A GridItem's alignment places items in their cells: topLeading puts a short text in the row's top-leading \
        corner
        """
    )
    func itemAlignment() throws {
        let grid = LazyVGrid(columns: [GridItem(alignment: .topLeading), GridItem(alignment: .bottomTrailing)]) {
            Text("Hi")
            Color.red.frame(width: 20, height: 60)
        }
        let frames = try cellFrames(Layouts.layout(grid.frame(width: 300)))
        expectNear([frames[0].minX, frames[0].minY], [0, 0])
        // The second column spans 154 to 300; the square sits in its bottom-trailing corner.
        expectNear([frames[1].maxX, frames[1].maxY], [300, 60])
    }

    @Test("Cells are offered the row's height: a colour without a height is 10 tall alone and fills a taller row")
    func cellsOfferedRowHeight() throws {
        let alone = try cellFrames(
            Layouts.layout(
                LazyVGrid(columns: [GridItem(), GridItem()]) {
                    Color.red; Color.green
                }))
        expectNear(alone.map(\.height), [10, 10])
        let beside = try cellFrames(
            Layouts.layout(
                LazyVGrid(columns: [GridItem(), GridItem()]) {
                    Color.red; Color.green.frame(height: 50)
                }))
        expectNear(beside.map(\.height), [50, 50])
    }

    @Test("The grid's spacing is between rows: 20 puts the second row 20 below the first")
    func rowSpacing() throws {
        let result = Layouts.layout(LazyVGrid(columns: [GridItem(), GridItem()], spacing: 20) { cells(6, height: 30) })
        let frames = try cellFrames(result)
        expectNear(frames.map { $0.minY - frames[0].minY }, [0, 0, 50, 50, 100, 100])
        #expect(try placedGrid(result).frame.height == 3 * 30 + 2 * 20)
    }

    // MARK: LazyHGrid

    @Test(
        """
        LazyHGrid is the transpose: rows from its items, filled a column at a time, columns as wide as their \
        widest view
        """
    )
    func lazyHGrid() throws {
        let grid = LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(60))], spacing: 10) {
            Text("One")
            Text("Two, longer")
            Text("Three")
        }
        let result = Layouts.layout(grid)
        let gridNode = try placedGrid(result, "LazyHGrid")
        let frames = gridNode.children.map(\.frame)
        let firstColumn = max(Layouts.textSize("One").width, Layouts.textSize("Two, longer").width)
        let secondColumn = Layouts.textSize("Three").width
        #expect(nearlyEqual(gridNode.frame.width, firstColumn + 10 + secondColumn))
        #expect(gridNode.frame.size.doubles[1] == 40 + 8 + 60)
        // "One" and "Two, longer" share the first column, centred in rows at 0 and 48.
        #expect(nearlyEqual(frames[0].midY - gridNode.frame.minY, 20))
        #expect(nearlyEqual(frames[1].midY - gridNode.frame.minY, 48 + 30))
        #expect(nearlyEqual(frames[0].midX, frames[1].midX))
        #expect(nearlyEqual(frames[2].minX - gridNode.frame.minX, firstColumn + 10))
        #expect(nearlyEqual(frames[2].midY, frames[0].midY))
    }

    @Test("LazyHGrid with flexible rows in 300 splits the height as LazyVGrid splits the width")
    func lazyHGridFlexible() throws {
        let grid = LazyHGrid(rows: [GridItem(), GridItem(), GridItem()]) {
            ForEach(0..<3) { _ in Color.blue.frame(width: 20) }
        }
        let frames = try cellFrames(Layouts.layout(grid.frame(height: 300)), grid: "LazyHGrid")
        let height = (300.0 - 16) / 3
        expectNear(frames.map(\.height), [height, height, height])
        expectNear(frames.map(\.minY), [0, height + 8, 2 * (height + 8)])
    }

    // MARK: Containers and content

    @Test(
        """
        Inside a ScrollView the grid is offered no height and is as tall as its rows: 30 cells in 4 columns make 8 \
        rows
        """
    )
    func insideScrollView() throws {
        let result = Layouts.layout(
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { cells(30, height: 50) }
            })
        let gridNode = try placedGrid(result)
        #expect(gridNode.frame.size.doubles == [390, 8 * 50 + 7 * 8])
        #expect(result.root.frame.size.doubles == [390, 763])
    }

    @Test("In a VStack the grid takes the stack's width and its rows' height")
    func insideVStack() throws {
        let result = Layouts.layout(
            VStack {
                Text("Title")
                LazyVGrid(columns: [GridItem(), GridItem()]) { cells(4) }
            })
        let gridNode = try placedGrid(result)
        #expect(gridNode.frame.size.doubles == [390, 48])
        #expect(nearlyEqual(gridNode.frame.minY, Layouts.textSize("Title").height + 8))
    }

    @Test("ForEach, Group and if flatten into the grid's items")
    func flattening() throws {
        let showExtra = true
        let grid = LazyVGrid(columns: [GridItem(), GridItem()]) {
            Group {
                Text("A")
                Text("B")
            }
            if showExtra { Text("C") }
            ForEach(0..<2) { Text("D\($0)") }
        }
        let result = Layouts.layout(grid)
        let gridNode = try placedGrid(result)
        #expect(gridNode.children.map(\.name) == Array(repeating: "Text", count: 5))
        let frames = gridNode.children.map(\.frame)
        // Two per row: C starts the second row, D1 the third.
        #expect(nearlyEqual(frames[2].midX, frames[0].midX))
        #expect(frames[2].minY > frames[1].maxY)
        #expect(frames[4].minY > frames[3].maxY)
    }

    @Test("A grid with no items is as wide as its columns make it and 0 tall")
    func emptyContent() throws {
        let result = Layouts.layout(LazyVGrid(columns: [GridItem(), GridItem()]) {})
        #expect(result.root.name == "LazyVGrid")
        #expect(result.root.frame.size.doubles == [390, 0])
    }

    @Test("A grid with no columns shows nothing: zero size, its items not placed")
    func noColumns() throws {
        let result = Layouts.layout(LazyVGrid(columns: []) { cells(3) })
        #expect(result.root.frame.size.doubles == [0, 0])
        #expect(result.root.children.isEmpty)
    }

    // MARK: Bad input

    @Test("adaptive(minimum: 0) in a 10,000-wide frame finishes quickly with at most 1,000 columns")
    func adaptiveZeroMinimum() throws {
        let clock = ContinuousClock()
        var result: LayoutResult?
        let elapsed = clock.measure {
            result = Layouts.layout(
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 0))]) { cells(1_500) }.frame(width: 10_000))
        }
        let laidOut = try #require(result)
        let frames = try cellFrames(laidOut)
        let firstRow = frames.filter { $0.minY == frames[0].minY }
        #expect(firstRow.count == LazyGridLayout.maximumAdaptiveTracks)
        #expect(firstRow.allSatisfy { $0.width >= LazyGridLayout.minimumAdaptiveLength })
        #expect(elapsed < .seconds(20))
    }

    @Test("Thousands of adaptive items in a huge width make at most 1,000 columns together, each item at least one")
    func manyAdaptiveItems() {
        let items = Array(repeating: GridItem(.adaptive(minimum: 1), spacing: 0), count: 3_000)
        let layout = LazyGridLayout(
            axis: .horizontal, items: items, alignment: HorizontalAlignment.center.key, spacing: nil)
        // Each item is offered 1,000 points, room for 1,000 columns of 1.
        let tracks = layout.tracks(along: 3_000_000)
        #expect(tracks.count == LazyGridLayout.maximumAdaptiveTracks + 2_999)
        #expect(tracks.prefix(1_000).allSatisfy { $0.length == 1 })
        #expect(tracks.last?.length == 1_000)
    }

    @Test("10,000 fixed columns lay out in one row in bounded time")
    func tenThousandColumns() throws {
        let clock = ContinuousClock()
        var result: LayoutResult?
        let elapsed = clock.measure {
            result = Layouts.layout(
                LazyVGrid(columns: Array(repeating: GridItem(.fixed(10), spacing: 0), count: 10_000)) {
                    ForEach(0..<10_000) { _ in Color.red }
                })
        }
        let laidOut = try #require(result)
        let gridNode = try placedGrid(laidOut)
        #expect(gridNode.frame.size.doubles == [100_000, 10])
        #expect(Set(gridNode.children.map(\.frame.minY)).count == 1)
        #expect(elapsed < .seconds(20))
    }

    @Test(
        """
        Negative, NaN and infinite fixed sizes count as 0; a flexible minimum over its maximum wins; NaN spacing \
        is the default
        """
    )
    func badSizes() throws {
        let fixed = try cellFrames(
            Layouts.layout(
                LazyVGrid(
                    columns: [
                        GridItem(.fixed(-20)), GridItem(.fixed(.nan)), GridItem(.fixed(.infinity)),
                        GridItem(.fixed(10), spacing: .nan),
                    ], alignment: .leading
                ) { cells(4) }))
        expectNear(fixed.map(\.width), [0, 0, 0, 10])
        expectNear(fixed.map { $0.minX - fixed[0].minX }, [0, 8, 16, 24])
        let swapped = try cellFrames(
            Layouts.layout(
                LazyVGrid(columns: [GridItem(.flexible(minimum: 120, maximum: 50))]) { cells(1) }.frame(width: 300)))
        expectNear(swapped.map(\.width), [120])
        let adaptive = try cellFrames(
            Layouts.layout(
                LazyVGrid(columns: [GridItem(.adaptive(minimum: .nan, maximum: .nan), spacing: 0)]) { cells(2) }.frame(
                    width: 3)))
        // A NaN minimum counts as 1 point: three columns of 1 in 3.
        expectNear(adaptive.map(\.width), [1, 1])
        let result = Layouts.layout(
            LazyVGrid(columns: [GridItem(.flexible(minimum: -5, maximum: .nan))], spacing: .infinity) { cells(2) })
        #expect(
            result.root.allViews.allSatisfy {
                [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height].allSatisfy(\.isFinite)
            })
        #expect(result.root.frame.size.doubles == [390, 48])
    }
}
