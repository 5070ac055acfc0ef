import Foundation
import Galley
import GalleyCairo
import Testing

/// Issue 15's controls painted in dark mode: their system colours in the dark appearance.
@Suite("Controls painted in dark mode")
struct ControlPaintingTests {
    private func dark<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 100) throws -> (LayoutResult, Bitmap)
    {
        let canvas = PaintArea(width: width, height: height)
        let dark = view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(Color.systemBackground)
            .environment(\.colorScheme, .dark)
        return (try Paintings.layout(dark, canvas: canvas), try Paintings.bitmap(dark, canvas: canvas))
    }

    @Test(
        """
        Segmented picker in dark mode: the selected segment #636366 on the track, an unselected one the tertiary \
        fill (#767680 at 24 %) over black
        """
    )
    func segmentedDark() throws {
        let (result, bitmap) = try dark(PickerBox("", selection: "B", options: ["A", "B", "C"], style: .segmented))
        let thumb = try #require(result.root.allViews.first { $0.name == "RoundedRectangle" && $0.frame.minX > 0 })
        #expect(bitmap[Int(thumb.frame.minX) + 6, 16].isClose(to: RGBA(red: 0x63, green: 0x63, blue: 0x66)))
        // 0.24 × #767680 over black.
        #expect(bitmap[10, 16].isClose(to: RGBA(red: 28, green: 28, blue: 31), tolerance: 2))
    }

    @Test(
        """
        borderedProminent in dark mode: the dark accent blue #0A84FF behind a white label; bordered GroupBox fill \
        #1C1C1E
        """
    )
    func prominentAndGroupBoxDark() throws {
        let (result, bitmap) = try dark(ButtonBox("Save", style: .borderedProminent).fixedSize())
        let shape = try #require(result.root.allViews.first { $0.name == "RoundedRectangle" })
        #expect(
            bitmap[Int(shape.frame.minX) + 4, Int(shape.frame.midY)].isClose(
                to: RGBA(red: 0x0A, green: 0x84, blue: 0xFF)))
        let (boxResult, boxBitmap) = try dark(GroupBox { Text("On") }, height: 120)
        let box = try #require(boxResult.root.allViews.first { $0.name == "RoundedRectangle" })
        #expect(
            boxBitmap[Int(box.frame.maxX) - 6, Int(box.frame.midY)].isClose(
                to: RGBA(red: 0x1C, green: 0x1C, blue: 0x1E)))
    }

    @Test("Slider in light mode: the tinted part #007AFF, the thumb white")
    func sliderLight() throws {
        let canvas = PaintArea(width: 228, height: 28)
        let bitmap = try Paintings.bitmap(SliderBox(value: 0.5), canvas: canvas)
        #expect(bitmap[20, 14].isClose(to: RGBA(red: 0x00, green: 0x7A, blue: 0xFF)))
        #expect(bitmap[114, 14] == .white)
    }
}
