import SwiftUI

/// A label on the brand colour, from the target's asset catalogue.
public struct Badge: View {
    public let title: String

    public init(_ title: String) {
        self.title = title
    }

    public var body: some View {
        #if THEME_BADGES && !THEME_MAC
        Text(title)
            .padding(8)
            .background(Color("Brand", bundle: .module))
        #else
        Text("no badges")
        #endif
    }

    /// The greeting in the target's resources, read through Bundle.module.
    public static var greeting: String {
        guard let url = Bundle.module.url(forResource: "greeting", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: String] else { return "no greeting" }
        return object["greeting"] ?? "no greeting"
    }
}

#Preview("Badge") {
    Badge("New")
}
