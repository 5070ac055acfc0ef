import Foundation

/// An image file in a format other than PNG that Galley draws: a JPEG,
/// decoded to pixels when painted, or an SVG or PDF, drawn as vectors
/// (they stay vectors in SVG and PDF output and are rasterised at the
/// canvas scale in PNG output). Holds the file's bytes and the natural
/// size read from its header; the bytes are decoded only by the painter.
public struct EncodedImage: Sendable, Hashable {
    /// The formats besides PNG that Galley reads.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        case jpeg, svg, pdf

        /// Whether the format draws as vectors.
        public var isVector: Bool { self != .jpeg }

        /// The format's name in messages.
        public var name: String { rawValue.uppercased() }
    }

    public let format: Format
    public let data: Data
    /// The natural width: pixels for a JPEG, points for an SVG (its
    /// `width`, else its `viewBox`'s) or a PDF (its first page's media box).
    public let width: CGFloat
    /// The natural height, as `width`.
    public let height: CGFloat
    /// The file the image was read from, for messages; not part of its identity.
    public var source: String?

    /// The image in `data`, or nil when `data` is none of the formats or
    /// its size cannot be read from it.
    public init?(data: Data) {
        let size: CGSize?
        let format: Format
        if Self.isJPEG(data) {
            format = .jpeg
            size = ImageHeaders.jpegSize(data)
        } else if Self.isPDF(data) {
            format = .pdf
            size = ImageHeaders.pdfPageSize(data)
        } else if Self.isSVG(data) {
            format = .svg
            size = ImageHeaders.svgSize(data)
        } else {
            return nil
        }
        guard let size, size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
            size.width < Self.largestSide, size.height < Self.largestSide
        else { return nil }
        self.format = format
        self.data = data
        width = size.width
        height = size.height
    }

    /// A side longer than this (pixels or points) is not read.
    static let largestSide: CGFloat = 16_777_216

    /// The pixels counted against ``ResourceLimits/imagePixels``: a JPEG's,
    /// or a vector image's natural size in points, rounded up.
    public var pixelCount: (count: Int, overflow: Bool) {
        let product = Int(width.rounded(.up)).multipliedReportingOverflow(by: Int(height.rounded(.up)))
        return (product.partialValue, product.overflow)
    }

    /// The format the bytes start like, if any of those Galley reads.
    public static func format(of data: Data) -> Format? {
        if isJPEG(data) { return .jpeg }
        if isPDF(data) { return .pdf }
        if isSVG(data) { return .svg }
        return nil
    }

    private static func isJPEG(_ data: Data) -> Bool {
        data.prefix(3).elementsEqual([0xFF, 0xD8, 0xFF])
    }

    /// "%PDF-" within the first kilobyte, as readers allow.
    private static func isPDF(_ data: Data) -> Bool {
        data.prefix(1024).range(of: Data("%PDF-".utf8)) != nil
    }

    /// An `<svg` element within the first 64 KB (after any prolog and comments).
    private static func isSVG(_ data: Data) -> Bool {
        ImageHeaders.svgRootTag(in: data) != nil
    }

    public static func == (lhs: EncodedImage, rhs: EncodedImage) -> Bool {
        lhs.format == rhs.format && lhs.data == rhs.data
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(format)
        hasher.combine(data)
    }
}

extension EncodedImage: CustomStringConvertible, CustomDebugStringConvertible {
    /// The image by its identity (its format, size and bytes), not where it was read from.
    public var description: String {
        let unit = format.isVector ? "points" : "pixels"
        return
            """
            EncodedImage(\(format.name), \(ImageHeaders.number(width)) × \(ImageHeaders.number(height)) \(unit), \
            \(data.count) bytes)
            """
    }

    public var debugDescription: String { description }
}
