import Foundation

/// A Gaussian blur of pixels in memory, approximated, as the SVG and CSS
/// filter specifications describe, by three successive box blurs along each
/// axis (within a few percent of the true Gaussian). Integer arithmetic, so
/// the same pixels always blur to the same bytes.
enum GaussianBlur {
    /// The reach, left and right, of one box.
    struct Box {
        var left: Int
        var right: Int
        var width: Int { left + right + 1 }
    }

    /// The three boxes for a standard deviation of `sigma` pixels: width
    /// d = ⌊σ·3·√(2π)/4 + 0.5⌋; for an odd d three centred boxes of d, for
    /// an even d two of d centred half a pixel either side and one of d + 1.
    static func boxes(sigma: Double) -> [Box] {
        guard sigma.isFinite, sigma > 0 else { return [] }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return [] }
        if d % 2 == 1 { return Array(repeating: Box(left: d / 2, right: d / 2), count: 3) }
        return [Box(left: d / 2, right: d / 2 - 1), Box(left: d / 2 - 1, right: d / 2), Box(left: d / 2, right: d / 2)]
    }

    /// How far, in pixels, a blurred pixel reads from on each side.
    static func reach(sigma: Double) -> Int {
        boxes(sigma: sigma).reduce(0) { $0 + max($1.left, $1.right) }
    }

    /// Blurs `height` rows of `width` pixels of `channels` bytes each (1 for
    /// alpha, 4 for premultiplied ARGB), rows `stride` bytes apart, in
    /// place. Beyond the edges pixels are clear, or with `clampEdges` the
    /// edge pixels repeated.
    static func blur(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, sigma: Double,
        clampEdges: Bool
    ) {
        let boxes = boxes(sigma: sigma)
        guard !boxes.isEmpty, width > 0, height > 0 else { return }
        var line = [Int](repeating: 0, count: max(width, height))
        var scratch = line
        // Along rows, then along columns; values carry 8 fractional bits between passes.
        for (count, step, lineStep, lines) in [(width, channels, stride, height), (height, stride, channels, width)] {
            for index in 0..<lines {
                for channel in 0..<channels {
                    let start = data + index * lineStep + channel
                    for i in 0..<count { line[i] = Int(start[i * step]) << 8 }
                    for box in boxes {
                        pass(box, from: line, to: &scratch, count: count, clampEdges: clampEdges)
                        swap(&line, &scratch)
                    }
                    for i in 0..<count { start[i * step] = UInt8(min(255, (line[i] + 128) >> 8)) }
                }
            }
        }
    }

    /// One box blur of `count` values: each the rounded mean of the values
    /// from `box.left` before to `box.right` after it.
    private static func pass(_ box: Box, from source: [Int], to target: inout [Int], count: Int, clampEdges: Bool) {
        source.withUnsafeBufferPointer { source in
            target.withUnsafeMutableBufferPointer { target in
                func value(_ i: Int) -> Int {
                    if i >= 0 && i < count { return source[i] }
                    return clampEdges ? source[i < 0 ? 0 : count - 1] : 0
                }
                let width = box.width
                var sum = 0
                for i in -box.left...box.right { sum += value(i) }
                for i in 0..<count {
                    target[i] = (sum + width / 2) / width
                    sum += value(i + box.right + 1) - value(i - box.left)
                }
            }
        }
    }
}
