import Foundation

extension GeometryProxy {
    /// The reader's frame: at the origin in `.local`; in `.global`, where
    /// it lies on the canvas. Named spaces are not tracked
    /// (`coordinateSpace(_:)` changes nothing), so `.named(…)` is measured
    /// from the canvas too, as `.global`. Offsets and other drawing-only
    /// moves are not counted.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        switch coordinateSpace.coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global, .named: globalFrame
        }
    }

    /// The safe area insets of the reader: zero in a render (the reader's
    /// content is not told the safe area it is in).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}
