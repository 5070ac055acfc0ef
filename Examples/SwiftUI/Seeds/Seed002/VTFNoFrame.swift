import SwiftUI

#Preview("002-VTFNoFrame") {
    ViewThatFits(in: .horizontal) {
        Text("Hello Beautiful World")
        Text("Hello World")
        Text("Hi")
    }
}
