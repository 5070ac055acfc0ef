import SwiftUI
import Theme

public struct Sale: View {
    public var body: some View {
        Text(percentOff)
    }
}

#Preview {
    Sale()
}
