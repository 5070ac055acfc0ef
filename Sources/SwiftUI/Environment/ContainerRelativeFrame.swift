import Foundation
import UIKit

nonisolated extension View {
    /// A frame the size of the container on `axes`. Galley measures the
    /// container as the canvas (`UIScreen.main.bounds`, the preview's
    /// device): a scroll view's or a navigation stack's own size, which
    /// iOS uses when one is nearer, is not known to the view. Its other
    /// axis keeps the view's own size.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// A frame `span` of `count` columns (or rows) of the container on
    /// `axes`, `spacing` apart: (length − spacing × (count − 1)) / count × span
    /// + spacing × (span − 1). A count below 1 is 1, a span is kept
    /// within 1 and the count.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        let count = Swift.max(1, count), span = Swift.min(Swift.max(1, span), count)
        let spacing = spacing.isFinite ? Swift.max(0, spacing) : 0
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return column * CGFloat(span) + spacing * CGFloat(span - 1)
        }
    }

    /// A frame whose length on each of `axes` is `length(container's length, axis)`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        let container = UIScreen.main.bounds.size
        func sanitized(_ value: CGFloat) -> CGFloat? { value.isFinite ? Swift.max(0, value) : nil }
        let width = axes.contains(.horizontal) ? sanitized(length(container.width, .horizontal)) : nil
        let height = axes.contains(.vertical) ? sanitized(length(container.height, .vertical)) : nil
        return frame(width: width, height: height, alignment: alignment)
    }
}
