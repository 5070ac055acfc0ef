import Foundation
import Galley
import GalleyPreview
import GalleyScene
import Testing
import GalleyTestSupport

/// The seed articles' SwiftUI code (Examples/SwiftUI/Seeds, a folder per
/// seed, a file per catalog example) built and run as previews, and checked
/// against the JSON scenes of the same examples (Examples/<id>.json).
@Suite("Seed previews", .serialized, .tags(.slow))
struct SeedPreviewTests {
    @Test("Every seed folder builds and every preview renders, named by its catalog id", arguments: SeedRuns.seeds)
    func renders(_ seed: String) throws {
        let run = SeedRuns.run(seed)
        #expect(run.buildError == nil, "Seed\(seed): \(run.buildError ?? "")")
        #expect(!run.fileNames.isEmpty)
        for outcome in run.outcomes {
            #expect(outcome.failure == nil, "\(outcome.declaration.title): \(outcome.failure ?? "")")
            for picture in outcome.pictures {
                #expect(
                    picture.error == nil && picture.png != nil && picture.dump != nil,
                    "\(picture.name ?? "?"): \(picture.error ?? "no picture or dump")"
                )
            }
        }
        // One preview per file, named `<seed>-<file name>`, and any variants
        // of it (another device) named `<seed>-<file name>-<variant>` in the same file.
        let names = run.outcomes.flatMap(\.pictures).compactMap(\.name)
        let main = names.filter { name in run.fileNames.contains { "\(seed)-\($0)" == name } }
        #expect(main.sorted() == run.fileNames.map { "\(seed)-\($0)" }.sorted())
        let variants = Set(names).subtracting(main)
        #expect(variants == Set(run.fileNames.flatMap { file in SeedRuns.variantPreviews(seed: seed, file: file) }))
    }

    /// The previews that have a scene of exactly their name in Examples/.
    static let scenePairs: [String] = SeedRuns.seeds.flatMap { seed in
        let folder = SeedRuns.seedsFolder.appendingPathComponent("Seed\(seed)")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.flatMap { file -> [String] in
            let name = String(file.dropLast(".swift".count))
            return ["\(seed)-\(name)"] + SeedRuns.variantPreviews(seed: seed, file: name)
        }
        .filter {
            FileManager.default.fileExists(atPath: SeedRuns.examplesFolder.appendingPathComponent("\($0).json").path)
        }
    }.sorted()

    @Test("There are previews with scenes to compare")
    func pairsExist() {
        #expect(Self.scenePairs.count >= 50)
        // Every scene the table below speaks of still has its preview.
        #expect(Set(SceneMatch.known.keys).isSubset(of: Set(Self.scenePairs)))
    }

    @Test("The Swift preview and the JSON scene of the same example lay out alike", arguments: scenePairs)
    func agreesWithScene(_ id: String) throws {
        let run = SeedRuns.run(String(id.prefix(3)))
        let preview = try run.dump(id)
        let scene = try GalleyScene.Scene(contentsOf: SeedRuns.examplesFolder.appendingPathComponent("\(id).json"))
        let sceneDump = try LayoutDumpTree(text: LayoutDump(try scene.layout()).text)
        let match = SceneMatch.known[id] ?? SceneMatch()

        var sceneRoot = sceneDump.root.sceneSpelling
        if match.bordersAreVisualAids {
            // The seed's code has no border: every border in the scene is one it
            // added to show a size ("border added" in Examples/README.md).
            #expect(preview.root.all("border").isEmpty, "\(id): the preview has borders of its own")
            let (stripped, problems) = sceneRoot.removingBorders()
            #expect(problems.isEmpty, "\(id): \(problems)")
            sceneRoot = stripped
        }
        var previewRoot = preview.root.renaming(match.renamedTypes)
        if let standIn = match.symbolStandIn {
            // An SF Symbol overlaid on a view (an overlay never changes its
            // view's layout): the preview draws Image(systemName:)'s
            // Material icon, the scene a Text stand-in of another size. Both
            // leaves are left out; every other frame is compared.
            let images = previewRoot.all("Image").count
            let texts = sceneRoot.texts.filter { $0.text?.lines == [standIn] }.count
            #expect(images > 0 && images == texts, "\(id): \(images) symbols, \(texts) stand-ins")
            previewRoot = previewRoot.removingLeaves { $0.type == "Image" }
            sceneRoot = sceneRoot.removingLeaves { $0.type == "Text" && $0.text?.lines == [standIn] }
        }

        switch match.kind {
        case .same:
            #expect(preview.canvas == sceneDump.canvas, "\(id): canvas \(preview.canvas) ≠ \(sceneDump.canvas)")
            let difference = previewRoot.firstDifference(from: sceneRoot)
            #expect(difference == nil, "\(id): \(difference ?? "")")
        case .embedded:
            // The scene draws the example inside its container; the preview's
            // canvas is that container. The example must be a subtree of the
            // scene, the same in every frame relative to its own origin.
            let wanted = previewRoot.atOrigin
            let found = sceneRoot.all.contains { $0.atOrigin == wanted }
            let closest = sceneRoot.all.first { $0.type == wanted.type && $0.text == wanted.text }
            #expect(
                found,
                """
                \(id): not in the scene; \
                \(closest.map { wanted.firstDifference(from: $0.atOrigin) ?? "" } ?? "no \(wanted.type) there")
                """
            )
        case .different(let why):
            // Not the same example (see `why`): the texts are still the same
            // texts, laid out in the same sizes and lines (a missing image's
            // placeholder, which names the image, left out).
            let mine = previewRoot.removingSubtrees { $0.type == "Image" }.texts.map {
                [$0.text?.lines ?? [], [$0.frame.width, $0.frame.height].map { "\($0)" }]
            }
            let theirs = sceneRoot.texts.map {
                [$0.text?.lines ?? [], [$0.frame.width, $0.frame.height].map { "\($0)" }]
            }
            #expect(mine == theirs, "\(id) (\(why)): texts differ")
            #expect(!mine.isEmpty)
        }
    }

    @Test(
        "The seed-002 repeats of seed-000 code lay out exactly as the originals",
        arguments: [
            "VTFWidth100", "VTFWidth10", "VTFHiFixedSize", "IdealSizeDemo", "VStackFixedSize", "IdealSizeDemo3",
            "SetIdealSize", "ScrollViewDemo",
        ])
    func repeats(_ name: String) throws {
        let original = try SeedRuns.run("000").dump("000-\(name)")
        let repeated = try SeedRuns.run("002").dump("002-\(name)")
        #expect(original == repeated)
        #expect(SceneMatch.known["002-\(name)"] == nil)
    }
}

/// How a preview's layout dump is compared with its scene's, where they are
/// not written the same way. Each entry says why.
struct SceneMatch: Equatable {
    enum Kind: Equatable {
        /// The same example on the same canvas: the dumps must be equal.
        case same
        /// The scene puts the example in the container the preview's canvas stands for.
        case embedded
        /// The scene is not the same example (the reason says how).
        case different(String)
    }

    var kind: Kind = .same
    /// The scene adds every border (the seed's code has none).
    var bordersAreVisualAids = false
    /// The Text a scene draws in place of an SF Symbol overlay.
    var symbolStandIn: String?
    /// Node types the preview writes one way and the scene another, for the
    /// same layout behaviour: the preview's name → the scene's.
    var renamedTypes: [String: String] = [:]

    static let known: [String: SceneMatch] = [
        // Borders added to a bare frame or fragment to show its size.
        "001-EmptyFrame": SceneMatch(bordersAreVisualAids: true),
        "001-GeometryHalfWidth": SceneMatch(bordersAreVisualAids: true),
        "003-FrameHi100": SceneMatch(bordersAreVisualAids: true),
        "003-VStackFrameHi50": SceneMatch(bordersAreVisualAids: true),
        "004-CenterMaxFrame": SceneMatch(bordersAreVisualAids: true),
        "004-FirstTextBaseline": SceneMatch(bordersAreVisualAids: true),
        // The article's container is a `frame(width:)` in the scene (with
        // borders added); the preview's fixed canvas proposes the same size.
        "001-HiMinMaxWidth": SceneMatch(kind: .embedded, bordersAreVisualAids: true),
        "001-MaxWidthDoc": SceneMatch(kind: .embedded, bordersAreVisualAids: true),
        "001-MinWidthDoc": SceneMatch(kind: .embedded, bordersAreVisualAids: true),
        "002-VTFFontSizes": SceneMatch(kind: .embedded, bordersAreVisualAids: true),
        // The seed shows only the replacement last child of the width-10
        // ViewThatFits; the scene is that whole ViewThatFits.
        "000-VTFHiFixedSize": SceneMatch(kind: .embedded, bordersAreVisualAids: true),
        "002-VTFHiLineLimit": SceneMatch(kind: .embedded, bordersAreVisualAids: true),
        // The scene format has no Path: the scene draws the circle with a
        // Circle, a shape that fills its proposal as the Path does.
        "004-CircleView": SceneMatch(renamedTypes: ["Path": "Circle"]),
        // SF Symbols and assets: stand-ins of other sizes in the scenes.
        "003-IconDemo1": SceneMatch(symbolStandIn: "♥"),
        "003-IconDemo2": SceneMatch(symbolStandIn: "♥"),
        "003-IconDemo3": SceneMatch(symbolStandIn: "♥"),
        "004-WeatherLayout": SceneMatch(
            kind: .different(
                """
                the weather symbols are 80 × 80 colours in the scene, 80-point symbol placeholders here; the scene \
                has no AnyLayout
                """
            )),
        "004-PlayStackView": SceneMatch(
            kind: .different(
                "Image(\"logo\") is a 300 × 150 gray colour in the scene, the missing-asset placeholder here")),
        // The earlier seeds' control examples (their scenes now hold the Slider, Stepper, Form, Toggle and Button too).
        "004-OffsetDemo": SceneMatch(bordersAreVisualAids: true),
        "002-LayoutSwitchDemo": SceneMatch(symbolStandIn: "♥"),
        // MyGradient (a LinearGradient of two faint colours) is a faint Color in
        // the scene: both fill what they are offered.
        "001-LittleSquares": SceneMatch(renamedTypes: ["LinearGradient": "Color"]),
        "004-PlayGroupBoxView": SceneMatch(
            kind: .different(
                """
                a scene has no custom GroupBoxStyle: it writes PCGroupBoxStyle's body where the preview has the \
                styled GroupBox around it
                """
            )),
        "001-OfferedWidthGeometry": SceneMatch(
            kind: .different(
                """
                the scene cannot read proxy.size: `frame(width: max(proxy.size.width, 120), …)` is \
                `frame(minWidth: 120, minHeight: 120)` on a Color with an opacity
                """
            )),
    ]
}

extension LayoutDumpTree.Node {
    /// The tree as the preview writes it, from a scene's dump. A scene gives
    /// its views ids (the preview's have none), and writes
    /// `Color.orange.opacity(0.5)` as a Color with an `opacity` modifier,
    /// where in Swift `Color.opacity(_:)` returns a Color: an `opacity` node
    /// whose only child is a Color of its own frame becomes that Color.
    var sceneSpelling: Self {
        var node = self
        node.id = nil
        node.children = children.map(\.sceneSpelling)
        if type == "opacity", node.children.count == 1, node.children[0].type == "Color",
            node.children[0].frame == frame
        {
            return node.children[0]
        }
        return node
    }

    /// The tree without its border nodes, each replaced by its child; a
    /// border always has its child's frame, so no frame is lost (problems
    /// lists any border that does not).
    func removingBorders() -> (Self, [String]) {
        var problems: [String] = []
        func strip(_ node: Self) -> Self {
            if node.type == "border" {
                guard node.children.count == 1, node.children[0].frame == node.frame else {
                    problems.append("a border at \(node.frame) is not its child's size")
                    return node
                }
                return strip(node.children[0])
            }
            var copy = node
            copy.children = node.children.map(strip)
            return copy
        }
        return (strip(self), problems)
    }

    /// The tree without the leaves `isRemoved` picks.
    func removingLeaves(where isRemoved: (Self) -> Bool) -> Self {
        var node = self
        node.children = children.filter { !($0.children.isEmpty && isRemoved($0)) }.map {
            $0.removingLeaves(where: isRemoved)
        }
        return node
    }

    /// The tree without the subtrees `isRemoved` picks.
    func removingSubtrees(where isRemoved: (Self) -> Bool) -> Self {
        var node = self
        node.children = children.filter { !isRemoved($0) }.map { $0.removingSubtrees(where: isRemoved) }
        return node
    }

    /// The tree with some node types renamed.
    func renaming(_ names: [String: String]) -> Self {
        guard !names.isEmpty else { return self }
        var node = self
        node.type = names[type] ?? type
        node.children = children.map { $0.renaming(names) }
        return node
    }
}
