import SwiftUI

private struct MyFixedSizeLayout: Layout, ViewModifier {
    let horizontal: Bool
    let vertical: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 1, let content = subviews.first else {
            fatalError("Can't use MyFixedSizeLayout directly")
        }
        // 准备提交给子视图的建议尺寸
        let width = horizontal ? nil : proposal.width // 如果 horizontal 为 true 则提交非指定模式的建议尺寸，否则则提供父视图在改维度上的建议尺寸
        let height = vertical ? nil : proposal.height // 如果 vertical 为 true 则提交非指定模式的建议尺寸，否则则提供父视图在改维度上的建议尺寸
        let size = content.sizeThatFits(.init(width: width, height: height)) // 向子视图提交上方确定的建议尺寸，并获取子视图的需求尺寸
        return size // 以子视图的需求尺寸作为 MyFixedSizeLayout 容器的需求尺寸
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 1, let content = subviews.first else {
            fatalError("Can't use MyFixedSizeLayout directly")
        }

        content.place(at: .init(x: bounds.minX, y: bounds.minY), anchor: .topLeading, proposal: .init(width: bounds.width, height: bounds.height))
    }

    func body(content: Content) -> some View {
        MyFixedSizeLayout(horizontal: horizontal, vertical: vertical)() {
            content
        }
    }
}

public extension View {
    func myFixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(MyFixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    func myFixedSize() -> some View {
        myFixedSize(horizontal: true, vertical: true)
    }
}

#Preview("003-MyFixedSizeLayout", traits: .sizeThatFitsLayout) {
    // Not from the seed: myFixedSize beside the built-in fixedSize, on
    // 003-IdealFrameFixedSize (row 1) and 002-IdealSizeDemo2 (row 2).
    VStack {
        HStack {
            Text("Hello world")
                .border(.red)
                .frame(idealWidth: 100, idealHeight: 100)
                .myFixedSize()
                .border(.green)
            Text("Hello world")
                .border(.red)
                .frame(idealWidth: 100, idealHeight: 100)
                .fixedSize()
                .border(.green)
        }
        HStack {
            Text("GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios.")
                .myFixedSize(horizontal: false, vertical: true)
                .border(.red, width: 2)
                .frame(width: 100, height: 100)
                .border(.blue, width: 2)
            Text("GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios.")
                .fixedSize(horizontal: false, vertical: true)
                .border(.red, width: 2)
                .frame(width: 100, height: 100)
                .border(.blue, width: 2)
        }
    }
}
