import Foundation
import GalleyText

extension Image {
    /// How large symbols are and where they sit against text.
    ///
    /// An SF Symbol at a font of point size P has ink about P across: on
    /// iOS at 17 points (body) `checkmark.circle.fill` measures 17 × 17
    /// points and `tag.fill` 18.7 × 18.7; `book.pages.fill` at 30 points is
    /// 32.3 high, `doc.text.fill` at 11 points 11.7 high, `envelope` at 17
    /// points 20 wide. A Material icon fills a 20-unit live area of its
    /// 24-unit em, circles and other shapes alike, so the icon font's em is
    /// set so that 20 units are P for a symbol enclosed in a circle and
    /// 1.08 × P for the others.
    enum SymbolMetrics {
        /// The icon font's em per point of the font's size for a symbol in
        /// a circle (a `circle` component: `checkmark.circle.fill`,
        /// `person.crop.circle`, `7.circle`): its 20-unit circle is the
        /// point size across.
        static let circleEmPerPoint: CGFloat = 1.2
        /// The icon font's em per point of the font's size for other symbols.
        static let emPerPoint: CGFloat = 1.3
        /// The live area of an icon, per em: the placeholder's side.
        static let liveArea: CGFloat = 20.0 / 24
        /// The height of the icon's centre above the baseline, per point of
        /// the font's size: half the cap height of Inter (0.727 em).
        static let centreHeight: CGFloat = 0.727 / 2

        /// The icon font's em, in points, for the symbol `systemName` at a
        /// font of `pointSize` and the image scale `scale`.
        static func em(for systemName: String, pointSize: CGFloat, scale: Image.Scale) -> CGFloat {
            let isInCircle = systemName.split(separator: ".").contains("circle")
            return pointSize * (isInCircle ? circleEmPerPoint : emPerPoint) * scale.factor
        }

        /// How far each stroke of the icon (drawn regular, about 0.083 em
        /// thick) is widened on each side at a heavier weight, per em: up to
        /// black's 0.03 em, about 70 % thicker, as SF Symbols' black is to
        /// its regular. Lighter weights draw as regular (the icon has one weight).
        static func outset(for weight: Font.Weight) -> CGFloat {
            switch weight {
            case .ultraLight, .thin, .light, .regular: 0
            case .medium: 0.005
            case .semibold: 0.01
            case .bold: 0.017
            case .heavy: 0.024
            case .black: 0.03
            }
        }
    }
}
