import SwiftUI

struct Fancy: View {
    var body: some View {
        Text("Hi")
            .geometryGroup()
    }
}

#Preview { Fancy() }
