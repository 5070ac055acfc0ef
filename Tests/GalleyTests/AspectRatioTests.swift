import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

/// `aspectRatio` against every kind of proposal, and in a bounded frame, as
/// SwiftUI lays it out.
@Suite("aspectRatio against every kind of proposal")
struct AspectRatioTests {
    /// A one-pixel PNG.
    static let pixel =
        Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")
        ?? Data()

    /// A resizable 212 × 212 image, as an app's square logo.
    var logo: some View { Image(pngData: Self.pixel, scale: 1 / 212).resizable() }

    private func size(_ view: some View, _ width: CGFloat?, _ height: CGFloat?) -> [Double] {
        Layouts.layout(view, proposal: ProposedViewSize(width: width, height: height)).root.frame.size.doubles
    }

    @Test(
        """
        fit: both dimensions proposed give the largest size of the ratio inside; one proposed decides alone; none \
        gives the child's ideal
        """
    )
    func fit() {
        let wide = Color.red.aspectRatio(2, contentMode: .fit)
        #expect(size(wide, 300, 100) == [200, 100])
        #expect(size(wide, 100, 300) == [100, 50])
        #expect(size(wide, 90, nil) == [90, 45])
        #expect(size(wide, nil, 40) == [80, 40])
        // Unproposed, the child is asked its ideal size as it is: a colour's 10 × 10.
        #expect(size(wide, nil, nil) == [10, 10])
        #expect(size(wide, .infinity, 50) == [100, 50])
        #expect(size(wide, 0, 50) == [0, 0])
    }

    @Test(
        """
        fill: both dimensions proposed give the smallest size of the ratio covering them; with one missing the \
        other decides (vault-ios's 250 × 250 note card on iOS 26)
        """
    )
    func fill() {
        let wide = Color.red.aspectRatio(2, contentMode: .fill)
        #expect(size(wide, 300, 100) == [300, 150])
        #expect(size(wide, 100, 300) == [600, 300])
        #expect(size(wide, nil, nil) == [10, 10])
        let card = Color.red.frame(maxWidth: .infinity, maxHeight: .infinity).aspectRatio(1, contentMode: .fill).frame(
            width: 250)
        #expect(size(card, nil, nil) == [250, 250])
    }

    @Test(
        """
        Without a ratio the child's ideal size gives it: a 300 × 200 image fits 150 wide as 150 × 100; a square \
        one as a square
        """
    )
    func ratioFromIdeal() {
        let banner = Image(pngData: DrawingTests.png, scale: 0.01).resizable().aspectRatio(contentMode: .fit)
        #expect(size(banner, 150, 400) == [150, 100])
        #expect(size(logo.aspectRatio(contentMode: .fit), 390, 128) == [128, 128])
    }

    @Test("A ratio of no shape (0, negative, infinite) passes the proposal on unchanged")
    func degenerateRatios() {
        for ratio in [0, -1, CGFloat.infinity, .nan] {
            #expect(size(Color.red.aspectRatio(ratio, contentMode: .fit), 40, 30) == [40, 30])
        }
    }

    @Test(
        """
        Image.resizable().aspectRatio(contentMode: .fit).frame(maxHeight: 128) above a caption, unproposed in \
        height: the image is 128 × 128 and the caption sits below it
        """
    )
    func boundedFrameAboveCaption() throws {
        let view = VStack {
            logo.aspectRatio(contentMode: .fit).frame(maxHeight: 128)
            Text("ScanNow")
        }
        for proposal in [
            ProposedViewSize(width: 390, height: nil), ProposedViewSize(width: 390, height: 763), .unspecified,
        ] {
            let result = Layouts.layout(view, proposal: proposal)
            let image = try #require(result.root.first("Image"))
            let caption = try #require(result.root.first("Text"))
            #expect(image.frame.size.doubles == [128, 128], "proposal \(proposal)")
            #expect(nearlyEqual(caption.frame.minY, image.frame.maxY + 8), "proposal \(proposal)")
        }
    }

    @Test(
        """
        A flexible frame offered no height places its child at the frame's own height when a limit set it \
        (SwiftUI's placement), and at the child's ideal when the child's size was inside the limits
        """
    )
    func flexFramePlacement() throws {
        let clamped = Layouts.layout(
            Color.red.aspectRatio(1, contentMode: .fit).frame(maxHeight: 50),
            proposal: ProposedViewSize(width: 200, height: nil))
        #expect(try #require(clamped.root.first("Color")).frame.size.doubles == [50, 50])
        let inside = Layouts.layout(
            Text("Hi").frame(maxHeight: 500), proposal: ProposedViewSize(width: 200, height: nil))
        #expect(try #require(inside.root.first("Text")).frame.size == Layouts.textSize("Hi"))
    }
}
