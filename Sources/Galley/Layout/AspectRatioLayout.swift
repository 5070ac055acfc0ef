import Foundation

/// How `aspectRatio` fits its shape into the proposal.
public enum ContentMode: Hashable, Sendable {
    /// The largest size of the ratio inside the proposal.
    case fit
    /// The smallest size of the ratio covering the proposal.
    case fill
}

/// `aspectRatio(_:contentMode:)`: proposes the child the largest size of
/// the ratio inside the proposal (`fit`) or the smallest covering it
/// (`fill`), and answers the child's size there.
///
/// A missing dimension of the proposal leaves the other to decide, for
/// `fit` and `fill` alike: `aspectRatio(1, contentMode: .fill)` offered 250
/// wide and no height is 250 × 250, as iOS 26 draws vault-ios's note card
/// (OpenSwiftUI's reimplementation would make `fill` unbounded there). With
/// no proposal at all the child is asked its ideal size. Without a ratio
/// the child's ideal size gives it (a square one gives 1).
nonisolated struct AspectRatioLayout: Layout, KeepsChildSpacing {
    var ratio: CGFloat?
    var contentMode: ContentMode

    func childProposal(_ proposal: ProposedViewSize, subviews: Subviews) -> ProposedViewSize {
        guard let child = subviews.first, proposal.width != nil || proposal.height != nil else { return proposal }
        let shape: CGSize
        if let ratio {
            // A ratio of no shape (0, negative, infinite, NaN) changes nothing.
            guard ratio.isFinite, ratio > 0 else { return proposal }
            shape = CGSize(width: ratio, height: 1)
        } else {
            let ideal = child.sizeThatFits(.unspecified)
            shape = ideal.width == ideal.height ? CGSize(width: 1, height: 1) : ideal
        }
        let scale = Self.scale(of: shape, to: proposal, filling: contentMode == .fill)
        guard !scale.isNaN else { return proposal }
        return ProposedViewSize(width: shape.width * scale, height: shape.height * scale)
    }

    /// The factor that fits `shape` inside `proposal` (or makes it cover
    /// it); a missing or unmatchable dimension leaves the other to decide.
    static func scale(of shape: CGSize, to proposal: ProposedViewSize, filling: Bool) -> CGFloat {
        func factor(_ length: CGFloat, _ target: CGFloat?) -> CGFloat? {
            guard let target, length != 0 || target != 0 else { return nil }
            return target / length
        }
        switch (factor(shape.width, proposal.width), factor(shape.height, proposal.height)) {
        case let (horizontal?, vertical?):
            return filling ? Swift.max(horizontal, vertical) : Swift.min(horizontal, vertical)
        case let (one?, nil), let (nil, one?): return one
        case (nil, nil): return .infinity
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal, subviews: subviews)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        align(child, in: bounds, alignment: .center, proposal: childProposal(proposal, subviews: subviews))
    }
}
