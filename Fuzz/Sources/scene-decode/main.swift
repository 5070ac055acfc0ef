// Scene decoding: any bytes as a scene file give a scene or a SceneError
// naming the place, never a crash.
import FuzzSupport
import Foundation
import Galley
import GalleyScene
import GalleyText

let fonts = try FontLibrary.bundled()
let files = URL(fileURLWithPath: repositoryRoot + "/Fuzz/Files")
// A time limit from each input on, as `render` sets one (30 s there): a scene
// that takes longer stops with its error. Without it the repository's own
// 999,990-row scene (Tests/HostileCorpus) ran past libFuzzer's 10-s timeout.
func inputLimits() -> ResourceLimits { ResourceLimits(time: .seconds(1)).startingClock() }

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Data(fuzzBytes(data, size))
    do {
        let scene = try Scene(
            data: bytes, file: "fuzz.json", directory: files, fontLibrary: fonts, limits: inputLimits())
        _ = scene.view()
    } catch {
        _ = error.description
    }
    return 0
}

runFuzzer(testOneInput)
