import SwiftUI

#Preview("004-SafeAreaInsetButton") {
    VStack {
        Text("Hello, World!")
    }
    .safeAreaInset(edge: .bottom, spacing: 10) {
        Button("Press me") {
            print("Button pressed")
        }
    }
}
