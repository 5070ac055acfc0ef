import SwiftUI

#Preview("002-VTFHiLineLimit") {
    Text("Hi")
        .lineLimit(1)
}
