import Foundation
import GalleyUniformTypeIdentifiers
import Testing

@Suite("UniformTypeIdentifiers: the declared types, their conformances and tags")
struct UniformTypeIdentifiersTests {
    @Test("Declared types carry Apple's identifiers, preferred extensions and MIME types")
    func declared() {
        #expect(UTType.png.identifier == "public.png")
        #expect(UTType.png.preferredFilenameExtension == "png" && UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.json.preferredMIMEType == "application/json")
        #expect(UTType.pdf.identifier == "com.adobe.pdf")
        #expect(UTType("public.plain-text") == .plainText)
        #expect(UTType("public.nothing-like-this") == nil)
        #expect(UTType.png.localizedDescription == "PNG image")
        #expect(UTType.png.isDeclared && !UTType.png.isDynamic && UTType.png.isPublic)
    }

    @Test("Conformance follows the hierarchy: png is an image, data and an item; text is not an image")
    func conformance() {
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
        #expect(UTType.png.conforms(to: .png))
        #expect(!UTType.plainText.conforms(to: .image))
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.mpeg4Movie.conforms(to: .movie) && UTType.mpeg4Movie.conforms(to: .audiovisualContent))
        #expect(
            UTType.png.isSubtype(of: .image) && UTType.image.isSupertype(of: .png) && !UTType.png.isSubtype(of: .png))
        #expect(UTType.png.supertypes.contains(.content))
    }

    @Test(
        """
        Types from filename extensions and MIME types: declared when known, dynamic otherwise, nil when they \
        cannot conform
        """
    )
    func tags() throws {
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil)
        let unknown = try #require(UTType(filenameExtension: "galleyscene"))
        #expect(unknown.isDynamic && !unknown.isDeclared)
        #expect(unknown.conforms(to: .data) && unknown.preferredFilenameExtension == "galleyscene")
        let custom = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
        #expect(custom.conforms(to: .text) && custom.identifier == "com.example.recipe")
    }

    @Test("A type encodes as its identifier and decodes back")
    func coding() throws {
        let data = try JSONEncoder().encode([UTType.png, UTType.plainText])
        #expect(String(decoding: data, as: UTF8.self) == "[\"public.png\",\"public.plain-text\"]")
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, .plainText])
    }
}
