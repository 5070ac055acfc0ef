import SwiftUI

#Preview("001-EmptyFrame") {
    Text("Hello")
        .frame() // 没设置任何宽高限制
}
