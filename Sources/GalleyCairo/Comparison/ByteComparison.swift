import Foundation

extension [UInt8] {
    /// Whether both arrays hold the same bytes, compared with `memcmp`:
    /// the standard library's `==` goes element by element, which took a
    /// quarter of a `render check` on iPhone-sized pictures.
    func hasSameBytes(as other: [UInt8]) -> Bool {
        withUnsafeBytes { first in
            other.withUnsafeBytes { second in
                guard first.count == second.count, let a = first.baseAddress, let b = second.baseAddress else {
                    return first.count == second.count
                }
                return memcmp(a, b, first.count) == 0
            }
        }
    }
}
