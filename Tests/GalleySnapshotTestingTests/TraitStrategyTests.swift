import Foundation
import GalleySnapshotTesting
import Testing
import UIKit

/// swift-snapshot-testing's SwiftUI strategy, as an iOS test calls it.
@Suite("The strategy with UIKit's traits")
struct TraitStrategyTests {
    var card: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Weekly summary").font(.headline)
            Text("3 workouts, 2 h 40 min").foregroundStyle(.secondary)
        }
        .padding()
    }

    @Test("Its labels compile as upstream's, and with no traits it draws as the plain strategy")
    func upstreamLabels() {
        let upstream = referenceData(
            of: card,
            as: .image(
                drawHierarchyInKeyWindow: false, precision: 1, perceptualPrecision: 0.98, layout: .sizeThatFits,
                traits: .init()))
        #expect(upstream == referenceData(of: card, as: .image(layout: .sizeThatFits)))
        let layout: SwiftUISnapshotLayout = .device(config: .iPhone13)
        #expect(
            pixelSize(ofPNG: referenceData(of: card, as: .image(layout: layout, traits: UITraitCollection()))) == [
                1170, 2532,
            ])
        #expect(
            pixelSize(ofPNG: referenceData(of: card, as: .image(layout: .fixed(width: 200, height: 100)))) == [
                200, 100,
            ])
    }

    @Test("userInterfaceStyle .dark draws the whole canvas dark, as preferredColorScheme does")
    func darkStyle() {
        let dark = referenceData(
            of: card, as: .image(layout: .fixed(width: 240, height: 80), traits: .init(userInterfaceStyle: .dark)))
        #expect(
            dark
                == referenceData(
                    of: card.preferredColorScheme(.dark), as: .image(layout: .fixed(width: 240, height: 80))))
        #expect(dark != referenceData(of: card, as: .image(layout: .fixed(width: 240, height: 80))))
    }

    @Test("displayScale sets the picture's scale; unspecified, the layout's scale stands")
    func displayScale() {
        let light = referenceData(
            of: card, as: .image(layout: .sizeThatFits, traits: .init(userInterfaceStyle: .light)))
        #expect(light == referenceData(of: card, as: .image(layout: .sizeThatFits)))
        let three = referenceData(of: card, as: .image(layout: .sizeThatFits, traits: .init(displayScale: 3)))
        #expect(three == referenceData(of: card, as: .image(layout: .sizeThatFits(scale: 3))))
        #expect(three != light)
        let merged = UITraitCollection(traitsFrom: [.init(displayScale: 2), .init(userInterfaceStyle: .dark)])
        #expect(
            pixelSize(
                ofPNG: referenceData(of: card, as: .image(layout: .fixed(width: 100, height: 50), traits: merged))) == [
                    200, 100,
                ])
    }

    @Test("preferredContentSizeCategory overrides the device config's .medium text size; the size classes are set")
    func contentSizeAndSizeClasses() throws {
        let medium = referenceData(
            of: Text("Aa"), as: .image(layout: .sizeThatFits, traits: .init(preferredContentSizeCategory: .medium)))
        let large = referenceData(
            of: Text("Aa"), as: .image(layout: .sizeThatFits, traits: .init(preferredContentSizeCategory: .large)))
        let xxxl = referenceData(
            of: Text("Aa"),
            as: .image(layout: .sizeThatFits, traits: .init(preferredContentSizeCategory: .extraExtraExtraLarge)))
        let heights = try [medium, large, xxxl].map { try #require(pixelSize(ofPNG: $0))[1] }
        #expect(heights[0] < heights[1] && heights[1] < heights[2], "\(heights)")
        // On a device config (Dynamic Type .medium) the traits' size wins.
        let onDevice = SizeReader()
        _ = referenceData(
            of: onDevice.body,
            as: .image(
                layout: .device(config: .iPhone13),
                traits: .init(horizontalSizeClass: .regular, preferredContentSizeCategory: .accessibilityLarge)))
        #expect(onDevice.seen() == "regular accessibility2")
        _ = referenceData(of: onDevice.body, as: .image(layout: .device(config: .iPhone13)))
        #expect(onDevice.seen() == "compact medium")
    }
}

/// A view that tells what its environment held when it was laid out.
final class SizeReader: @unchecked Sendable {
    private var text = ""
    private let lock = NSLock()

    func seen() -> String { lock.withLock { text } }

    var body: some View {
        GeometryReader { _ in Color.clear }
            .transformEnvironment(\.self) { [self] environment in
                let size = environment.horizontalSizeClass == .regular ? "regular" : "compact"
                lock.withLock { text = "\(size) \(environment.dynamicTypeSize)" }
            }
    }
}
