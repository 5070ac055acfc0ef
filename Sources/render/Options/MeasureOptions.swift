import ArgumentParser
import Foundation
import Galley
import GalleyText

/// A proposed length on the command line: points, or "infinity".
struct ProposedLength: ExpressibleByArgument {
    var value: Double

    init?(argument: String) {
        guard let value = Self.parse(argument) else { return nil }
        self.value = value
    }

    /// A non-negative finite number or "infinity"; nil for anything else.
    static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased() == "infinity" || trimmed.lowercased() == "inf" { return .infinity }
        guard let value = Double(trimmed), value.isFinite, value >= 0, value <= 1_000_000 else { return nil }
        return value
    }

    static var defaultCompletionKind: CompletionKind { .default }
}

/// `FROM:TO:STEP`: the widths `measure --widths` lays a text out at.
enum WidthSweep {
    /// The most widths one sweep may ask for.
    static let maximumCount = 100_000

    /// The widths `argument` names, or why it names none.
    static func parse(_ argument: String) throws -> [Double] {
        let range = try SteppedRange(
            argument, number: { ProposedLength.parse($0).flatMap { $0.isFinite ? $0 : nil } },
            maximumCount: maximumCount,
            example: "100:300:20", limitNote: "measure takes at most \(maximumCount) widths"
        )
        return range.values
    }
}

/// The `--font` option: a registered family, or a font file to register.
enum FontChoice {
    static func resolve(_ name: String, size: Double, library: FontLibrary) throws -> (FontLibrary, Font) {
        if library.hasFamily(name) { return (library, .custom(name, size: size)) }
        let looksLikeFile = name.contains("/") || [".ttf", ".otf", ".ttc"].contains { name.lowercased().hasSuffix($0) }
        guard looksLikeFile || FileManager.default.fileExists(atPath: name) else {
            throw MessageError(
                """
                --font: no font family named \"\(name)\" (bundled: \
                \(FontLibrary.bundledFamilies.joined(separator: ", "))), and no such font file
                """
            )
        }
        let family = "file:" + name
        do {
            return (try library.registeringFont(atPath: name, family: family), .custom(family, size: size))
        } catch {
            throw MessageError("--font: \(error.description)")
        }
    }
}

/// Reading user text files.
enum TextFile {
    /// The text of UTF-8 `data`, or an error naming the file and the byte
    /// offset of the first invalid sequence.
    static func decodeUTF8(_ data: Data, path: String) throws -> String {
        var bytes = [UInt8](data)
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let skipped = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        bytes.removeFirst(skipped)
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = skipped
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            offset += UTF8.width(scalar)
        }
        throw MessageError("\(path): not valid UTF-8 (first invalid byte at offset \(offset))")
    }
}
