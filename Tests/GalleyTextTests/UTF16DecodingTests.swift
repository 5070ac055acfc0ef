import Testing
@testable import GalleyText

@Suite("UTF-16 to String")
struct UTF16DecodingTests {
    func decode(_ units: [UInt16]) -> String {
        units.withUnsafeBufferPointer { String(utf16: $0) }
    }

    @Test("Every kind of code unit, and lone surrogates, decode as the standard library decodes them")
    func matchesStandardLibrary() {
        let samples: [[UInt16]] = [
            [], Array("Hello, world".utf16), Array("é ع ש क ก 中 😀 👨‍👩‍👧".utf16),
            [0xD83D], [0xDE00], [0xDE00, 0xD83D], [0x41, 0xD83D, 0x42], [0xD83D, 0xD83D, 0xDE00],
            [0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0xFFFD],
        ]
        for units in samples {
            #expect(decode(units) == String(decoding: units, as: UTF16.self), "\(units)")
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let units = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                // Mostly surrogates and boundaries, where transcoding goes wrong.
                [UInt16.random(in: 0...0x7F), UInt16.random(in: 0xD800...0xDFFF), UInt16.random(in: 0...0xFFFF)][
                    Int.random(in: 0...2, using: &generator)]
            }
            #expect(decode(units) == String(decoding: units, as: UTF16.self), "\(units)")
        }
    }
}
