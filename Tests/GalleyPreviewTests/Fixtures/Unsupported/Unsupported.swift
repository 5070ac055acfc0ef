import SwiftUI

struct Fancy: View {
    var body: some View {
        Text("Hi")
            .containerRelativeFrame(.horizontal)
    }
}

#Preview { Fancy() }
