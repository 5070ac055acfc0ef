// A scene laid out and painted: decoded as `render` decodes it, laid out
// on a canvas of at most 96 × 96 points at scale 1 (the scene's own canvas
// when smaller), painted to a PNG. Any input gives a picture or an error.
import FuzzSupport
import Foundation
import Galley
import GalleyCairo
import GalleyScene
import GalleyText

let fonts = try FontLibrary.bundled()
let files = URL(fileURLWithPath: repositoryRoot + "/Fuzz/Files")
// A time limit from each input on, as `render` sets one (30 s there): a scene
// that takes longer stops with its error. Without it the repository's own
// 999,990-row scene (Tests/HostileCorpus) ran past libFuzzer's 10-s timeout,
// and its 2,000 blurred rows (paint-work-2000-blurs.json) while the painter
// had no limits: it takes the scene's, as render's does.
func inputLimits() -> ResourceLimits { ResourceLimits(time: .seconds(1)).startingClock() }
let side: CGFloat = 96

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Data(fuzzBytes(data, size))
    guard
        var scene = try? Scene(
            data: bytes, file: "fuzz.json", directory: files, fontLibrary: fonts, limits: inputLimits())
    else { return 0 }
    scene.canvas = bounded(scene.canvas)
    do {
        let laidOut = try scene.layout()
        // A fitted canvas is the root's size: paint it only when small.
        guard laidOut.canvasSize.width <= side, laidOut.canvasSize.height <= side else { return 0 }
        _ = try Painter(background: scene.background, limits: scene.limits).render(laidOut, format: .png)
    } catch {
        _ = "\(error)"
    }
    return 0
}

/// The scene's canvas at scale 1, no larger than `side` a side.
func bounded(_ canvas: Canvas) -> Canvas {
    switch canvas.size {
    case .device(let device):
        return Canvas(size: .fixed(width: min(device.width, side), height: min(device.height, side)), scale: 1)
    case .fixed(let width, let height):
        return Canvas(size: .fixed(width: clamp(width), height: clamp(height)), scale: 1)
    case .fitting(let proposal):
        return Canvas(
            size: .fitting(ProposedViewSize(width: proposal.width.map(clamp), height: proposal.height.map(clamp))),
            scale: 1)
    }
}

func clamp(_ length: CGFloat) -> CGFloat {
    length.isNaN ? length : min(length, side)
}

runFuzzer(testOneInput)
