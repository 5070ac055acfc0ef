/// Sampling a premultiplied ARGB32 image between its pixels, as a
/// projected layer is drawn.
enum BilinearSampling {
    /// A premultiplied pixel interpolated between the four around (x, y);
    /// outside the image, clear.
    static func pixel(
        in data: UnsafeMutablePointer<UInt8>, rowBytes: Int, width: Int, height: Int, x: Double, y: Double
    ) -> UInt32 {
        guard x.isFinite, y.isFinite, x > -1, y > -1, x < Double(width), y < Double(height) else { return 0 }
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = x - Double(x0), fy = y - Double(y0)
        func pixel(_ px: Int, _ py: Int) -> UInt32 {
            guard px >= 0, py >= 0, px < width, py < height else { return 0 }
            return UnsafeMutableRawPointer(data + py * rowBytes).assumingMemoryBound(to: UInt32.self)[px]
        }
        let p00 = pixel(x0, y0), p10 = pixel(x0 + 1, y0), p01 = pixel(x0, y0 + 1), p11 = pixel(x0 + 1, y0 + 1)
        var result: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            func c(_ p: UInt32) -> Double { Double((p >> UInt32(shift)) & 0xFF) }
            let top = c(p00) * (1 - fx) + c(p10) * fx, bottom = c(p01) * (1 - fx) + c(p11) * fx
            let value = min(255, max(0, (top * (1 - fy) + bottom * fy).rounded()))
            result |= UInt32(value) << UInt32(shift)
        }
        return result
    }
}
