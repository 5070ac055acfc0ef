import SwiftUI

#Preview("003-VStackFrameHi50") {
    VStack {
        Text("Hi")
           .frame(width: 50,height: 50)
    }
}
