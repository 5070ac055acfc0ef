// The PNG decoder for `Image` files: any bytes give an image or an error.
// Bytes the scene decoder accepts as a PNG (`PNGImage`) are also painted
// as an image view, at most 64 × 64 points, as a scene's `Image` is.
import FuzzSupport
import Foundation
import Galley
import GalleyCairo
import GalleyText

let engine = LayoutEngine(textEngine: TextEngine(fonts: try FontLibrary.bundled()))

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Data(fuzzBytes(data, size))
    if let image = try? RasterImage(png: bytes) {
        _ = image.width * image.height
    }
    guard PNGImage(data: bytes) != nil else { return 0 }
    let canvas = Canvas(size: .fixed(width: 64, height: 64), scale: 1)
    do {
        let laidOut = try canvas.layout(Image(pngData: bytes, scale: 1).resizable(), using: engine)
        _ = try Painter().render(laidOut, format: .png)
    } catch {
        _ = "\(error)"
    }
    return 0
}

runFuzzer(testOneInput)
