import Foundation

/// A view's size and its alignment guides, as its parent sees them.
public struct ViewDimensions {
    public let width: CGFloat
    public let height: CGFloat
    /// Guides the view sets itself (alignment guides, text baselines).
    let explicitGuides: (AlignmentKey, ViewDimensions) -> CGFloat?

    init(size: CGSize, explicitGuides: @escaping (AlignmentKey, ViewDimensions) -> CGFloat? = { _, _ in nil }) {
        width = size.width
        height = size.height
        self.explicitGuides = explicitGuides
    }

    var size: CGSize { CGSize(width: width, height: height) }

    func value(of key: AlignmentKey) -> CGFloat {
        explicitGuides(key, self) ?? key.defaultValue(self)
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat { value(of: guide.key) }
    public subscript(guide: VerticalAlignment) -> CGFloat { value(of: guide.key) }

    /// An explicit value of the guide, or nil when the view has none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuides(guide.key, self) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuides(guide.key, self) }
}
