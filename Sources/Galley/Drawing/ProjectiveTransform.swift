import Foundation

/// A 2D projective map (a homography): a point (x, y) goes to
/// ((m0 x + m1 y + m2) / w, (m3 x + m4 y + m5) / w) with w = m6 x + m7 y + m8.
/// Points whose w is not positive lie behind the viewer and are not drawn.
public struct ProjectiveTransform: Sendable, Equatable {
    /// The 3 × 3 matrix, row by row, acting on column vectors (x, y, 1).
    public var m: [Double]

    public init(_ m: [Double]) {
        self.m = m.count == 9 ? m : [1, 0, 0, 0, 1, 0, 0, 0, 1]
    }

    /// SwiftUI's `rotation3DEffect`: a turn by `angle` about `axis` through
    /// the point `anchor` of a `size` frame lifted by `anchorZ` toward the
    /// viewer, seen with Core Animation's perspective m34 = −perspective /
    /// max(width, height), in the frame's coordinates (y down, z toward the
    /// viewer, positive angles turning as `CATransform3DRotate` does). Nil
    /// for an axis of no length or values that are not finite.
    public static func rotation3D(
        _ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint, anchorZ: Double,
        perspective: Double, size: CGSize
    ) -> ProjectiveTransform? {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let values = [
            angle.radians, axis.x, axis.y, axis.z, anchor.x, anchor.y, anchorZ, perspective, size.width, size.height,
        ]
        guard values.allSatisfy(\.isFinite), length > 0 else { return nil }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
        let r = [
            t * x * x + c, t * x * y - s * z, t * x * z + s * y,
            t * x * y + s * z, t * y * y + c, t * y * z - s * x,
            t * x * z - s * y, t * y * z + s * x, t * z * z + c,
        ]
        let depth = max(size.width, size.height)
        let m34 = depth > 0 ? -perspective / depth : 0
        // Points relative to the anchor, at depth −anchorZ from it.
        let z0 = -anchorZ
        let local = [
            r[0], r[1], r[2] * z0,
            r[3], r[4], r[5] * z0,
            m34 * r[6], m34 * r[7], 1 + m34 * (r[8] * z0 + anchorZ),
        ]
        let ax = anchor.x * size.width, ay = anchor.y * size.height
        return ProjectiveTransform.translation(ax, ay).concatenating(ProjectiveTransform(local)).concatenating(
            .translation(-ax, -ay))
    }

    /// Leaves every point where it is.
    public static let identity = ProjectiveTransform([1, 0, 0, 0, 1, 0, 0, 0, 1])

    public static func translation(_ x: Double, _ y: Double) -> ProjectiveTransform {
        ProjectiveTransform([1, 0, x, 0, 1, y, 0, 0, 1])
    }

    /// This map after `other`: `other` applied first.
    public func concatenating(_ other: ProjectiveTransform) -> ProjectiveTransform {
        var result = [Double](repeating: 0, count: 9)
        for row in 0..<3 {
            for column in 0..<3 {
                result[row * 3 + column] = (0..<3).reduce(0) { $0 + m[row * 3 + $1] * other.m[$1 * 3 + column] }
            }
        }
        return ProjectiveTransform(result)
    }

    /// The inverse map, nil when the matrix is singular.
    public var inverted: ProjectiveTransform? {
        let a = m
        let c0 = a[4] * a[8] - a[5] * a[7], c1 = a[5] * a[6] - a[3] * a[8], c2 = a[3] * a[7] - a[4] * a[6]
        let determinant = a[0] * c0 + a[1] * c1 + a[2] * c2
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        let adjugate = [
            c0, a[2] * a[7] - a[1] * a[8], a[1] * a[5] - a[2] * a[4],
            c1, a[0] * a[8] - a[2] * a[6], a[2] * a[3] - a[0] * a[5],
            c2, a[1] * a[6] - a[0] * a[7], a[0] * a[4] - a[1] * a[3],
        ]
        return ProjectiveTransform(adjugate.map { $0 / determinant })
    }

    /// Where `point` goes, and its w; nil when w is not positive.
    public func apply(_ point: CGPoint) -> CGPoint? {
        let w = m[6] * point.x + m[7] * point.y + m[8]
        guard w > 1e-9 else { return nil }
        return CGPoint(x: (m[0] * point.x + m[1] * point.y + m[2]) / w, y: (m[3] * point.x + m[4] * point.y + m[5]) / w)
    }
}
