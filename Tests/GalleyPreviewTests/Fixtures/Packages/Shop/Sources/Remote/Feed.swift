import SwiftUI
import Nothing

#Preview {
    Text("feed")
}
