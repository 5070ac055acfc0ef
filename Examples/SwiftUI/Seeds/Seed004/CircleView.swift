import SwiftUI

struct CircleView: View {
    var body: some View {
        GeometryReader { proxy in
            Path { path in
                let radius = min(proxy.size.width, proxy.size.height) / 2
                let center = CGPoint(x: proxy.size.width / 2, y: proxy.size.height / 2)
                path.addArc(center: center, radius: radius, startAngle: .zero, endAngle: .init(degrees: 360), clockwise: false)
            }
            .fill(Color.blue)
        }
    }
}

#Preview("004-CircleView") {
    CircleView()
}
