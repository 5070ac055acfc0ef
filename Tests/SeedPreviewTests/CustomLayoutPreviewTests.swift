import Foundation
import Galley
import Testing
import GalleyTestSupport

/// The seeds' own `Layout` types, run as written in their previews (which
/// have no scene), checked against what the catalog's rules predict, with
/// the sizes asked of the engine.
@Suite("Seed custom layouts", .serialized, .tags(.slow))
struct CustomLayoutPreviewTests {
    static let engine: LayoutEngine = {
        do { return try LayoutEngine() } catch { fatalError("bundled fonts: \(error)") }
    }()

    /// A view's answer to a proposal, at the previews' @3x.
    static func size<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) throws -> CGSize {
        try engine.sizeThatFits(view, proposal: proposal, displayScale: 3)
    }

    /// Dumps round to two decimals.
    static func close(_ dumped: Double, _ exact: CGFloat) -> Bool {
        abs(dumped - Double(exact)) <= 0.006
    }

    /// The Text a ViewThatFits (or the replica) shows: the replica parks the
    /// others at (100 000, 100 000) with a zero proposal.
    static func shown(in node: LayoutDumpTree.Node) -> LayoutDumpTree.Node? {
        let visible = node.texts.filter { $0.frame.x < 10_000 }
        return visible.count == 1 ? visible[0] : nil
    }

    @Test(
        """
        000: the ViewThatFits replica picks as the built-in one when a width constrains it, and differs on a \
        height, as the catalog says
        """
    )
    func viewThatFitsReplica() throws {
        let root = try SeedRuns.run("000").dump("000-MyViewThatFitsLayout").root
        let rows = root.all("HStack")
        try #require(rows.count == 2 && rows.allSatisfy { $0.children.count == 2 })

        // Row 1, horizontal, 100 wide: the first Text whose ideal width fits.
        let texts = ["Hello Beautiful World", "Hello World", "Hi"]
        let ideal = try texts.map { try Self.size(Text($0)).width }
        let expected = texts[ideal.firstIndex { $0 <= 100 } ?? texts.count - 1]
        let replica = try #require(Self.shown(in: rows[0].children[0]))
        let builtIn = try #require(Self.shown(in: rows[0].children[1]))
        #expect(replica.text?.lines == [expected])
        #expect(builtIn.text?.lines == [expected])
        #expect(replica.frame.width == builtIn.frame.width && replica.frame.height == builtIn.frame.height)
        // Both are centred alike in their 100-wide frames.
        #expect(replica.frame.x - rows[0].children[0].frame.x == builtIn.frame.x - rows[0].children[1].frame.x)

        // Row 2, vertical, 200 × 100: the replica asks each Text's ideal size
        // (one line), so Text 1 "fits"; the built-in one measures at the
        // proposed width, where Text 1 is too tall, and shows Text 2.
        let long =
            "1: GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios."
        let short = "2: In addition, some views believe that:"
        #expect(try Self.size(Text(long)).height <= 100)
        #expect(try Self.size(Text(long), ProposedViewSize(width: 200, height: nil)).height > 100)
        let replicaPick = try #require(Self.shown(in: rows[1].children[0]))
        let builtInPick = try #require(Self.shown(in: rows[1].children[1]))
        let atPanel = try Self.size(Text(long), ProposedViewSize(width: 200, height: 100))
        #expect(
            Self.close(replicaPick.frame.width, atPanel.width) && Self.close(replicaPick.frame.height, atPanel.height))
        #expect(replicaPick.text?.truncated == true)
        #expect(builtInPick.text?.lines.joined(separator: " ") == short)
    }

    @Test("002: the replica and the built-in ViewThatFits show the same Text in a 200-wide frame on a device")
    func viewThatFitsReplicaBothAxes() throws {
        let root = try SeedRuns.run("002").dump("002-MyViewThatFitsLayout").root
        try #require(root.type == "HStack" && root.children.count == 2)
        let texts = ["Fatbobman's Swift Weekly", "Fatbobman's Weekly", "Fat's Weekly", "Weekly"]
        let ideal = try texts.map { try Self.size(Text($0)).width }
        let expected = texts[ideal.firstIndex { $0 <= 200 } ?? texts.count - 1]
        let replica = try #require(Self.shown(in: root.children[0]))
        let builtIn = try #require(Self.shown(in: root.children[1]))
        #expect(replica.text?.lines == [expected])
        #expect(builtIn.text?.lines == [expected])
        #expect(replica.frame.width == builtIn.frame.width)
    }

    @Test("003: myFixedSize sizes itself as fixedSize, but places its child with a definite proposal")
    func fixedSizeReplica() throws {
        let root = try SeedRuns.run("003").dump("003-MyFixedSizeLayout").root
        let rows = root.all("HStack")
        try #require(rows.count == 2 && rows.allSatisfy { $0.children.count == 2 })
        let replica = rows.map { $0.children[0] }
        let builtIn = rows.map { $0.children[1] }
        // Each pair's outer borders are the same size: the replica answers its
        // child's size for a nil proposal on the fixed axes, as fixedSize does.
        for (mine, theirs) in zip(replica, builtIn) {
            #expect(mine.frame.width == theirs.frame.width && mine.frame.height == theirs.frame.height)
        }
        // Row 2 (002-IdealSizeDemo2, vertical only): the same in every frame.
        let second = replica[1].atOrigin.renaming(["MyFixedSizeLayout": "fixedSize"])
        #expect(second.firstDifference(from: builtIn[1].atOrigin) == nil)

        // Row 1 (003-IdealFrameFixedSize): the seed's placeSubviews proposes
        // its bounds (100 × 100), not nil, so the flexible frame inside, which
        // has only ideal values, takes its child's size for that proposal and
        // sits at the top-leading corner; fixedSize keeps proposing nil, so its
        // frame is its ideal 100 × 100 with the Text centred.
        let child = Text("Hello world").border(Color.red).frame(idealWidth: 100, idealHeight: 100)
        let ideal = try Self.size(child)
        let placed = try Self.size(child, ProposedViewSize(width: ideal.width, height: ideal.height))
        let replicaFrame = try #require(replica[0].all("frame").first)
        let builtInFrame = try #require(builtIn[0].all("frame").first)
        #expect(
            Self.close(builtInFrame.frame.width, ideal.width) && Self.close(builtInFrame.frame.height, ideal.height))
        #expect(
            Self.close(replicaFrame.frame.width, placed.width) && Self.close(replicaFrame.frame.height, placed.height))
        #expect(replicaFrame.frame.x == replica[0].frame.x && replicaFrame.frame.y == replica[0].frame.y)
        #expect(placed != ideal)
    }

    @Test(
        "004: both equal-width stacks give every subview the widest ideal width, spaced as an HStack spaces Texts",
        arguments: [
            "004-MyEqualWidthHStack", "004-OptimizedEqualWidthHStack",
        ])
    func equalWidthStacks(_ id: String) throws {
        let root = try SeedRuns.run("004").dump(id).root
        let texts = ["One", "Three", "Fatbobman's Weekly"]
        try #require(root.children.map { $0.text?.lines ?? [] } == texts.map { [$0] })
        let sizes = try texts.map { try Self.size(Text($0)) }
        let slot = sizes.map(\.width).max() ?? 0
        // The spacing between two Texts, as the built-in HStack lays it out.
        let pair = try Self.engine.layout(
            HStack {
                Text("One"); Text("Three")
            }, proposal: .unspecified, displayScale: 3
        ).root
        let spacing = pair.children[1].frame.minX - pair.children[0].frame.maxX
        #expect(spacing > 0)
        #expect(Self.close(root.frame.width, slot * CGFloat(texts.count) + spacing * CGFloat(texts.count - 1)))
        #expect(Self.close(root.frame.height, sizes.map(\.height).max() ?? 0))
        for (index, node) in root.children.enumerated() {
            // Each Text keeps its ideal size, centred in its slot.
            let centre = root.frame.x + Double(slot / 2 + CGFloat(index) * (slot + spacing))
            #expect(Self.close(node.frame.width, sizes[index].width))
            #expect(abs(node.frame.x + node.frame.width / 2 - centre) <= 0.34, "\(texts[index]) at \(node.frame)")
        }
    }

    @Test("004: the two equal-width stacks lay out alike")
    func equalWidthStacksAgree() throws {
        let run = SeedRuns.run("004")
        let apple = try run.dump("004-MyEqualWidthHStack").root
        let seed = try run.dump("004-OptimizedEqualWidthHStack").root.renaming([
            "OptimizedEqualWidthHStack": "MyEqualWidthHStack"
        ])
        #expect(seed.firstDifference(from: apple) == nil)
    }
}
