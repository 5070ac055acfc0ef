import Foundation
import Testing
@testable import Galley

/// Seed 003's frame replicas against the built-in frames.
@Suite("Seed replicas: frames")
@MainActor
struct FrameReplicaTests {
    static let sentence = "GeometryReader has been present since the birth of SwiftUI"

    /// The frame of the modifier's node and of the text inside it.
    func frames(_ result: LayoutResult) -> (outer: CGRect, text: CGRect?) {
        (result.root.frame, result.root.allViews.first { $0.name == "Text" }?.frame)
    }

    // Seed: 003-MyFrameLayout
    @Test("MyFrameLayout places and sizes like frame(width:height:alignment:)")
    func fixedFrame() {
        let alignments: [Alignment] = [.center, .topLeading, .bottomTrailing, .leading]
        let sizes: [(CGFloat?, CGFloat?)] = [(200, nil), (nil, 100), (120, 80), (nil, nil), (60, 30)]
        for alignment in alignments {
            for (width, height) in sizes {
                let builtIn = frames(
                    Layouts.layout(Text(Self.sentence).frame(width: width, height: height, alignment: alignment)))
                let replica = frames(
                    Layouts.layout(Text(Self.sentence).myFrame(width: width, height: height, alignment: alignment)))
                #expect(builtIn.outer == replica.outer, "\(String(describing: width)) × \(String(describing: height))")
                #expect(builtIn.text == replica.text, "\(String(describing: width)) × \(String(describing: height))")
            }
        }
    }

    // Seed: 003-MyFlexFrameLayout
    @Test("The flex-frame replica's sizeThatFits and clamp match the built-in where the child is within min…max")
    func flexibleFrame() {
        let cases: [(CGFloat?, CGFloat?, CGFloat?)] = [
            (300, nil, nil), (nil, nil, 300), (40, nil, 300), (nil, 100, nil), (40, 100, 300),
        ]
        let proposals = [
            ProposedViewSize(width: 390, height: 763), ProposedViewSize(width: 80, height: 100), .unspecified,
        ]
        for (minWidth, idealWidth, maxWidth) in cases {
            // An ideal width with no proposed width is where the two part ways: see below.
            for proposal in proposals where idealWidth == nil || proposal.width != nil {
                let builtIn = Layouts.layout(
                    Text("Hello, World!").frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth),
                    proposal: proposal)
                let replica = Layouts.layout(
                    Text("Hello, World!").myFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth),
                    proposal: proposal)
                #expect(
                    builtIn.root.frame.size == replica.root.frame.size,
                    """
                    \(String(describing: minWidth)) \(String(describing: idealWidth)) \
                    \(String(describing: maxWidth)) at \(proposal)
                    """
                )
            }
        }
    }

    // Seed: 003-MyFlexFrameLayout
    @Test(
        """
        Where the proposal is below min and a max is set, the seed's clamp lets max win over min; the built-in \
        keeps min
        """
    )
    func clampDifference() {
        let proposal = ProposedViewSize(width: 20, height: 100)
        let builtIn = Layouts.layout(Text("Hi").frame(minWidth: 40, maxWidth: 300), proposal: proposal)
        let replica = Layouts.layout(Text("Hi").myFrame(minWidth: 40, maxWidth: 300), proposal: proposal)
        #expect(builtIn.root.frame.width == 40)
        #expect(replica.root.frame.width == 20)
    }

    // Seed: 003-MyFlexFrameLayout
    @Test(
        """
        With an ideal width and no proposed width, the built-in offers the child the ideal width (Apple's \
        documentation); the replica offers nil
        """
    )
    func idealProposalDifference() throws {
        let text = "Hello, World! Hello, World!"
        let builtIn = Layouts.layout(Text(text).frame(idealWidth: 100), proposal: .unspecified)
        let replica = Layouts.layout(Text(text).myFrame(idealWidth: 100), proposal: .unspecified)
        #expect(builtIn.root.frame.width == 100 && replica.root.frame.width == 100)
        let wrapped = try #require(builtIn.root.allViews.first { $0.name == "Text" }?.text)
        #expect(wrapped.lineCount > 1)
        #expect(builtIn.root.frame.height == wrapped.size.height)
        #expect(replica.root.frame.height == Layouts.textSize(text).height)
    }
}

@Suite("Seed replicas: ZStack")
@MainActor
struct ZStackReplicaTests {
    // Seed: 003-MyZStackLayoutFragment
    @Test("My_ZStackLayout's sizing (unchanged) matches ZStack's for every alignment, with alignment guides")
    func zstackSizing() {
        let alignments: [Alignment] = [.center, .topLeading, .topTrailing, .bottomLeading, .bottom, .trailing]
        for alignment in alignments {
            let builtIn = Layouts.layout(
                ZStack(alignment: alignment) {
                    ButtonView()
                    HeartView()
                        .alignmentGuide(.top, computeValue: { $0.height / 2 })
                        .alignmentGuide(.trailing, computeValue: { $0.width / 2 })
                    Text("Label")
                })
            let replica = Layouts.layout(
                My_ZStackLayout(alignment: alignment)() {
                    ButtonView()
                    HeartView()
                        .alignmentGuide(.top, computeValue: { $0.height / 2 })
                        .alignmentGuide(.trailing, computeValue: { $0.width / 2 })
                    Text("Label")
                })
            #expect(builtIn.root.frame.size == replica.root.frame.size)
            #expect(builtIn.root.children.map(\.frame) == replica.root.children.map(\.frame))
        }
    }
}

// The seed 003 replicas tested above. The seed prints them incompletely, so
// the seed folders leave them out (Examples/SwiftUI/Seeds/WAITING.md) and
// they are compiled only here, completed as each comment says. They must
// compile against Galley's Layout protocol as written for SwiftUI.

// Seed 003's MyFrameLayout: the struct as written, with the article's
// sizeThatFits and placeSubviews (shown separately there) inside it.
private struct MyFrameLayout: Layout, ViewModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    func body(content: Content) -> some View {
        MyFrameLayout(width: width, height: height, alignment: alignment)() { // 由于 callAsFunction 所导致的多括号
            Color.clear // 添加用于辅助对齐的视图
            content
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 2, let content = subviews.last else { fatalError("Can't use MyFrameLayout directly") }
        var result: CGSize = .zero

        if let width, let height { // 两个维度都有设定
            result = .init(width: width, height: height)
        }

        if let width, height == nil { // 仅宽度有设定
            // 子视图在该维度上的需求尺寸
            let contentHeight = content.sizeThatFits(.init(width: width, height: proposal.height)).height
            result = .init(width: width, height: contentHeight)
        }

        if let height, width == nil {
            let contentWidth = content.sizeThatFits(.init(width: proposal.width, height: height)).width
            result = .init(width: contentWidth, height: height)
        }

        if height == nil, width == nil {
            result = content.sizeThatFits(proposal)
        }

        return result
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2, let background = subviews.first, let content = subviews.last else {
            fatalError("Can't use MyFrameLayout directly")
        }
        // 在 bounds 中满铺 Color.clear
        background.place(at: .zero, anchor: .topLeading, proposal: .init(width: bounds.width, height: bounds.height))
        // 获取 Color.clear 对齐指南的位置
        let backgroundDimensions = background.dimensions(in: .init(width: bounds.width, height: bounds.height))
        let offsetX = backgroundDimensions[alignment.horizontal]
        let offsetY = backgroundDimensions[alignment.vertical]
        // 获取子视图对齐指南的位置
        let contentDimensions = content.dimensions(in: .init(width: bounds.width, height: bounds.height))
        // 计算 content 的 topLeading 偏移量
        let leading = offsetX - contentDimensions[alignment.horizontal] + bounds.minX
        let top = offsetY - contentDimensions[alignment.vertical] + bounds.minY
        content.place(
            at: .init(x: leading, y: top), anchor: .topLeading,
            proposal: .init(width: bounds.width, height: bounds.height))
    }
}

public extension View {
    func myFrame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        self
            .modifier(MyFrameLayout(width: width, height: height, alignment: alignment))
    }

    @available(*, deprecated, message: "Please pass one or more parameters.")
    func myFrame() -> some View {
        modifier(MyFrameLayout(width: nil, height: nil, alignment: .center))
    }
}

// Seed 003's flexible frame: the article gives only its sizeThatFits and
// clamp (copied unchanged below); the struct around them, the modifier and
// placeSubviews (placing like MyFrameLayout does) are ours.
struct MyFlexFrameLayout: Layout, ViewModifier {
    let minWidth: CGFloat?
    let idealWidth: CGFloat?
    let maxWidth: CGFloat?
    let minHeight: CGFloat?
    let idealHeight: CGFloat?
    let maxHeight: CGFloat?
    let alignment: Alignment

    func body(content: Content) -> some View {
        MyFlexFrameLayout(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment
        )() {
            Color.clear
            content
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 2, let content = subviews.last else {
            fatalError("Can't use MyFlexFrameLayout directly")
        }

        var resultWidth: CGFloat = 0
        var resultHeight: CGFloat = 0

        let contentWidth = content.sizeThatFits(proposal).width // 以父视图的建议尺寸为建议尺寸，获取子视图在宽度上的需求尺寸
        // idealWidth 有值，且父视图在宽度上的建议尺寸为未指定模式，需求宽度为 idealWidth
        if let idealWidth, proposal.width == nil {
            resultWidth = idealWidth
        } else if minWidth == nil, maxWidth == nil { // min 和 max 均没有指定，返回子视图在宽度上的需求尺寸
            resultWidth = contentWidth
        } else if let minWidth, let maxWidth { // min 和 max 都有值时
            resultWidth = clamp(min: minWidth, max: maxWidth, source: proposal.width ?? contentWidth)
        } else if let minWidth { // min 有值时，确保需求尺寸不小于最小值
            resultWidth = clamp(min: minWidth, max: maxWidth, source: contentWidth)
        } else if let maxWidth { // max 有值时，确保需求尺寸不大于最大值
            resultWidth = clamp(min: minWidth, max: maxWidth, source: proposal.width ?? contentWidth)
        }

        // 将上面确定的需求宽度作为建议宽度，获取子视图的需求高度
        let contentHeight = content.sizeThatFits(
            .init(width: proposal.width == nil ? nil : resultWidth, height: proposal.height)
        ).height
        if let idealHeight, proposal.height == nil {
            resultHeight = idealHeight
        } else if minHeight == nil, maxHeight == nil {
            resultHeight = contentHeight
        } else if let minHeight, let maxHeight {
            resultHeight = clamp(min: minHeight, max: maxHeight, source: proposal.height ?? contentHeight)
        } else if let minHeight {
            resultHeight = clamp(min: minHeight, max: maxHeight, source: contentHeight)
        } else if let maxHeight {
            resultHeight = clamp(min: minHeight, max: maxHeight, source: proposal.height ?? contentHeight)
        }

        let size = CGSize(width: resultWidth, height: resultHeight)
        return size
    }

    // 将值限制在最小和最大之间
    func clamp(min: CGFloat?, max: CGFloat?, source: CGFloat) -> CGFloat {
        var result: CGFloat = source
        if let min {
            result = Swift.max(source, min)
        }
        if let max {
            result = Swift.min(source, max)
        }
        return result
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let background = subviews.first, let content = subviews.last else { return }
        let size = ProposedViewSize(width: bounds.width, height: bounds.height)
        background.place(at: bounds.origin, anchor: .topLeading, proposal: size)
        let backgroundDimensions = background.dimensions(in: size)
        let contentDimensions = content.dimensions(in: size)
        content.place(
            at: CGPoint(
                x: backgroundDimensions[alignment.horizontal] - contentDimensions[alignment.horizontal] + bounds.minX,
                y: backgroundDimensions[alignment.vertical] - contentDimensions[alignment.vertical] + bounds.minY
            ),
            anchor: .topLeading, proposal: size
        )
    }
}

extension View {
    func myFrame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(
            MyFlexFrameLayout(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment
            ))
    }
}

// Seed 003's My_ZStackLayout: the article gives only sizeThatFits (copied
// unchanged below); the cache type, the union helper and placeSubviews
// around it are ours.
struct My_ZStackLayout: Layout {
    let alignment: Alignment

    struct CacheInfo {
        struct SubviewInfo {
            var viewDimension: ViewDimensions
            var bounds: CGRect
        }

        var subviewInfo: [SubviewInfo] = []
        var cropBounds: CGRect = .zero
    }

    func makeCache(subviews: Subviews) -> CacheInfo { CacheInfo() }

    // 容器的父视图（父容器）将通过调用容器的 sizeThatFits 获取容器的需求尺寸，本方法通常会被多次调用，并提供不同的建议尺寸
    func sizeThatFits(
        proposal: ProposedViewSize, // 容器的父视图（父容器）提供的建议尺寸
        subviews: Subviews, // 当前容器内的所有子视图的代理
        cache: inout CacheInfo // 缓存数据，本例中用于保存子视图的返回的需求尺寸，减少调用次数
    ) -> CGSize {
        cache = .init() // 清除缓存
        for subview in subviews {
            // 为子视图提供建议尺寸，获取子视图的需求尺寸 (ViewDimensions)
            let viewDimension = subview.dimensions(in: proposal)
            // 根据 MyZStack 的 alignment 的设置获取子视图的 alignmentGuide
            let alignmentGuide: CGPoint = .init(
                x: viewDimension[alignment.horizontal],
                y: viewDimension[alignment.vertical]
            )
            // 以子视图的 alignmentGuide 为 (0,0) , 在虚拟的画布中，为子视图创建 CGRect
            let bounds: CGRect = .init(
                origin: .init(x: -alignmentGuide.x, y: -alignmentGuide.y),
                size: .init(width: viewDimension.width, height: viewDimension.height)
            )
            // 保存子视图在虚拟画布中的数据
            cache.subviewInfo.append(.init(viewDimension: viewDimension, bounds: bounds))
        }

        // 根据所有子视图在虚拟画布中的数据，生成 MyZtack 的 CGRect
        cache.cropBounds = cache.subviewInfo.map(\.bounds).cropBounds()
        // 返回当前容器的理想尺寸，当前容器的父视图将使用该尺寸在它的内部进行摆放
        return cache.cropBounds.size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheInfo) {
        _ = sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        for (subview, info) in zip(subviews, cache.subviewInfo) {
            subview.place(
                at: CGPoint(
                    x: bounds.minX + info.bounds.minX - cache.cropBounds.minX,
                    y: bounds.minY + info.bounds.minY - cache.cropBounds.minY),
                anchor: .topLeading, proposal: proposal
            )
        }
    }
}

extension Array where Element == CGRect {
    /// The union of the rectangles.
    func cropBounds() -> CGRect {
        guard let first else { return .zero }
        return dropFirst().reduce(first) { $0.union($1) }
    }
}
