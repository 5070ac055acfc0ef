import Foundation

/// How different two pictures may be and still match.
///
/// Each pixel pair is compared by perceived colour difference — the
/// distance in the YIQ colour space, weighted as Kotsarenko and Ramos
/// propose, after blending both pixels over white — scaled so that 1 is
/// the largest distance there is (black to white is 0.97). A pixel differs when that exceeds
/// `pixelThreshold`. Pixels that look like anti-aliasing (an edge pixel
/// between a darker and a brighter neighbour that sit in flat areas of
/// both pictures) are counted apart and, with `ignoresAntialiasing`,
/// forgiven: they move when a renderer rounds an edge differently, not
/// when a layout changes. The pictures match when at most
/// `allowedFraction` of their pixels differ.
public struct ImageTolerance: Sendable, Hashable {
    /// The perceived difference (0…1) above which a pixel differs.
    public var pixelThreshold: Double
    /// The fraction of pixels (0…1) that may differ.
    public var allowedFraction: Double
    /// Whether anti-aliased pixels are forgiven.
    public var ignoresAntialiasing: Bool

    public init(pixelThreshold: Double = 0.1, allowedFraction: Double = 0, ignoresAntialiasing: Bool = true) {
        self.pixelThreshold = pixelThreshold
        self.allowedFraction = allowedFraction
        self.ignoresAntialiasing = ignoresAntialiasing
    }

    /// The defaults: a difference must be clearly visible (0.1 lets
    /// through rounding in colour blending but not a changed colour), no
    /// pixel may differ, anti-aliasing forgiven. The same scene and fonts
    /// paint the same bytes on one Cairo; these defaults absorb what a
    /// different Cairo or pixman build changes at the edges of shapes and
    /// glyphs, and nothing a layout change moves.
    public static let standard = ImageTolerance()
}

/// What comparing two pictures found.
public struct ImageComparison: Sendable {
    /// The two pictures' sizes, in pixels.
    public let expectedSize: (width: Int, height: Int)
    public let actualSize: (width: Int, height: Int)
    /// Pixels that differ by more than the threshold, anti-aliasing not counted.
    public let differingPixels: Int
    /// Pixels that differ but look like anti-aliasing.
    public let antialiasedPixels: Int
    /// The largest perceived difference found, 0…1.
    public let largestDifference: Double
    /// Whether the pictures match under the tolerance they were compared with.
    public let matches: Bool
    /// The expected picture faded to grey, differing pixels red and
    /// anti-aliased ones yellow; nil when the sizes differ or the pixels
    /// are identical.
    public let difference: RasterImage?

    /// Whether the two pictures are the same size.
    public var sizesMatch: Bool {
        expectedSize == actualSize
    }

    /// The fraction of pixels that differ.
    public var differingFraction: Double {
        let count = expectedSize.width * expectedSize.height
        return count == 0 ? 0 : Double(differingPixels) / Double(count)
    }

    /// One line for a failure message.
    public var summary: String {
        guard sizesMatch else {
            return
                """
                the sizes differ: expected \(expectedSize.width) × \(expectedSize.height) pixels, got \
                \(actualSize.width) × \(actualSize.height)
                """
        }
        let percent = (differingFraction * 100).formatted(.number.precision(.fractionLength(0...4)))
        let largest = largestDifference.formatted(.number.precision(.fractionLength(0...3)))
        return
            """
            \(differingPixels) pixels differ (\(percent)%), largest difference \(largest), \(antialiasedPixels) \
            anti-aliased pixels forgiven
            """
    }

    /// Compares `actual` with `expected` under `tolerance`.
    public init(expected: RasterImage, actual: RasterImage, tolerance: ImageTolerance = .standard) {
        expectedSize = (expected.width, expected.height)
        actualSize = (actual.width, actual.height)
        guard expected.width == actual.width, expected.height == actual.height else {
            differingPixels = 0
            antialiasedPixels = 0
            largestDifference = 1
            matches = false
            difference = nil
            return
        }
        let identical = expected.pixels.withUnsafeBytes { a in
            actual.pixels.withUnsafeBytes { b in
                guard let first = a.baseAddress, let second = b.baseAddress else { return a.count == b.count }
                return memcmp(first, second, a.count) == 0
            }
        }
        guard !identical else {
            differingPixels = 0
            antialiasedPixels = 0
            largestDifference = 0
            matches = true
            difference = nil
            return
        }
        let threshold = Self.maximumDistance * max(0, tolerance.pixelThreshold) * max(0, tolerance.pixelThreshold)
        var differing = 0, antialiased = 0, largest = 0.0
        var diff = [UInt8](repeating: 255, count: expected.pixels.count)
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let index = (y * expected.width + x) * 4
                let distance =
                    expected.pixels[index..<index + 4] == actual.pixels[index..<index + 4]
                    ? 0 : Self.distance(Self.color(expected, index), Self.color(actual, index))
                let faded = UInt8(255 - (255 - Self.luma(Self.color(expected, index))) * 0.1)
                var mark: (UInt8, UInt8, UInt8) = (faded, faded, faded)
                if distance > threshold {
                    largest = max(largest, distance)
                    if tolerance.ignoresAntialiasing
                        && (Self.isAntialiased(x, y, in: expected, other: actual)
                            || Self.isAntialiased(x, y, in: actual, other: expected))
                    {
                        antialiased += 1
                        mark = (255, 200, 0)
                    } else {
                        differing += 1
                        mark = (230, 0, 0)
                    }
                }
                (diff[index], diff[index + 1], diff[index + 2]) = mark
            }
        }
        differingPixels = differing
        antialiasedPixels = antialiased
        largestDifference = (largest / Self.maximumDistance).squareRoot()
        let allowed = Double(expected.width * expected.height) * max(0, tolerance.allowedFraction)
        matches = Double(differing) <= allowed
        difference = RasterImage(width: expected.width, height: expected.height, pixels: diff)
    }

    // MARK: Colour difference

    /// The largest weighted YIQ distance between two colours.
    private static let maximumDistance = 35215.0

    private typealias RGB = (red: Double, green: Double, blue: Double)

    /// The pixel at `index` blended over white.
    private static func color(_ image: RasterImage, _ index: Int) -> RGB {
        let alpha = Double(image.pixels[index + 3]) / 255
        func blend(_ value: UInt8) -> Double { 255 + (Double(value) - 255) * alpha }
        return (blend(image.pixels[index]), blend(image.pixels[index + 1]), blend(image.pixels[index + 2]))
    }

    private static func luma(_ c: RGB) -> Double {
        0.29889531 * c.red + 0.58662247 * c.green + 0.11448223 * c.blue
    }

    /// The squared, weighted YIQ distance.
    private static func distance(_ a: RGB, _ b: RGB) -> Double {
        func inPhase(_ c: RGB) -> Double { 0.59597799 * c.red - 0.27417610 * c.green - 0.32180189 * c.blue }
        func quadrature(_ c: RGB) -> Double { 0.21147017 * c.red - 0.52261711 * c.green + 0.31114694 * c.blue }
        let y = luma(a) - luma(b), i = inPhase(a) - inPhase(b), q = quadrature(a) - quadrature(b)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    // MARK: Anti-aliasing

    /// The up to eight neighbours of a pixel.
    private static func neighbours(_ x: Int, _ y: Int, in image: RasterImage) -> [(x: Int, y: Int)] {
        var result: [(x: Int, y: Int)] = []
        for dy in -1...1 {
            for dx in -1...1 where dx != 0 || dy != 0 {
                let nx = x + dx, ny = y + dy
                if nx >= 0, ny >= 0, nx < image.width, ny < image.height { result.append((nx, ny)) }
            }
        }
        return result
    }

    /// Whether the pixel looks like an anti-aliased edge in `image`: at most
    /// two neighbours share its colour, it has both a darker and a brighter
    /// neighbour, and the darkest or the brightest of them lies in a flat
    /// area of both pictures.
    private static func isAntialiased(_ x: Int, _ y: Int, in image: RasterImage, other: RasterImage) -> Bool {
        let center = luma(color(image, (y * image.width + x) * 4))
        var same = 0
        var darkest: (delta: Double, x: Int, y: Int) = (0, 0, 0)
        var brightest: (delta: Double, x: Int, y: Int) = (0, 0, 0)
        for (nx, ny) in neighbours(x, y, in: image) {
            let delta = luma(color(image, (ny * image.width + nx) * 4)) - center
            if delta == 0 {
                same += 1
                if same > 2 { return false }
            } else if delta < darkest.delta {
                darkest = (delta, nx, ny)
            } else if delta > brightest.delta {
                brightest = (delta, nx, ny)
            }
        }
        guard darkest.delta < 0, brightest.delta > 0 else { return false }
        return (isFlat(darkest.x, darkest.y, in: image) && isFlat(darkest.x, darkest.y, in: other))
            || (isFlat(brightest.x, brightest.y, in: image) && isFlat(brightest.x, brightest.y, in: other))
    }

    /// Whether at least three neighbours have exactly the pixel's colour
    /// (a pixel on the picture's edge needs one fewer).
    private static func isFlat(_ x: Int, _ y: Int, in image: RasterImage) -> Bool {
        let index = (y * image.width + x) * 4
        let onEdge = x == 0 || y == 0 || x == image.width - 1 || y == image.height - 1
        var same = onEdge ? 1 : 0
        for (nx, ny) in neighbours(x, y, in: image) {
            let other = (ny * image.width + nx) * 4
            if image.pixels[index..<index + 4] == image.pixels[other..<other + 4] {
                same += 1
                if same >= 3 { return true }
            }
        }
        return false
    }
}
