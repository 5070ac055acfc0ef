import Foundation

// Whether points and rectangles are finite: paths, layouts and the
// painter drop or replace what is not.

extension CGPoint {
    /// Whether both coordinates are finite numbers.
    package var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    /// Whether the origin and size are all finite numbers.
    package var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
