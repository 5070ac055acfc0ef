/// Which family draws each design of the system font, by point size, and
/// the tracking the system font's faces take: the bundled stand-ins, or
/// Apple's fonts from a folder (`SystemFontFolder`).
package struct SystemFontRoles: Hashable, Sendable {
    /// A family that draws a design from a point size up.
    package struct Optical: Hashable, Sendable {
        package var family: String
        package var fromSize: Double
    }

    /// The system font (`Font.Design.default`), smallest sizes first.
    package var system: [Optical]
    package var rounded: [Optical]
    package var serif: [Optical]
    package var monospaced: [Optical]
    /// The tracking the system font's faces add after each character; nil for none.
    package var tracking: TrackingTable?
    /// The line box the system font's faces take in place of their own;
    /// nil to keep theirs.
    package var lineBox: LineBox?

    /// A line's extent above and below the baseline, in em.
    package struct LineBox: Hashable, Sendable {
        package var ascender: Double
        package var descender: Double

        /// SF Pro's, Text and Display alike: 1950 and 494 units of 2048,
        /// so a line of 17-point text is 20.29 points high, as UIFont
        /// reports on iOS (Inter's own is 1.21 em, 20.59 points).
        package static let sfPro = LineBox(ascender: 1950.0 / 2048, descender: 494.0 / 2048)
    }

    /// Inter (tracked like SF Pro, with SF Pro's line box), Quicksand,
    /// Noto Serif and Noto Sans Mono.
    static let bundled = SystemFontRoles(
        system: [Optical(family: BundledFonts.system, fromSize: 0)],
        rounded: [Optical(family: BundledFonts.rounded, fromSize: 0)],
        serif: [Optical(family: BundledFonts.serif, fromSize: 0)],
        monospaced: [Optical(family: BundledFonts.monospaced, fromSize: 0)],
        tracking: .interAsSFPro,
        lineBox: .sfPro
    )

    /// The family that draws `design` at `size`: the one with the largest
    /// starting size not above it.
    func family(for design: Font.Design, size: Double) -> String {
        let families =
            switch design {
            case .default: system
            case .rounded: rounded
            case .serif: serif
            case .monospaced: monospaced
            }
        return (families.last { $0.fromSize <= size } ?? families.first)?.family ?? BundledFonts.system
    }
}
