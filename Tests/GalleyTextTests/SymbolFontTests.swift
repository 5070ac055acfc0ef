import Foundation
@testable import GalleyText
import Testing

@Suite("The bundled symbol font")
struct SymbolFontTests {
    static func font() throws -> SymbolFont {
        try SymbolFont.bundled().get()
    }

    @Test("Every name in the table has its icon in the bundled subset")
    func everyNameDraws() throws {
        let font = try Self.font()
        #expect(SymbolNames.materialIcons.count > 300)
        // Every pair line is read, and no name is given twice.
        let pairLines = SymbolNames.lines.split(separator: "\n").filter {
            !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#")
        }
        #expect(pairLines.count == SymbolNames.materialIcons.count)
        for (name, icon) in SymbolNames.materialIcons.sorted(by: { $0.key < $1.key }) {
            let symbol = font.symbol(systemName: name)
            #expect(symbol?.iconName == icon, "\(name) → \(icon)")
            #expect(symbol.map { !$0.outline.elements.isEmpty && $0.unitsPerEm == 512 } == true, "\(name)")
        }
    }

    @Test(
        """
        The commonly used names are in the table; plain names draw outlines where Material has them, .fill names \
        filled icons
        """
    )
    func commonNames() throws {
        let common = """
            house house.fill gear gearshape gearshape.fill star star.fill heart heart.fill person person.fill
            person.crop.circle person.crop.circle.fill person.2 magnifyingglass plus plus.circle plus.circle.fill minus
            trash pencil square.and.pencil square.and.arrow.up chevron.left chevron.right chevron.up chevron.down
            chevron.forward chevron.backward arrow.left arrow.right arrow.up arrow.down xmark xmark.circle \
            xmark.circle.fill
            checkmark checkmark.circle checkmark.circle.fill bell bell.fill envelope envelope.fill tray photo camera
            camera.fill calendar clock map mappin location location.fill cart bag creditcard doc folder paperplane
            paperplane.fill phone phone.fill message message.fill bubble.left info.circle exclamationmark.triangle
            questionmark.circle lock lock.fill eye eye.slash cloud sun.max sun.max.fill moon moon.fill cloud.rain
            cloud.rain.fill snow bolt bolt.fill flame leaf globe wifi battery.100 music.note play play.fill pause
            pause.fill stop forward backward speaker.wave.2 mic list.bullet line.3.horizontal ellipsis ellipsis.circle
            slider.horizontal.3 bookmark bookmark.fill tag link arrow.clockwise square.grid.2x2 rectangle.stack sparkles
            hand.thumbsup flag gift airplane car
            """.split(whereSeparator: \.isWhitespace).map(String.init)
        let font = try Self.font()
        for name in common {
            #expect(font.symbol(systemName: name) != nil, "\(name)")
        }
        #expect(SymbolNames.materialIcons["star"] == "star_border")
        #expect(SymbolNames.materialIcons["star.fill"] == "star")
        #expect(SymbolNames.materialIcons["heart"] == "favorite_border")
        #expect(SymbolNames.materialIcons["heart.fill"] == "favorite")
        #expect(font.symbol(systemName: "star.fll") == nil)
    }

    @Test(
        """
        The names the iOS references draw have stand-ins: book.pages.fill, person.fill.badge.plus, lock.doc.fill, \
        doc.text.fill, tag.fill, envelope, checkmark.circle.fill
        """
    )
    func referenceNames() throws {
        let font = try Self.font()
        for name in [
            "book.pages.fill", "person.fill.badge.plus", "lock.doc.fill", "doc.text.fill", "tag.fill", "envelope",
            "checkmark.circle.fill",
        ] {
            #expect(font.symbol(systemName: name) != nil, "\(name)")
        }
    }

    @Test(
        """
        0.circle … 50.circle and their .fill forms are composed: the circle's outline and the digits', filled \
        even-odd; other numbers and forms are not
        """
    )
    func circledNumbers() throws {
        let font = try Self.font()
        let ring = try #require(font.icon(named: "radio_button_unchecked")),
            disc = try #require(font.icon(named: "circle"))
        for number in 0...50 {
            for (suffix, circle) in [("", ring), (".fill", disc)] {
                let symbol = try #require(
                    font.symbol(systemName: "\(number).circle\(suffix)"), "\(number).circle\(suffix)")
                #expect(symbol.isEvenOdd)
                // The circle's contours come first and bound the whole: the digits are inside it.
                #expect(Array(symbol.outline.elements.prefix(circle.outline.elements.count)) == circle.outline.elements)
                #expect(symbol.outline.elements.count > circle.outline.elements.count)
                #expect(symbol.outline.bounds == circle.outline.bounds)
            }
        }
        let twelve = try #require(CircledNumber(systemName: "12.circle.fill"))
        #expect(twelve.number == 12 && twelve.isFilled)
        for name in [
            "51.circle", "07.circle", "-1.circle", "+1.circle", "٣.circle", "1.square", "1.circle.fill.fill", "circle",
            "1.circle.", ".circle",
        ] {
            #expect(CircledNumber(systemName: name) == nil, "\(name)")
            #expect(font.symbol(systemName: name).map { !$0.isEvenOdd } ?? true, "\(name)")
        }
        #expect(try #require(font.symbol(systemName: "star.fill")).isEvenOdd == false)
    }

    @Test("Only the bundled folder is read: a folder without the icon font is an error naming the file")
    func missingFont() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-no-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard case .failure(let error) = SymbolFont.load(directory: folder.path) else {
            Issue.record("no icon font in \(folder.path)")
            return
        }
        #expect(error.message.contains("MaterialIcons-Regular.ttf"))
    }
}
