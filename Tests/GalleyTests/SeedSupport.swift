// Helpers for the seed-example suites (Seed000Tests … Seed004Tests).
import Foundation
import Testing
@testable import Galley

extension Layouts {
    /// What `view` answers to each proposal in phase 1 (sizeThatFits), asked
    /// directly: no placement, so infinite answers stay infinite.
    static func answers<V: View>(_ view: V, to proposals: [ProposedViewSize]) -> [CGSize] {
        let box = ProposalProbe.Answers()
        _ = layout(ProposalProbe(proposals: proposals, answers: box)() { view }, proposal: .unspecified)
        return box.sizes
    }
}

/// A layout that asks its only subview for its size under several proposals
/// and keeps the answers (the seed 003 "proposal modes" prose, as a test).
struct ProposalProbe: Layout {
    final class Answers {
        var sizes: [CGSize] = []
    }

    let proposals: [ProposedViewSize]
    let answers: Answers

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else { return .zero }
        answers.sizes = proposals.map { subview.sizeThatFits($0) }
        return .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
