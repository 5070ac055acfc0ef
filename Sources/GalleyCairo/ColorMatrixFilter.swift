import Foundation
import Galley

/// A ``ColorMatrix`` applied to pixels in memory: Cairo's premultiplied
/// ARGB32, each pixel unpremultiplied, transformed, clamped and
/// premultiplied again.
enum ColorMatrixFilter {
    static func apply(_ matrix: ColorMatrix, to data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int)
    {
        let m = matrix.rows.flatMap { $0 + Array(repeating: 0, count: max(0, 5 - $0.count)) }
        guard m.count >= 20 else { return }
        // Fully clear pixels stay clear unless the matrix adds alpha of its own.
        let touchesClear = m[19] > 0
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = row[x]
                let a = Double(pixel >> 24) / 255
                guard a > 0 || touchesClear else { continue }
                var r = 0.0, g = 0.0, b = 0.0
                if a > 0 {
                    r = min(1, Double((pixel >> 16) & 0xFF) / 255 / a)
                    g = min(1, Double((pixel >> 8) & 0xFF) / 255 / a)
                    b = min(1, Double(pixel & 0xFF) / 255 / a)
                }
                func channel(_ i: Int) -> Double {
                    let value = m[i] * r + m[i + 1] * g + m[i + 2] * b + m[i + 3] * a + m[i + 4]
                    return value.isNaN ? 0 : min(1, max(0, value))
                }
                let outA = channel(15)
                func byte(_ value: Double) -> UInt32 { UInt32((value * outA * 255).rounded()) }
                row[x] =
                    UInt32((outA * 255).rounded()) << 24 | byte(channel(0)) << 16 | byte(channel(5)) << 8
                    | byte(channel(10))
            }
        }
    }
}
