import Foundation

/// How `aspectRatio` fits its shape into the proposal.
public enum ContentMode: Hashable, Sendable {
    /// The largest size of the ratio inside the proposal.
    case fit
    /// The smallest size of the ratio covering the proposal.
    case fill
}

/// `aspectRatio(_:contentMode:)`: proposes the child a size of the ratio
/// fitted to (or filling) the proposal, and answers the child's size.
struct AspectRatioLayout: Layout {
    var ratio: CGFloat?
    var contentMode: ContentMode

    func childProposal(_ proposal: ProposedViewSize, subviews: Subviews) -> ProposedViewSize {
        guard let child = subviews.first else { return proposal }
        let ideal = child.sizeThatFits(.unspecified)
        let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio.isFinite, ratio > 0 else { return proposal }
        switch (proposal.width, proposal.height) {
        case let (width?, height?):
            let fitted = contentMode == .fit ? Swift.min(width, height * ratio) : Swift.max(width, height * ratio)
            return ProposedViewSize(width: fitted, height: fitted / ratio)
        case let (width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case let (nil, height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case (nil, nil):
            return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
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
