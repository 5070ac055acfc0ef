import Foundation
import Galley
import Testing
@testable import GalleyScene

@Suite("Canvas and scene layout")
struct CanvasTests {
    @Test("Devices: the root is proposed the safe area and centred in it")
    func devices() throws {
        #expect(
            Device.all.map(\.name) == [
                "iPhone 13 Pro", "iPhone SE", "iPhone 15 Pro", "iPhone 15 Pro Max", "iPhone 16 Pro",
                "iPhone 16 Pro Max",
                "iPhone SE (1st generation)", "iPhone 8 Plus", "iPhone X", "iPhone XS Max", "iPhone XR",
                "iPhone 13 mini", "iPhone 13 Pro Max",
                "iPad Pro 11-inch", "iPad mini", "iPad mini (5th generation)", "iPad (6th generation)",
                "iPad (9th generation)",
                "iPad Pro (10.5-inch)", "iPad Pro (12.9-inch) (2nd generation)",
            ])
        // swift-snapshot-testing's screens: the first SE, the X, the 13 Pro Max.
        let first = try Fixtures.scene(#"{"canvas": "iPhone SE (1st generation)", "root": {"Color": "red"}}"#).layout(
            using: Fixtures.engine)
        #expect(first.canvasSize == CGSize(width: 320, height: 568) && first.scale == 2)
        #expect(Device.named("iPhone X").map { [$0.width, $0.height, $0.scale, $0.safeAreaTop] } == [375, 812, 3, 44])
        #expect(Device.named("iPhone 13 Pro Max").map { [$0.width, $0.height, $0.scale] } == [428, 926, 3])
        #expect(Device.named("iPhone 12 Pro Max")?.width == 428)
        // Xcode's other names for the same screens.
        let fourteen = try #require(Device.named("iPhone 14"))
        #expect(
            fourteen.name == "iPhone 14" && fourteen.width == 390 && fourteen.height == 844
                && fourteen.safeAreaTop == 47)
        #expect(Device.named("iPhone 16")?.width == 393)
        #expect(Device.named("iPhone 17 Ultra") == nil)
        let sixteenPro = try Fixtures.scene(#"{"canvas": "iPhone 16 Pro", "root": {"Color": "red"}}"#).layout(
            using: Fixtures.engine)
        #expect(sixteenPro.result.root.frame == CGRect(x: 0, y: 62, width: 402, height: 778))
        // An iPad keeps its status bar (24) and home indicator (20) in landscape too.
        let mini = try Fixtures.scene(#"{"canvas": "iPad mini", "root": {"Color": "red"}}"#).layout(
            using: Fixtures.engine)
        #expect(mini.result.root.frame == CGRect(x: 0, y: 24, width: 744, height: 1089))
        #expect(mini.scale == 2)
        let turned = Device.iPadMini.landscape
        #expect(
            [turned.width, turned.height, turned.safeAreaTop, turned.safeAreaBottom, turned.safeAreaLeading] == [
                1133, 744, 24, 20, 0,
            ])
        let scene = try Fixtures.scene(
            #"""
            {"canvas": "iPhone SE", "root": {"Rectangle": {}, "modifiers": [{"frame": {"width": 100, "height": \#
            51}}]}}
            """#
        )
        #expect(
            scene.canvas
                == Canvas(
                    device: Device(
                        name: "iPhone SE", width: 375, height: 667, scale: 2, safeAreaTop: 20, safeAreaBottom: 0)))
        #expect(scene.canvas.proposal == ProposedViewSize(width: 375, height: 647))
        let laidOut = try scene.layout(using: Fixtures.engine)
        #expect(laidOut.canvasSize == CGSize(width: 375, height: 667))
        #expect(laidOut.scale == 2)
        // (647 − 51) / 2 + 20 = 318; x = (375 − 100) / 2 = 137.5.
        #expect(laidOut.result.root.frame == CGRect(x: 137.5, y: 318, width: 100, height: 51))

        let standard = try Fixtures.scene(#"{"Color": "red"}"#).layout(using: Fixtures.engine)
        #expect(standard.canvasSize == CGSize(width: 390, height: 844))
        #expect(standard.result.root.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        let fifteen = try Fixtures.scene(#"{"canvas": "iPhone 15 Pro", "root": {"Color": "red"}}"#).layout(
            using: Fixtures.engine)
        #expect(fifteen.result.root.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test("A fixed canvas proposes its size and centres the root; scale 1 unless given")
    func fixed() throws {
        let scene = try Fixtures.scene(
            #"""
            {"canvas": {"width": 300, "height": 200}, "root": {"Rectangle": {}, "modifiers": [{"frame": {"width": \#
            100, "height": 50}}]}}
            """#
        )
        #expect(scene.canvas == Canvas(size: .fixed(width: 300, height: 200), scale: 1))
        let laidOut = try scene.layout(using: Fixtures.engine)
        #expect(laidOut.canvasSize == CGSize(width: 300, height: 200))
        #expect(laidOut.result.root.frame == CGRect(x: 100, y: 75, width: 100, height: 50))
    }

    @Test(#""fit" is the root's ideal size, as --canvas fit is, at scale 1 unless the scene says otherwise"#)
    func fit() throws {
        let fit = try Fixtures.scene(
            #"{"canvas": "fit", "root": {"Color": "red", "modifiers": [{"frame": {"width": 30, "height": 10}}]}}"#)
        let layout = try fit.layout()
        #expect(layout.canvasSize == CGSize(width: 30, height: 10))
        #expect(layout.scale == 1)
        let ideal = try Fixtures.scene(
            #"""
            {"canvas": {"sizeThatFits": {}}, "root": {"Color": "red", "modifiers": [{"frame": {"width": 30, \#
            "height": 10}}]}}
            """#
        )
        #expect(try ideal.layout().canvasSize == layout.canvasSize)
    }

    @Test("sizeThatFits: the canvas is the root's size for the proposal")
    func fitting() throws {
        let scene = try Fixtures.scene(
            #"""
            {"canvas": {"sizeThatFits": {"width": 200, "height": null}, "scale": 3},
             "root": {"Text": "The quick brown fox jumps over the lazy dog", "modifiers": [{"padding": 10}]}}
            """#)
        #expect(scene.canvas == Canvas(size: .fitting(ProposedViewSize(width: 200, height: nil)), scale: 3))
        let laidOut = try scene.layout()
        let text = Fixtures.engine.textEngine.layout(
            StyledText("The quick brown fox jumps over the lazy dog"), proposal: TextProposal(width: 180, height: nil),
            displayScale: 3
        ).size
        #expect(laidOut.canvasSize == CGSize(width: text.width + 20, height: text.height + 20))
        #expect(laidOut.result.root.frame.origin == .zero)
        let ideal = try Fixtures.scene(#"{"canvas": {"sizeThatFits": {}}, "root": {"Text": "Hi"}}"#)
        #expect(ideal.canvas == Canvas(size: .fitting(.unspecified), scale: 1))
    }

    @Test("Fonts from files register under their family")
    func fonts() throws {
        let scene = try Fixtures.scene(
            #"""
            {"fonts": [{"family": "Brand", "file": "../GalleyTextTests/Fonts/InterASCII-Regular.otf"}],
             "root": {"Text": "Brand", "modifiers": [{"font": {"family": "Brand", "size": 30}}]}}
            """#)
        #expect(scene.fontLibrary.hasFamily("Brand"))
        #expect(!Fixtures.fonts.hasFamily("Brand"))
        let laidOut = try scene.layout()
        let expected = TextEngine(fonts: scene.fontLibrary).layout(
            StyledText("Brand", font: .custom("Brand", size: 30)), proposal: .unspecified, displayScale: 3)
        #expect(laidOut.result.root.frame.size == expected.size)
    }

    @Test("Reading from a file names the file as given and resolves paths beside it")
    func file() throws {
        let folder = try Fixtures.folder([
            "card.json": Data(#"{"root": {"Image": {"file": "art/dot.png"}}}"#.utf8),
            "art/dot.png": Fixtures.pngHeader(width: 3, height: 3),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Scene(contentsOf: folder.appendingPathComponent("card.json"), fontLibrary: Fixtures.fonts)
        #expect(try scene.layout(using: Fixtures.engine).result.root.frame.size == CGSize(width: 3, height: 3))
        let missing = URL(fileURLWithPath: "no/such/scene.json")
        #expect(throws: SceneError(file: "no/such/scene.json", message: "no such file")) {
            try Scene(contentsOf: missing, fontLibrary: Fixtures.fonts)
        }
        #expect(
            throws: SceneError(file: folder.appendingPathComponent("art").path, message: "a folder, not a scene file")
        ) {
            try Scene(contentsOf: folder.appendingPathComponent("art"), fontLibrary: Fixtures.fonts)
        }
        let huge = folder.appendingPathComponent("huge.json")
        try Data("[".utf8).write(to: huge)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(Scene.maximumFileSize) + 1)
        try handle.close()
        #expect(throws: SceneError(file: huge.path, message: "the file is larger than 64 MiB")) {
            try Scene(contentsOf: huge, fontLibrary: Fixtures.fonts)
        }
        let empty = folder.appendingPathComponent("empty.json")
        try Data().write(to: empty)
        #expect(
            throws: SceneError(
                file: empty.path, position: SourcePosition(line: 1, column: 1),
                message: "expected a JSON value, found the end of the file")
        ) {
            try Scene(contentsOf: empty, fontLibrary: Fixtures.fonts)
        }
    }

    @Test(
        "WxH@S: @2x reads as @2; a scale sign without a scale, or a scale out of range, is no canvas (issue 33, item 8)"
    )
    func fixedCanvasText() {
        let twice = CanvasChoice("20x10@2x")?.canvas(scale: 1)
        #expect(twice?.scale == 2 && twice?.size == .fixed(width: 20, height: 10))
        #expect(CanvasChoice("20x10@3")?.canvas(scale: 1).scale == 3)
        #expect(CanvasChoice("20x10")?.canvas(scale: 2).scale == 2)
        for text in ["20x10@", "20x10@x", "20x10@@2", "20x10@2xx", "20x10@40", "@2x", "20x10x@2"] {
            #expect(CanvasChoice(text) == nil, "\(text)")
        }
    }
}
