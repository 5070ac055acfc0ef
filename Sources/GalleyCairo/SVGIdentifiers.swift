import Foundation

/// Makes Cairo's SVG identical from run to run.
///
/// Cairo 1.16 names some SVG elements after its surfaces' process-wide
/// serial numbers (`surface27`, `image31`), which depend on everything the
/// process drew before. Every other id it writes (`clip1`, `mask0`,
/// `linear0` …) counts within the document.
enum SVGIdentifiers {
    static let serialPrefixes = ["surface", "image"].map { Array($0.utf8) }

    /// The SVG with each `surfaceN` and `imageN` id (written `"surfaceN"` or
    /// `#surfaceN`) renumbered 1, 2, 3 … per prefix in order of first
    /// appearance.
    static func renumbered(_ svg: Data) -> Data {
        let bytes = [UInt8](svg)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var numbers: [[UInt8]: [[UInt8]: Int]] = [:]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            output.append(byte)
            index += 1
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#"),
                let prefix = serialPrefixes.first(where: { bytes[index...].starts(with: $0) })
            else { continue }
            let digitsStart = index + prefix.count
            var digitsEnd = digitsStart
            while digitsEnd < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[digitsEnd]) {
                digitsEnd += 1
            }
            guard digitsEnd > digitsStart, digitsEnd < bytes.count,
                bytes[digitsEnd] == UInt8(ascii: "\"") || bytes[digitsEnd] == UInt8(ascii: ")")
            else { continue }
            let serial = Array(bytes[digitsStart..<digitsEnd])
            let number = numbers[prefix, default: [:]][serial] ?? (numbers[prefix]?.count ?? 0) + 1
            numbers[prefix, default: [:]][serial] = number
            output += prefix + Array(String(number).utf8)
            index = digitsEnd
        }
        return Data(output)
    }
}
