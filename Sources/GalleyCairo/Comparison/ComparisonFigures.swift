/// What comparing two pictures found, as numbers: an ``ImageComparison``
/// without its difference picture, to pass on and show.
public struct ComparisonFigures: Sendable, Hashable {
    /// A picture's size, in pixels.
    public struct Size: Sendable, Hashable {
        public var width: Int
        public var height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    public var expectedSize: Size
    public var actualSize: Size
    /// Pixels that differ by more than the threshold, anti-aliasing not counted.
    public var differingPixels: Int
    /// ``differingPixels`` as a fraction (0…1) of the expected picture's pixels.
    public var differingFraction: Double
    /// Pixels that differ but look like anti-aliasing.
    public var antialiasedPixels: Int
    /// The largest perceived difference found, 0…1.
    public var largestDifference: Double
    /// Whether the pictures match under the tolerance they were compared with.
    public var matches: Bool

    public init(
        expectedSize: Size, actualSize: Size, differingPixels: Int, differingFraction: Double, antialiasedPixels: Int,
        largestDifference: Double, matches: Bool
    ) {
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.differingPixels = differingPixels
        self.differingFraction = differingFraction
        self.antialiasedPixels = antialiasedPixels
        self.largestDifference = largestDifference
        self.matches = matches
    }

    /// Whether the two pictures are the same size.
    public var sizesMatch: Bool {
        expectedSize == actualSize
    }

    /// Two pictures of `size` with the same pixels.
    public static func identical(_ size: Size) -> ComparisonFigures {
        ComparisonFigures(
            expectedSize: size, actualSize: size, differingPixels: 0, differingFraction: 0, antialiasedPixels: 0,
            largestDifference: 0, matches: true
        )
    }
}

extension ImageComparison {
    /// The comparison's numbers.
    public var figures: ComparisonFigures {
        ComparisonFigures(
            expectedSize: ComparisonFigures.Size(width: expectedSize.width, height: expectedSize.height),
            actualSize: ComparisonFigures.Size(width: actualSize.width, height: actualSize.height),
            differingPixels: differingPixels, differingFraction: differingFraction,
            antialiasedPixels: antialiasedPixels,
            largestDifference: largestDifference, matches: matches
        )
    }
}
