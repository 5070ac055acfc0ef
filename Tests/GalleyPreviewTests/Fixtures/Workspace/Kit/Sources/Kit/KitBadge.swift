import SwiftUI

public struct KitBadge: View {
    public var text: String

    public init(text: String) {
        self.text = text
    }

    public var body: some View {
        Text(text).padding(4)
    }
}

#Preview("Badge") { KitBadge(text: "Badge") }
