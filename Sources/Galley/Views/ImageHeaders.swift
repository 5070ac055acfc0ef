import Foundation

/// Reads the natural size of a JPEG, SVG or PDF from its bytes, without
/// decoding it: the layout needs the size, and only the painter links the
/// decoders. Every read is bounds-checked; a size that cannot be found is nil.
enum ImageHeaders {
    /// A JPEG's size in pixels, from its first start-of-frame marker.
    static func jpegSize(_ data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(1 << 22))
        var index = 2
        while index + 1 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            var marker = bytes[index + 1]
            index += 2
            // Fill bytes before a marker.
            while marker == 0xFF, index < bytes.count {
                marker = bytes[index]
                index += 1
            }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
            if marker == 0xD9 || marker == 0xDA { return nil }
            guard index + 1 < bytes.count else { return nil }
            let length = Int(bytes[index]) << 8 | Int(bytes[index + 1])
            guard length >= 2 else { return nil }
            let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isFrame {
                guard length >= 7, index + 6 < bytes.count else { return nil }
                let height = Int(bytes[index + 3]) << 8 | Int(bytes[index + 4])
                let width = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                guard width > 0, height > 0 else { return nil }
                return CGSize(width: width, height: height)
            }
            index += length
        }
        return nil
    }

    /// The first media box in a PDF (its first page's, or the page tree's
    /// it inherits), in points. A PDF whose page dictionaries are all
    /// inside compressed object streams has none that can be read this way.
    static func pdfPageSize(_ data: Data) -> CGSize? {
        let key = Data("/MediaBox".utf8)
        var searchStart = data.startIndex
        while let found = data.range(of: key, in: searchStart..<data.endIndex) {
            searchStart = found.upperBound
            // `[x0 y0 x1 y1]`, perhaps with spaces and line breaks.
            let tail = data[found.upperBound..<min(data.endIndex, found.upperBound + 200)]
            let text = String(decoding: tail, as: UTF8.self)
            guard let open = text.firstIndex(of: "["), text[..<open].allSatisfy(\.isWhitespace),
                let close = text[open...].firstIndex(of: "]")
            else { continue }
            let numbers = text[text.index(after: open)..<close].split(whereSeparator: \.isWhitespace).compactMap {
                Double($0)
            }
            guard numbers.count == 4 else { continue }
            let width = abs(numbers[2] - numbers[0]), height = abs(numbers[3] - numbers[1])
            guard width.isFinite, height.isFinite, width > 0, height > 0 else { continue }
            return CGSize(width: width, height: height)
        }
        return nil
    }

    /// An SVG's size in points (a CSS pixel each): its `width` and
    /// `height`, one of them with the `viewBox`'s aspect ratio, or the
    /// `viewBox`'s size. Percentages count as absent.
    static func svgSize(_ data: Data) -> CGSize? {
        guard let tag = svgRootTag(in: data) else { return nil }
        let attributes = attributes(of: tag)
        let width = attributes["width"].flatMap(length), height = attributes["height"].flatMap(length)
        let box = attributes["viewBox"].flatMap(viewBoxSize)
        switch (width, height, box) {
        case (let width?, let height?, _): return CGSize(width: width, height: height)
        case (let width?, nil, let box?): return CGSize(width: width, height: width * box.height / box.width)
        case (nil, let height?, let box?): return CGSize(width: height * box.width / box.height, height: height)
        case (nil, nil, let box?): return box
        default: return nil
        }
    }

    /// The text of the root `<svg …>` start tag, attributes included,
    /// when it comes within the first 64 KB after the prolog and comments.
    static func svgRootTag(in data: Data) -> Substring? {
        let text = String(decoding: data.prefix(1 << 16), as: UTF8.self)
        var rest = text[...]
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
            if rest.hasPrefix("<?") || rest.hasPrefix("<!--") || rest.hasPrefix("<!") {
                let end = rest.hasPrefix("<!--") ? "-->" : ">"
                guard let close = rest.range(of: end) else { return nil }
                rest = rest[close.upperBound...]
                continue
            }
            guard rest.hasPrefix("<svg") || rest.hasPrefix("<svg:svg") else { return nil }
            let name = rest.hasPrefix("<svg:svg") ? 8 : 4
            let afterName = rest.dropFirst(name)
            guard let next = afterName.first, next.isWhitespace || next == ">" || next == "/" else { return nil }
            // The tag ends at the first `>` outside quotes.
            var quote: Character?
            for index in afterName.indices {
                let character = afterName[index]
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                } else if character == ">" {
                    return afterName[..<index]
                }
            }
            return nil
        }
    }

    /// The attributes of a start tag's text, by name (the first of each).
    private static func attributes(of tag: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = tag
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "/" }
            guard let equals = rest.firstIndex(of: "=") else { return result }
            let name = rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
            rest = rest[rest.index(after: equals)...].drop(while: \.isWhitespace)
            guard let open = rest.first, open == "\"" || open == "'" else { return result }
            rest = rest.dropFirst()
            guard let close = rest.firstIndex(of: open) else { return result }
            if result[name] == nil { result[name] = String(rest[..<close]) }
            rest = rest[rest.index(after: close)...]
        }
    }

    /// A CSS length in pixels (points here); nil for a percentage or nonsense.
    private static func length(_ text: String) -> CGFloat? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let units: [(String, Double)] = [
            ("px", 1), ("pt", 4.0 / 3), ("pc", 16), ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4), ("em", 16),
            ("ex", 8),
        ]
        var number = trimmed, factor = 1.0
        for (unit, scale) in units where trimmed.lowercased().hasSuffix(unit) {
            number = String(trimmed.dropLast(unit.count))
            factor = scale
            break
        }
        guard let value = Double(number.trimmingCharacters(in: .whitespaces)), value.isFinite, value > 0 else {
            return nil
        }
        return CGFloat(value * factor)
    }

    /// A `viewBox`'s width and height.
    private static func viewBoxSize(_ text: String) -> CGSize? {
        let numbers = text.split { $0 == "," || $0.isWhitespace }.compactMap { Double($0) }
        guard numbers.count == 4, numbers[2].isFinite, numbers[3].isFinite, numbers[2] > 0, numbers[3] > 0 else {
            return nil
        }
        return CGSize(width: numbers[2], height: numbers[3])
    }

    /// A number for messages: whole, or with up to two decimals.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(Double(rounded))
    }
}
