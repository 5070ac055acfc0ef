import CoreGraphics
import GalleyTestSupport
import SwiftUI
import Testing

@Suite("ColorPicker")
struct ColorPickerTests {
    @Test("A colour picker draws its label leading and a 28-point well trailing, the chosen colour inside the ring")
    @MainActor func colourWell() throws {
        @State var tint = Color.red
        let result = Layouts.layout(ColorPicker("Tint", selection: $tint).frame(width: 300), width: 300, height: 100)
        #expect(result.root.texts == ["Tint"])
        let frames = result.root.frames
        let well = try #require(frames.first { nearlyEqual($0.width, 28) && nearlyEqual($0.height, 28) })
        #expect(nearlyEqual(well.maxX, 300))
        #expect(try #require(result.root.text("Tint")).frame.minX < 1)
        // The chosen colour fills the middle of the well; a CGColor binding draws the same.
        var colour = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let cgResult = Layouts.layout(
            ColorPicker(selection: Binding(get: { colour }, set: { colour = $0 })) { Text("Tint") }.frame(width: 300),
            width: 300, height: 100)
        #expect(cgResult.root.frames == frames)
        // The well's middle is the chosen colour (the system red of Color.red, the pure red of the CGColor).
        // Painted on a canvas of the row's own size, the well's middle is 14 points in from the right.
        let image = try AssetTests.pixels(
            ColorPicker("Tint", selection: $tint).frame(width: 300), width: 300, height: 28)
        let middle = image[286, 14]
        #expect(middle.red > 200 && middle.green < 80 && middle.blue < 80)
        let cgImage = try AssetTests.pixels(
            ColorPicker(selection: Binding(get: { colour }, set: { colour = $0 })) { Text("Tint") }.frame(width: 300),
            width: 300, height: 28)
        #expect(AssetTests.isNear(cgImage[286, 14], [255, 0, 0]))
        // Between the ring and the colour, the background shows.
        #expect(AssetTests.isNear(cgImage[276, 14], [255, 255, 255], tolerance: 40))
    }
}
