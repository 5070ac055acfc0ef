import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

/// The system views in a right-to-left layout, on the iPhone 13 Pro's
/// 390-point-wide screen: UIKit's bars, lists and controls mirrored.
@Suite("System views right to left")
struct SystemViewDirectionTests {
    private func onPhone<V: View>(_ view: V) throws -> LayoutResult {
        try Canvas(device: .iPhone13Pro).layout(
            view.environment(\.layoutDirection, .rightToLeft), using: DynamicTypeTests.engine
        ).result
    }

    private func text(_ string: String, in result: LayoutResult) throws -> PlacedView {
        try #require(result.root.allViews.first { $0.text?.lineStrings.joined(separator: " ") == string })
    }

    @Test(
        """
        Large title at the right margin; inline title centred; topBarLeading items at the right, topBarTrailing at \
        the left
        """
    )
    func navigationBar() throws {
        let large = try onPhone(NavigationStack { Color.clear.navigationTitle("Inbox") })
        #expect(nearlyEqual(try text("Inbox", in: large).frame.maxX, 390 - 16))
        let inline = try onPhone(
            NavigationStack {
                Color.clear.navigationTitle("Messages").navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Text("Cancel") }
                        ToolbarItem(placement: .topBarTrailing) { Text("Done") }
                    }
            })
        #expect(nearlyEqual(try text("Messages", in: inline).frame.midX, 195))
        #expect(nearlyEqual(try text("Cancel", in: inline).frame.maxX, 390 - 16))
        #expect(nearlyEqual(try text("Done", in: inline).frame.minX, 16))
    }

    @Test("The back button sits 8 points from the right edge, its chevron right of its title and pointing right")
    func backButton() throws {
        let result = try onPhone(
            NavigationStack(path: [1]) {
                Text("Root").navigationTitle("Numbers").navigationDestination(for: Int.self) { Text("Row \($0)") }
            })
        let chevron = try #require(result.root.allViews.first { $0.name == "Image" })
        #expect(nearlyEqual(chevron.frame.maxX, 390 - 8, within: 1))
        let title = try text("Numbers", in: result)
        #expect(title.frame.maxX <= chevron.frame.minX)
        // The chevron's outline is mirrored: its tip (the rightmost point) is at mid-height.
        // Semibold: an emboldened fill.
        guard case .emboldenedFill(_, .path(let outline, _), _)? = chevron.paint else {
            Issue.record("the chevron is not a filled path: \(String(describing: chevron.paint))")
            return
        }
        var points: [CGPoint] = []
        outline.forEach { element in
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .curve(let point, _, _), .quadCurve(let point, _): points.append(point)
            case .closeSubpath: break
            }
        }
        let tip = try #require(points.max { $0.x < $1.x })
        #expect(abs(tip.y - chevron.frame.height / 2) < chevron.frame.height / 4)
    }

    @Test("Tab bar items run right to left: the first tab at the right")
    func tabBar() throws {
        let result = try onPhone(
            TabView {
                Color.red.tabItem {
                    Image(systemName: "house"); Text("Home")
                }
                Color.green.tabItem {
                    Image(systemName: "magnifyingglass"); Text("Search")
                }
                Color.blue.tabItem {
                    Image(systemName: "gear"); Text("Settings")
                }
            })
        #expect(nearlyEqual(try text("Home", in: result).frame.midX, 390 / 6 * 5))
        #expect(nearlyEqual(try text("Settings", in: result).frame.midX, 390 / 6))
    }

    @Test("A list row's disclosure chevron is at the left, pointing left; a Toggle's switch at the left")
    func listRows() throws {
        let result = try onPhone(
            NavigationStack {
                List {
                    NavigationLink("General") { Text("Detail") }
                    SwitchToggle("Wi-Fi", isOn: true)
                }
            })
        let label = try text("General", in: result)
        let chevron = try #require(result.root.allViews.first { $0.name == "Path" })
        #expect(chevron.frame.maxX < label.frame.minX)
        guard case .stroke(_, .path(let outline, _), _, _)? = chevron.paint else {
            Issue.record("the chevron is not a stroked path")
            return
        }
        // The first point is the top end of the chevron: at the right when it points left.
        guard case .move(let start)? = outline.segments.first else {
            Issue.record("the chevron's path does not start with a move")
            return
        }
        #expect(start.x > chevron.frame.width / 2)
        let wifi = try text("Wi-Fi", in: result)
        let toggle = try #require(result.root.allViews.first { $0.name == "Toggle" })
        let track = try #require(toggle.allViews.first { $0.name == "Capsule" })
        #expect(track.frame.maxX < wifi.frame.minX)
    }

    @Test("A Slider fills from the right: the thumb travels leftwards from the right end")
    func slider() throws {
        let result = try DynamicTypeTests.engine.layout(
            SliderBox(value: 0.25).environment(\.layoutDirection, .rightToLeft),
            proposal: ProposedViewSize(width: 328, height: nil)
        )
        let capsules = result.root.allViews.filter { $0.name == "Capsule" }
        #expect(capsules.count == 2)
        // The tinted part, 89 wide, ends at the right end; the thumb's centre is at its left end.
        #expect(capsules.last?.frame == CGRect(x: 328 - 89, y: 12, width: 89, height: 4))
        let thumb = try #require(result.root.allViews.first { $0.name == "Circle" })
        #expect(thumb.frame == CGRect(x: 328 - 75 - 28, y: 0, width: 28, height: 28))
    }
}
