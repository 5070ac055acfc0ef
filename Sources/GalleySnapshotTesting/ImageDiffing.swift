import Foundation
import GalleyCairo
import SnapshotTesting

extension Diffing where Value == SnapshotImage {
    /// Compares pictures pixel by pixel; no pixel may differ, anti-aliased
    /// edges aside.
    public static var image: Diffing {
        .image()
    }

    /// Compares pictures: identical PNG bytes match at once; otherwise both
    /// are decoded and compared with Galley's `ImageComparison`, so the
    /// same pixels match whichever PNG encoder wrote them.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match: at most
    ///     `1 - precision` of them may differ.
    ///   - perceptualPrecision: How alike a pixel must look to match: it
    ///     differs when its perceived colour difference (a weighted YIQ
    ///     distance, 0…1, black to white 0.97) is over
    ///     `1 - perceptualPrecision`. swift-snapshot-testing measures
    ///     CIE ΔE94 / 100 instead. For greys the two scales agree to within
    ///     about 0.006 (128 vs 133 is 0.019 in both, so 0.98, "just
    ///     noticeable", means the same); for a change of hue in a saturated
    ///     colour the YIQ distance is about 0.55–0.75 of ΔE / 100, so the
    ///     same value forgives a little more there.
    ///
    /// Anti-aliased pixels (an edge pixel between flat areas that are the
    /// same in both pictures) are forgiven at every precision: they are
    /// what another Cairo, pixman or FreeType build changes, while a
    /// layout change moves the flat areas themselves. With the defaults
    /// any other changed pixel fails, however slight. (A hairline one pixel
    /// wide between a darker and a lighter area looks like such an edge, so
    /// its colour alone may change unnoticed; at scale 2 or 3 it is caught.)
    ///
    /// A failure's message gives the figures (how many pixels differ, the
    /// largest difference, the anti-aliased pixels forgiven, what the
    /// precisions allow). Its pictures, the reference, the failed snapshot
    /// and their difference (red: differs, yellow: forgiven), are written
    /// next to the failed snapshot (in `$SNAPSHOT_ARTIFACTS`, or the
    /// temporary folder) and named after the reference,
    /// `testCard.1.reference.png`, `testCard.1.failure.png` and
    /// `testCard.1.difference.png`; the message lists their paths. Under
    /// Swift Testing they are attached to the test too
    /// (`swift test --attachments-path DIR` saves them): on Linux
    /// swift-snapshot-testing drops its own attachments.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        .diff(toData: \.pngData, fromData: SnapshotImage.init(reference:)) { reference, actual in
            guard
                let (summary, images) = difference(
                    reference, actual, precision: precision, perceptualPrecision: perceptualPrecision)
            else {
                return nil
            }
            var message = summary
            if !actual.warnings.isEmpty {
                message += "\nLayout warnings:" + actual.warnings.map { "\n- " + $0 }.joined()
            }
            if let collection = FailureImages.current {
                collection.add(images)
            } else {
                // Compared outside this module's assertions: no file names to go by.
                for image in images { FailureImages.attach(image.png, named: "\(image.kind).png") }
            }
            return (message, images.map { .data($0.png, name: "\($0.kind).png") })
        }
    }
}

/// Why `actual` does not match `reference`, with pictures to look at; nil when it does.
private func difference(
    _ reference: SnapshotImage, _ actual: SnapshotImage, precision: Float, perceptualPrecision: Float
) -> (String, [FailureImage])? {
    guard case .png(let actualPNG) = actual.content else {
        var images: [FailureImage] = []
        if case .png(let referencePNG) = reference.content {
            images.append(FailureImage(kind: "reference", png: referencePNG))
        }
        return (actual.failureReason ?? "", images)
    }
    guard case .png(let referencePNG) = reference.content else {
        // A reference another platform recorded, or a snapshot that failed to paint.
        return (reference.failureReason ?? "", [FailureImage(kind: "failure", png: actualPNG)])
    }
    guard referencePNG != actualPNG else { return nil }
    let expected: RasterImage, picture: RasterImage
    do {
        expected = try RasterImage(png: referencePNG)
    } catch {
        return (
            "The reference (\(referencePNG.count) bytes) is not a PNG image that can be decoded; record it again.",
            [FailureImage(kind: "failure", png: actualPNG)]
        )
    }
    do {
        picture = try RasterImage(png: actualPNG)
    } catch {
        return (
            "The snapshot (\(actualPNG.count) bytes) is not a PNG image that can be decoded.",
            [FailureImage(kind: "reference", png: referencePNG)]
        )
    }
    let tolerance = ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision)
    let comparison = ImageComparison(expected: expected, actual: picture, tolerance: tolerance)
    guard !comparison.matches else { return nil }

    var images = [FailureImage(kind: "reference", png: referencePNG), FailureImage(kind: "failure", png: actualPNG)]
    if let png = try? comparison.difference?.pngData() { images.append(FailureImage(kind: "difference", png: png)) }
    // The comparison's summary, as a sentence: figures, or both sizes.
    let summary = comparison.summary.prefix(1).uppercased() + comparison.summary.dropFirst() + "."
    guard comparison.sizesMatch else { return (summary, images) }
    let pixels = expected.width * expected.height
    let allowed = Int((Double(pixels) * tolerance.allowedFraction).rounded(.down))
    let threshold = tolerance.pixelThreshold.formatted(.number.precision(.fractionLength(0...3)))
    let message = """
        \(summary)
        Precision \(precision.formatted()) allows \(allowed) of \(pixels) pixels to differ; \
        perceptual precision \(perceptualPrecision.formatted()) counts a pixel as differing when its difference is \
        over \(threshold).
        """
    return (message, images)
}

extension ImageTolerance {
    /// swift-snapshot-testing's precisions: at most `1 - precision` of the
    /// pixels may differ, a pixel differs by more than `1 - perceptualPrecision`,
    /// anti-aliasing is forgiven. Values are clamped to 0…1; NaN is strictest.
    init(precision: Float, perceptualPrecision: Float) {
        func complement(_ value: Float) -> Double {
            let fraction = 1 - Double(value)
            return fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        }
        self.init(
            pixelThreshold: complement(perceptualPrecision), allowedFraction: complement(precision),
            ignoresAntialiasing: true)
    }
}
