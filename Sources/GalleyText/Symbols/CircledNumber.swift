import Foundation

/// SF Symbols' numbers in a circle, `0.circle` … `50.circle` and their
/// `.fill` forms, which Material Icons lacks: composed from the icon font's
/// ring (`radio_button_unchecked`) or disc (`circle`) and the number's
/// digits in Inter SemiBold, centred in the circle and half its diameter
/// high. Two digits are narrowed to fit inside the ring. On the disc the
/// digits are cut out (the composed outline fills by the even-odd rule), as
/// SF Symbols draws them.
package struct CircledNumber: Sendable, Equatable {
    package let number: Int
    package let isFilled: Bool

    /// The numbers SF Symbols draws in a circle.
    static let numbers = 0...50
    /// The digits' ink height per unit of the circle's diameter.
    static let digitHeight = 0.5
    /// The widest the digits may be, per unit of the diameter; wider
    /// digits are scaled down.
    static let widestDigits = 0.58
    /// The gap between two digits' ink, per unit of their height.
    static let digitGap = 0.12
    /// The font the digits are drawn in, from the bundled fonts' folder.
    static let digitFontFile = "Inter-SemiBold.otf"

    /// The number in `systemName` (`"7.circle"`, `"12.circle.fill"`), or nil
    /// for another name or a number SF Symbols has no circle for.
    package init?(systemName: String) {
        let components = systemName.split(separator: ".", omittingEmptySubsequences: false)
        guard components.count == 2 || (components.count == 3 && components[2] == "fill"), components[1] == "circle",
            let digits = components.first, (1...2).contains(digits.count), digits.allSatisfy(\.isASCII),
            let number = Int(digits), Self.numbers.contains(number), String(number) == digits
        else { return nil }
        self.number = number
        isFilled = components.count == 3
    }

    /// The Material icon the number sits in.
    var circleIcon: String { isFilled ? "circle" : "radio_button_unchecked" }

    /// The circle's outline with the digits' outlines (from `digitFace`)
    /// centred in it, in the circle's font units.
    func compose(circle: GlyphOutline, digitFace: FontFace) -> GlyphOutline? {
        let digits = String(number).unicodeScalars.compactMap { scalar in
            digitFace.glyph(for: scalar.value).map { GlyphOutline(glyph: $0, in: digitFace) }
        }
        guard digits.count == String(number).count, digits.allSatisfy({ !$0.bounds.isNull }),
            let top = digits.map(\.bounds.maxY).max(), let bottom = digits.map(\.bounds.minY).min()
        else { return nil }
        let ring = circle.bounds
        let inkHeight = top - bottom
        let inkWidth = digits.map(\.bounds.width).reduce(0, +) + Double(digits.count - 1) * Self.digitGap * inkHeight
        guard inkHeight > 0, inkWidth > 0 else { return nil }
        let scale = min(Self.digitHeight * ring.height / inkHeight, Self.widestDigits * ring.width / inkWidth)
        let baseline = ring.midY - scale * (top + bottom) / 2
        var x = ring.midX - scale * inkWidth / 2
        var elements = circle.elements
        for digit in digits {
            let placed = digit.scaled(by: scale, offset: CGPoint(x: x - scale * digit.bounds.minX, y: baseline))
            elements += placed.elements
            x += scale * (digit.bounds.width + Self.digitGap * inkHeight)
        }
        return GlyphOutline(elements: elements)
    }
}
