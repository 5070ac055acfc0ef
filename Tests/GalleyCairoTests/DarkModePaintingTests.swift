import Foundation
import Galley
import Testing
@testable import GalleyCairo

@Suite("Dark mode: adaptive colours painted in the view's colour scheme")
struct DarkModePaintingTests {
    private func paint<V: View>(_ view: V, width: CGFloat = 390, height: CGFloat = 200) throws -> Bitmap {
        let layout = try Canvas(size: .fixed(width: width, height: height), scale: 1).layout(
            view, using: Paintings.engine.get())
        return try Bitmap(png: Painter().render(layout, format: .png))
    }

    @Test(
        """
        preferredColorScheme(.dark) turns the whole canvas dark: the system background black, primary text white, \
        systemBlue #0A84FF
        """
    )
    func darkCanvas() throws {
        let view = VStack(spacing: 0) {
            Text("Hello").font(.largeTitle).frame(height: 100)
            Color.blue.frame(width: 50, height: 50)
        }
        let light = try paint(view)
        let dark = try paint(view.preferredColorScheme(.dark))
        #expect(light[2, 2] == RGBA(red: 255, green: 255, blue: 255))
        #expect(dark[2, 2] == RGBA(red: 0, green: 0, blue: 0))
        #expect(light.ink { $0 == RGBA(red: 0, green: 0, blue: 0) }.count > 50)
        #expect(dark.ink { $0 == RGBA(red: 255, green: 255, blue: 255) }.count > 50)
        #expect(light[195, 125] == RGBA(red: 0, green: 122, blue: 255))
        #expect(dark[195, 125] == RGBA(red: 10, green: 132, blue: 255))
    }

    @Test("environment(\\.colorScheme, .dark) changes only its subtree; the canvas stays white")
    func darkSubtree() throws {
        let bitmap = try paint(
            HStack(spacing: 0) {
                Color.red
                Color.red.environment(\.colorScheme, .dark)
            }.frame(width: 100, height: 50))
        #expect(bitmap[2, 2] == RGBA(red: 255, green: 255, blue: 255))
        #expect(bitmap[170, 100] == RGBA(red: 255, green: 59, blue: 48))
        #expect(bitmap[220, 100] == RGBA(red: 255, green: 69, blue: 58))
    }

    @Test("A dark tab bar: the bar material's dark grey under the items, the selected item in dark systemBlue")
    func darkTabBar() throws {
        let view = TabView {
            Color.clear.tabItem {
                Image(systemName: "house"); Text("Home")
            }
        }.preferredColorScheme(.dark)
        let bitmap = try paint(view, height: 300)
        let bar = bitmap[5, 290]
        #expect(bar.red < 40 && bar.red == bar.green && bar.alpha == 255)
        #expect(bitmap.ink { $0.isClose(to: RGBA(red: 10, green: 132, blue: 255), tolerance: 3) }.count > 20)
    }
}
