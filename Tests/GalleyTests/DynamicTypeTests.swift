import Foundation
import Testing
@testable import Galley

@Suite("Dynamic Type")
struct DynamicTypeTests {
    static let engine: LayoutEngine = {
        do { return try LayoutEngine() } catch { fatalError("The bundled fonts must load: \(error)") }
    }()

    private func size<V: View>(_ view: V) throws -> CGSize {
        try Self.engine.layout(view, proposal: .unspecified).root.frame.size
    }

    @Test(
        """
        Apple's table: the default size is each style's own size, sizes never shrink as the setting grows, body is \
        28 at AX1
        """
    )
    func table() {
        for style in Font.TextStyle.allCases {
            #expect(style.pointSize(for: .large) == style.pointSize)
            let sizes = DynamicTypeSize.allCases.map { style.pointSize(for: $0) }
            #expect(sizes == sizes.sorted(), "\(style)")
        }
        #expect(Font.TextStyle.body.pointSize(for: .accessibility1) == 28)
        #expect(Font.TextStyle.largeTitle.pointSize(for: .accessibility5) == 60)
        #expect(Font.TextStyle.caption2.pointSize(for: .xSmall) == 11)
        #expect(Font.TextStyle.headline.pointSize(for: .xxxLarge) == Font.TextStyle.body.pointSize(for: .xxxLarge))
    }

    @Test("Text styles grow with the setting: body at AX1 lays out as 28-point text")
    func textStyleScales() throws {
        let scaled = try size(Text("Hello, Dynamic Type").dynamicTypeSize(.accessibility1))
        let direct = try size(Text("Hello, Dynamic Type").font(.system(size: 28)))
        #expect(scaled == direct)
        #expect(
            try size(Text("Hello, Dynamic Type").font(.title).dynamicTypeSize(.xSmall))
                == size(Text("Hello, Dynamic Type").font(.system(size: 25))))
    }

    @Test(
        "A fixed size stays: system(size:) and custom(_:fixedSize:) do not scale; custom(_:size:) scales as body does")
    func fixedAndCustomSizes() throws {
        let text = "Fixed or scaled"
        #expect(
            try size(Text(text).font(.system(size: 17)).dynamicTypeSize(.accessibility3))
                == size(Text(text).font(.system(size: 17))))
        #expect(
            try size(Text(text).font(.custom("Inter", fixedSize: 17)).dynamicTypeSize(.xxxLarge))
                == size(Text(text).font(.custom("Inter", fixedSize: 17))))
        // body: 17 → 23 at xxxLarge, so a 20-point custom font becomes 20 × 23 / 17.
        #expect(
            try size(Text(text).font(.custom("Inter", size: 20)).dynamicTypeSize(.xxxLarge))
                == size(Text(text).font(.custom("Inter", fixedSize: 20 * 23 / 17))))
        #expect(
            try size(Text(text).font(.custom("Inter", size: 20, relativeTo: .caption2)).dynamicTypeSize(.xSmall))
                == size(Text(text).font(.custom("Inter", fixedSize: 20))))
    }

    @Test("A range keeps the size inside it: the nearest size of the range")
    func range() throws {
        let text = Text("Clamped")
        #expect(
            try size(text.dynamicTypeSize(...DynamicTypeSize.xLarge).dynamicTypeSize(.accessibility5))
                == size(text.dynamicTypeSize(.xLarge)))
        #expect(try size(text.dynamicTypeSize(DynamicTypeSize.large...).dynamicTypeSize(.xSmall)) == size(text))
        #expect(
            try size(text.dynamicTypeSize(DynamicTypeSize.small...DynamicTypeSize.xxLarge).dynamicTypeSize(.medium))
                == size(text.dynamicTypeSize(.medium)))
    }
}
