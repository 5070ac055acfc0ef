import SwiftUI

struct _MyViewThatFitsLayout: Layout {
    let axis: Axis.Set
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int?) -> CGSize {
        // 没有子视图，返回 zero
        guard !subviews.isEmpty else { return .zero }
        // 一个子视图，返回该子视图的需求尺寸
        guard subviews.count > 1 else {
            cache = subviews.endIndex - 1
            return subviews[subviews.endIndex - 1].sizeThatFits(proposal)
        }
        // 从第一个到倒数第二个子视图逐个在限定的轴向上获取其理想尺寸进行判断
        for i in 0..<subviews.count - 1 {
            let size = subviews[i].dimensions(in: .unspecified)
            switch axis {
            case [.horizontal, .vertical]:
                if size.width <= proposal.replacingUnspecifiedDimensions().width && size.height <= proposal.replacingUnspecifiedDimensions().height {
                    cache = i
                    // 满足判断条件，返回该子视图的需求尺寸（ 用正常的建议尺寸询问 ）
                    return subviews[i].sizeThatFits(proposal)
                }
            case .horizontal:
                if size.width <= proposal.replacingUnspecifiedDimensions().width {
                    cache = i
                    return subviews[i].sizeThatFits(proposal)
                }
            case .vertical:
                if size.height <= proposal.replacingUnspecifiedDimensions().height {
                    cache = i
                    return subviews[i].sizeThatFits(proposal)
                }
            default:
                break
            }
        }
        // 上述都不满足，则使用最后一个子视图
        cache = subviews.endIndex - 1
        return subviews[subviews.endIndex - 1].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int?) {
        for i in subviews.indices {
            if let cache, i == cache {
                subviews[i].place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            } else {
                // 将不需要显示的子视图，放置在一个无法显示的位置
                subviews[i].place(at: .init(x: 100_000, y: 100_000), anchor: .topLeading, proposal: .zero)
            }
        }
    }

    func makeCache(subviews _: Subviews) -> Int? {
        nil
    }
}

public struct MyViewThatFitsByLayout<Content>: View where Content: View {
    let axis: Axis.Set
    let content: Content

    public init(axis: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: @escaping () -> Content) {
        self.axis = axis
        self.content = content()
    }

    public var body: some View {
        _MyViewThatFitsLayout(axis: axis) {
            content
        }
    }
}

#Preview("000-MyViewThatFitsLayout") {
    // Not from the seed: the replica beside the built-in ViewThatFits, in
    // 000-VTFWidth100's frame (row 1) and in 000-IdealSizeDemo3's first
    // panel (row 2, where the catalog says they choose differently).
    VStack {
        HStack {
            MyViewThatFitsByLayout(axis: .horizontal) {
                Text("Hello Beautiful World")
                Text("Hello World")
                Text("Hi")
            }
            .frame(width: 100)
            ViewThatFits(in: .horizontal) {
                Text("Hello Beautiful World")
                Text("Hello World")
                Text("Hi")
            }
            .frame(width: 100)
        }
        HStack {
            MyViewThatFitsByLayout(axis: .vertical) {
                Text("1: GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios.")
                Text("2: In addition, some views believe that:")
            }
            .frame(width: 200, height: 100, alignment: .top)
            ViewThatFits(in: .vertical) {
                Text("1: GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios.")
                Text("2: In addition, some views believe that:")
            }
            .frame(width: 200, height: 100, alignment: .top)
        }
    }
}
