import Foundation

/// The icon font that stands in for SF Symbols: the bundled subset of
/// Google's Material Icons (`Fonts/MaterialIcons-Regular.ttf`, Apache 2.0),
/// with the code point of each of its icons read from
/// `Fonts/MaterialIcons-Regular.codepoints`. ``SymbolNames`` says which icon
/// draws which SF Symbols name; ``CircledNumber`` composes the numbers in a
/// circle from an icon and a text font's digits.
///
/// Only the bundled copy is read, from the folder the text fonts come from
/// (`BundledFonts`), never a system font.
package final class SymbolFont: Sendable {
    package static let fileName = "MaterialIcons-Regular.ttf"
    static let codepointsFileName = "MaterialIcons-Regular.codepoints"

    private let face: FontFace
    /// Material icon name → its code point in the font.
    private let codepoints: [String: UInt32]
    /// The font of ``CircledNumber``'s digits; nil when it cannot be read.
    private let digitFace: FontFace?

    /// The bundled icon font, or why it cannot be used.
    package static func bundled() -> Result<SymbolFont, SymbolFontError> { bundledFont }

    private static let bundledFont: Result<SymbolFont, SymbolFontError> = {
        do throws(FontError) {
            return load(directory: try BundledFonts.locateDirectory())
        } catch {
            return .failure(SymbolFontError(message: error.description))
        }
    }()

    private init(face: FontFace, codepoints: [String: UInt32], digitFace: FontFace?) {
        self.face = face
        self.codepoints = codepoints
        self.digitFace = digitFace
    }

    /// The icon font in `directory`, or why it cannot be used.
    package static func load(directory: String) -> Result<SymbolFont, SymbolFontError> {
        let fontPath = directory + "/" + fileName, listPath = directory + "/" + codepointsFileName
        let face: FontFace
        do throws(FontError) {
            face = try FontFace(path: fontPath)
        } catch {
            return .failure(SymbolFontError(message: error.description))
        }
        guard let list = try? String(contentsOfFile: listPath, encoding: .utf8) else {
            return .failure(SymbolFontError(message: "\(listPath): no such file, or it cannot be read"))
        }
        // One icon a line: its name and its code point in hexadecimal.
        var codepoints: [String: UInt32] = [:]
        for line in list.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let codepoint = UInt32(fields[1], radix: 16) else { continue }
            codepoints[String(fields[0])] = codepoint
        }
        let digitFace = try? FontFace(path: directory + "/" + CircledNumber.digitFontFile)
        return .success(Self(face: face, codepoints: codepoints, digitFace: digitFace))
    }

    /// The icon that stands in for the SF Symbol `systemName`, or nil when
    /// ``SymbolNames`` has none (and it is no ``CircledNumber``) or the font lacks it.
    package func symbol(systemName: String) -> SymbolGlyph? {
        if let icon = SymbolNames.materialIcons[systemName] { return self.icon(named: icon) }
        guard let number = CircledNumber(systemName: systemName), let digitFace,
            let circle = icon(named: number.circleIcon),
            let outline = number.compose(circle: circle.outline, digitFace: digitFace)
        else { return nil }
        return SymbolGlyph(
            iconName: "\(circle.iconName) with \(number.number)", outline: outline, unitsPerEm: face.unitsPerEm,
            isEvenOdd: true)
    }

    /// The Material icon `name`, or nil when the bundled subset lacks it.
    package func icon(named name: String) -> SymbolGlyph? {
        guard let codepoint = codepoints[name], let glyph = face.glyph(for: codepoint) else { return nil }
        let outline = GlyphOutline(glyph: glyph, in: face)
        guard !outline.bounds.isNull else { return nil }
        return SymbolGlyph(iconName: name, outline: outline, unitsPerEm: face.unitsPerEm, isEvenOdd: false)
    }
}

/// Why the icon font cannot be used.
package struct SymbolFontError: Error, Sendable, Equatable {
    package var message: String
}

/// One icon of the icon font: its outline in font units (y up, the em
/// square from 0 to `unitsPerEm` on both axes).
package struct SymbolGlyph: Sendable {
    /// The Material icon's name.
    package let iconName: String
    package let outline: GlyphOutline
    package let unitsPerEm: Double
    /// Whether the outline fills by the even-odd rule (overlapping
    /// contours cut holes), as a composed symbol's does; else non-zero.
    package let isEvenOdd: Bool
}
