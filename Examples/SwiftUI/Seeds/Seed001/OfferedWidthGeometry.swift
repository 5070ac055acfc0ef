import SwiftUI

struct OfferedWidthGeometry: View { // ⟦GALLEY: renamed from ExampleView (001-LittleSquares declares another)⟧
    @State private var width: CGFloat = 50

    var body: some View {
        VStack {
            SubView()
                .frame(width: self.width, height: 120) // We are using .frame() to change what’s offered to the child.
                .border(Color.blue, width: 2)

            Text("Offered Width \(Int(width))")
            Slider(value: $width, in: 0...200, step: 1)
        }
    }
}

struct SubView: View {
    var body: some View {
        GeometryReader { proxy in
            Rectangle()
                .fill(Color.yellow.opacity(0.7))
                .frame(width: max(proxy.size.width, 120), height: max(proxy.size.height, 120))
        }
    }
}

#Preview("001-OfferedWidthGeometry") {
    OfferedWidthGeometry()
}
