import Foundation

/// iOS 17's semantic colours (UIKit's `UIColor` names), light and dark.
/// SwiftUI code reaches them as `Color(.systemGroupedBackground)`; scenes
/// by name (`{"Color": "systemGroupedBackground"}`); Galley's system views
/// draw with them. Values from UIKit's documented colours.
extension Color {
    // Labels.
    package static let label = Color.primary
    package static let secondaryLabel = Color.secondary
    package static let tertiaryLabel = Color(light: 0x3C3C43, dark: 0xEBEBF5, opacity: 0.3)
    package static let quaternaryLabel = Color(light: 0x3C3C43, dark: 0xEBEBF5, opacity: 0.18, darkOpacity: 0.16)
    package static let placeholderText = Color(light: 0x3C3C43, dark: 0xEBEBF5, opacity: 0.3)
    package static let link = Color(light: 0x007AFF, dark: 0x0984FF)

    // Separators.
    package static let separator = Color(light: 0x3C3C43, dark: 0x545458, opacity: 0.29, darkOpacity: 0.6)
    package static let opaqueSeparator = Color(light: 0xC6C6C8, dark: 0x38383A)

    // Backgrounds: plain screens, and grouped screens (lists, forms).
    package static let systemBackground = Color(light: 0xFFFFFF, dark: 0x000000)
    package static let secondarySystemBackground = Color(light: 0xF2F2F7, dark: 0x1C1C1E)
    package static let tertiarySystemBackground = Color(light: 0xFFFFFF, dark: 0x2C2C2E)
    package static let systemGroupedBackground = Color(light: 0xF2F2F7, dark: 0x000000)
    package static let secondarySystemGroupedBackground = Color(light: 0xFFFFFF, dark: 0x1C1C1E)
    package static let tertiarySystemGroupedBackground = Color(light: 0xF2F2F7, dark: 0x2C2C2E)

    // Fills of controls' tracks and shapes.
    package static let systemFill = Color(light: 0x787880, dark: 0x787880, opacity: 0.2, darkOpacity: 0.36)
    package static let secondarySystemFill = Color(light: 0x787880, dark: 0x787880, opacity: 0.16, darkOpacity: 0.32)
    package static let tertiarySystemFill = Color(light: 0x767680, dark: 0x767680, opacity: 0.12, darkOpacity: 0.24)
    package static let quaternarySystemFill = Color(light: 0x747480, dark: 0x767680, opacity: 0.08, darkOpacity: 0.18)

    // Greys.
    package static let systemGray = Color.gray
    package static let systemGray2 = Color(light: 0xAEAEB2, dark: 0x636366)
    package static let systemGray3 = Color(light: 0xC7C7CC, dark: 0x48484A)
    package static let systemGray4 = Color(light: 0xD1D1D6, dark: 0x3A3A3C)
    package static let systemGray5 = Color(light: 0xE5E5EA, dark: 0x2C2C2E)
    package static let systemGray6 = Color(light: 0xF2F2F7, dark: 0x1C1C1E)

    /// The semantic colours by their UIKit names, for scenes and `UIColor`.
    package static let semanticColors: [String: Color] = [
        "label": label, "secondaryLabel": secondaryLabel, "tertiaryLabel": tertiaryLabel,
        "quaternaryLabel": quaternaryLabel, "placeholderText": placeholderText, "link": link,
        "separator": separator, "opaqueSeparator": opaqueSeparator,
        "systemBackground": systemBackground, "secondarySystemBackground": secondarySystemBackground,
        "tertiarySystemBackground": tertiarySystemBackground, "systemGroupedBackground": systemGroupedBackground,
        "secondarySystemGroupedBackground": secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": tertiarySystemGroupedBackground,
        "systemFill": systemFill, "secondarySystemFill": secondarySystemFill,
        "tertiarySystemFill": tertiarySystemFill, "quaternarySystemFill": quaternarySystemFill,
        "systemGray": systemGray, "systemGray2": systemGray2, "systemGray3": systemGray3,
        "systemGray4": systemGray4, "systemGray5": systemGray5, "systemGray6": systemGray6,
        "systemRed": red, "systemOrange": orange, "systemYellow": yellow, "systemGreen": green,
        "systemMint": mint, "systemTeal": teal, "systemCyan": cyan, "systemBlue": blue,
        "systemIndigo": indigo, "systemPurple": purple, "systemPink": pink, "systemBrown": brown,
    ]
}

extension Color {
    /// What bars (the tab bar, toolbars) are drawn on: the bar material,
    /// whose blur Galley leaves out, as a near-opaque system grey.
    package static let barBackground = Color(
        light: Color(white: 0.976, opacity: 0.94), dark: Color(white: 0.086, opacity: 0.94))
}
