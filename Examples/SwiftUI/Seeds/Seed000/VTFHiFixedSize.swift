import SwiftUI

#Preview("000-VTFHiFixedSize") {
    Text("Hi")
        .fixedSize(horizontal: true, vertical: false)
}
