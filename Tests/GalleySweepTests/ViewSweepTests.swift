import Foundation
import Galley
import GalleySweep
import Testing

/// Sweeps of Swift views, as an app's tests would write them.
@Suite("Sweeping Swift views")
struct ViewSweepTests {
    static let sentence = "The quick brown fox jumps over the lazy dog"

    @Test("A contact sheet of a Text over widths: fewer lines as the width grows, each cell labelled with its width")
    func contactSheetOverWidths() throws {
        let sheet = try ContactSheet(widths: [80, 160, 400]) { _ in Text(Self.sentence) }
        let cells = try #require(sheet.rows.first)
        let lines = cells.map { $0.root.text?.lineCount ?? 0 }
        #expect(lines.count == 3)
        #expect(lines[0] > lines[1] && lines[1] > lines[2], "\(lines)")
        #expect(lines[2] == 1)
        #expect(cells.map(\.variant.label) == ["width = 80", "width = 160", "width = 400"])
        #expect(cells.map(\.proposal.width) == [80, 160, 400])
        #expect(cells.allSatisfy { $0.size.width <= $0.proposal.width ?? 0 })
        // The sheet is a view like any other: it lays out with each cell in it.
        let laidOut = try Canvas(size: .fitting(.unspecified), scale: 1).layout(sheet.view, using: LayoutEngine())
        let texts = laidOut.result.root.allViews.compactMap { $0.text }.filter { $0.string == Self.sentence }
        #expect(texts.map(\.lineCount) == lines)
    }

    @Test("A contact sheet over any values hands each to the view and labels it")
    func contactSheetOverValues() throws {
        let sheet = try ContactSheet("limit", values: [1, 2, 3]) { limit in
            Text(Self.sentence).lineLimit(limit).frame(width: 80)
        }
        let cells = try #require(sheet.rows.first)
        #expect(cells.map(\.variant.label) == ["limit = 1", "limit = 2", "limit = 3"])
        #expect(cells.map { $0.root.allViews.compactMap(\.text).first?.lineCount } == [1, 2, 3])
    }

    @Test("A breakpoint search over a Text's width finds where it gains and loses lines")
    func breakpointsOverWidth() throws {
        let breakpoints = try BreakpointSearch(step: 1) { width in
            Text(Self.sentence).frame(width: width)
        }.breakpoints(from: 60, to: 400)
        let lineChanges = breakpoints.flatMap { point in
            point.changes.filter { $0.kind == "lines" }.map { (point.value, $0) }
        }
        #expect(!lineChanges.isEmpty)
        // Wider, fewer lines, down to one.
        for (_, change) in lineChanges {
            #expect(Int(change.after) ?? 0 < Int(change.before) ?? 0, "\(change.description)")
        }
        #expect(lineChanges.last?.1.after == "1")
        // At each breakpoint the text really changes its line count, and one point before it does not yet.
        let engine = try LayoutEngine()
        func lines(at width: Double) throws -> Int? {
            try Canvas(size: .fitting(.unspecified), scale: 1).layout(
                Text(Self.sentence).frame(width: width), using: engine
            )
            .result.root.allViews.compactMap(\.text).first?.lineCount
        }
        for (value, change) in lineChanges {
            #expect(try lines(at: value) == Int(change.after))
            #expect(try lines(at: value - 1) == Int(change.before))
        }
    }

    @Test("A view that cannot be laid out fails the sheet with an error naming the cell")
    func errorNamesTheCell() throws {
        // A text longer than the standard limits allow.
        let long = String(repeating: "a", count: ResourceLimits.standard.textLength + 1)
        let error = try #require(throws: MessageError.self) {
            try ContactSheet(widths: [100]) { _ in Text(long) }
        }
        #expect(error.description.hasPrefix("the view (width = 100): "), "\(error.description)")
    }

    @Test("A step, range or size that cannot be swept is an error, not a crash")
    func badArguments() {
        for (step, from, to) in [(0.0, 0.0, 10.0), (-1, 0, 10), (.nan, 0, 10), (1, 0, .infinity), (1e-300, 0, 1)] {
            #expect(throws: MessageError.self, "step \(step) from \(from) to \(to)") {
                try BreakpointSearch(step: step) { width in Text("a").frame(width: width) }.breakpoints(
                    from: from, to: to)
            }
        }
        for width in [CGFloat.nan, -1, .infinity] {
            #expect(throws: MessageError.self) { try ContactSheet(widths: [width]) { _ in Text("a") } }
        }
        #expect(throws: MessageError.self) { try ContactSheet(widths: [100], scale: 0) { _ in Text("a") } }
    }
}
