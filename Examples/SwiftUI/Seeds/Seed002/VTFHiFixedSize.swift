import SwiftUI

#Preview("002-VTFHiFixedSize") {
    Text("Hi")
        .fixedSize(horizontal: true, vertical: false)
}
