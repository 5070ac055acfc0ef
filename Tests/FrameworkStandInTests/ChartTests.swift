import Charts
import Foundation
import SwiftUI
import Testing
import GalleyTestSupport

private struct Sale: Identifiable {
    let id = UUID()
    let month: String
    let value: Double
}

@Suite("Charts")
struct ChartTests {
    static let blue = 0x007AFF, green = 0x34C759

    @Test(
        """
        A bar chart of 1, 2 and 3 draws three blue bars whose heights are in ratio 1:2:3, with y labels 0 to 3 and \
        x labels the categories
        """
    )
    func barChart() throws {
        let sales = [Sale(month: "Jan", value: 1), Sale(month: "Feb", value: 2), Sale(month: "Mar", value: 3)]
        let chart = Chart(sales) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.value))
        }
        let pixels = try Render.pixels(chart, width: 300, height: 200)
        let bars = pixels.columns(of: Self.blue)
        #expect(bars.count == 3, "\(bars)")
        guard bars.count == 3 else { return }
        let unit = Double(bars[0].height)
        #expect(
            abs(Double(bars[1].height) / unit - 2) < 0.05 && abs(Double(bars[2].height) / unit - 3) < 0.05,
            "\(bars.map(\.height))")
        // The bars stand on one baseline.
        #expect(Set(bars.map { $0.top + $0.height }).count == 1)
        let texts = try Render.layout(chart, width: 300, height: 200).root.texts
        #expect(texts == ["0", "1", "2", "3", "Jan", "Feb", "Mar"], "\(texts)")
    }

    @Test(
        """
        foregroundStyle(by:) colours series from the palette (blue, then green) and adds a legend naming them; \
        bars sharing a category stack
        """
    )
    func legendAndStacking() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Count", 2)).foregroundStyle(by: .value("Kind", "Cats"))
            BarMark(x: .value("Day", "Mon"), y: .value("Count", 2)).foregroundStyle(by: .value("Kind", "Dogs"))
        }
        let pixels = try Render.pixels(chart, width: 300, height: 200)
        let blue = pixels.columns(of: Self.blue).max { $0.height < $1.height },
            green = pixels.columns(of: Self.green).max { $0.height < $1.height }
        let (b, g) = (try #require(blue), try #require(green))
        // Stacked: the green bar sits on the blue one, as tall.
        #expect(abs(b.height - g.height) <= 1 && abs(g.top + g.height - b.top) <= 1, "\(b) \(g)")
        let texts = try Render.layout(chart, width: 300, height: 200).root.texts
        #expect(texts.contains("Cats") && texts.contains("Dogs"), "\(texts)")
        // chartLegend(.hidden) drops it.
        let hidden = try Render.layout(chart.chartLegend(.hidden), width: 300, height: 200).root.texts
        #expect(!hidden.contains("Cats") && hidden.contains("Mon"), "\(hidden)")
    }

    @Test(
        "A line chart draws a stroked line over numeric x, with nice ticks including zero; hidden axes draw no labels")
    func lineChartAndHiddenAxes() throws {
        let chart = Chart {
            ForEach(0..<5) { index in
                LineMark(x: .value("X", index), y: .value("Y", Double(index) * 10 + 20))
                PointMark(x: .value("X", index), y: .value("Y", Double(index) * 10 + 20))
            }
        }
        let texts = try Render.layout(chart, width: 300, height: 200).root.texts
        #expect(texts.first == "0" && texts.contains("60"), "\(texts)")
        let pixels = try Render.pixels(chart, width: 300, height: 200)
        #expect(pixels.count(of: Self.blue) > 100)
        let hidden = chart.chartXAxis(.hidden).chartYAxis(.hidden)
        #expect(try Render.layout(hidden, width: 300, height: 200).root.texts.isEmpty)
    }

    @Test("A chart takes the size it is offered, and 300 × 200 when none")
    func sizing() throws {
        let chart = Chart { BarMark(x: .value("A", "a"), y: .value("B", 1)) }
        #expect(try Render.layout(chart, width: 123, height: 77).root.frame.size == CGSize(width: 123, height: 77))
        let ideal = try Render.engine.layout(chart, proposal: .unspecified)
        #expect(ideal.root.frame.size == CGSize(width: 300, height: 200))
    }

    @Test("Empty data, NaN and infinite values, equal domain ends and thousands of points draw without crashing")
    func hostileInput() throws {
        let empty: [Sale] = []
        _ = try Render.pixels(
            Chart(empty) { BarMark(x: .value("M", $0.month), y: .value("V", $0.value)) }, width: 200, height: 100)
        let odd = Chart {
            BarMark(x: .value("M", "a"), y: .value("V", Double.nan))
            LineMark(x: .value("X", 1), y: .value("Y", Double.infinity))
            PointMark(x: .value("X", 2), y: .value("Y", -Double.infinity))
            RuleMark(y: .value("T", 5))
        }
        _ = try Render.pixels(odd, width: 200, height: 100)
        let equal = Chart { LineMark(x: .value("X", 1), y: .value("Y", 1)) }.chartXScale(domain: 3...3).chartYScale(
            domain: 0...0)
        _ = try Render.pixels(equal, width: 200, height: 100)
        let many = Chart { ForEach(0..<5_000) { LineMark(x: .value("X", $0), y: .value("Y", sin(Double($0)))) } }
        let pixels = try Render.pixels(many, width: 200, height: 100)
        #expect(pixels.count(of: Self.blue) > 50)
        let bigBars = Chart { ForEach(0..<30_000) { BarMark(x: .value("X", "c\($0)"), y: .value("Y", 1)) } }
        _ = try Render.layout(bigBars, width: 200, height: 100)
    }

    @Test("Sector marks draw a pie filling the smaller side, coloured by series, with no axes")
    func pie() throws {
        let chart = Chart {
            SectorMark(angle: .value("A", 1)).foregroundStyle(by: .value("K", "One"))
            SectorMark(angle: .value("A", 3), innerRadius: .ratio(0.5), angularInset: 1).foregroundStyle(
                by: .value("K", "Two"))
        }
        let pixels = try Render.pixels(chart, width: 200, height: 200)
        let blue = pixels.count(of: Self.blue), green = pixels.count(of: Self.green)
        #expect(blue > 500 && green > blue, "\(blue) \(green)")
        #expect(try Render.layout(chart, width: 200, height: 200).root.texts == ["One", "Two"])
    }

    @Test(
        """
        Dates are placed linearly, with date labels; chartYScale(domain:) sets the y ticks; annotations and axis \
        titles show
        """
    )
    func datesDomainsAnnotations() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let chart = Chart {
            ForEach(0..<4) { day in
                BarMark(
                    x: .value("Day", start.addingTimeInterval(Double(day) * 86_400), unit: .day), y: .value("Steps", 10)
                )
                .annotation(position: .top) { Text(verbatim: "n\(day)") }
            }
        }
        .chartYScale(domain: 0...100)
        .chartYAxisLabel("Steps")
        let texts = try Render.layout(chart, width: 300, height: 200).root.texts
        #expect(texts.contains("100") && texts.contains("n3") && texts.contains("Steps"), "\(texts)")
        #expect(texts.contains { $0.hasPrefix("Nov") }, "\(texts)")
    }
}
