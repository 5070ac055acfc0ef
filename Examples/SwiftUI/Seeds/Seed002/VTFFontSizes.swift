import SwiftUI

#Preview("002-VTFFontSizes") {
    ViewThatFits {
        Text("Fatbobman's Swift Weekly")
            .font(.body)
        Text("Fatbobman's Swift Weekly")
            .font(.subheadline)
        Text("Fatbobman's Swift Weekly")
            .font(.footnote)
    }
}
