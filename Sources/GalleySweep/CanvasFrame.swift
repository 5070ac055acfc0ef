import Foundation
import Galley

/// A scene's canvas inside another layout: its first subview, the scene's
/// root, is proposed what the canvas proposes and placed where the canvas
/// places it, so it lays out exactly as it would on its own. The other
/// subviews mark what a sheet shows about it: the second is stretched
/// over the proposal (the safe area, the canvas, or the proposed width and
/// height of a fitted canvas, the root's size standing in for a
/// dimension not proposed), the third over the root's frame.
nonisolated struct CanvasFrame: Layout {
    var canvas: Canvas

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let root = subviews.first else { return .zero }
        return canvas.canvasSize(rootSize: root.sizeThatFits(canvas.proposal))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let root = subviews.first else { return }
        let rootSize = root.sizeThatFits(canvas.proposal)
        let origin = canvas.rootOrigin(rootSize: rootSize)
        let rootFrame = CGRect(
            x: bounds.minX + origin.x, y: bounds.minY + origin.y, width: rootSize.width, height: rootSize.height)
        root.place(at: rootFrame.origin, proposal: canvas.proposal)
        if subviews.count > 1 {
            let area = proposalArea(rootFrame: rootFrame, in: bounds)
            subviews[1].place(at: area.origin, proposal: ProposedViewSize(area.size))
        }
        if subviews.count > 2 {
            subviews[2].place(at: rootFrame.origin, proposal: ProposedViewSize(rootFrame.size))
        }
    }

    /// Where the root was proposed to go; infinite proposals end at the root's edge.
    private func proposalArea(rootFrame: CGRect, in bounds: CGRect) -> CGRect {
        switch canvas.size {
        case .device(let device):
            return CGRect(
                x: bounds.minX, y: bounds.minY + device.safeAreaTop, width: device.width,
                height: canvas.proposal.height ?? 0)
        case .fixed:
            return bounds
        case .fitting(let proposal):
            func length(_ proposed: CGFloat?, _ actual: CGFloat) -> CGFloat {
                guard let proposed, proposed.isFinite else { return actual }
                return proposed
            }
            return CGRect(
                origin: rootFrame.origin,
                size: CGSize(
                    width: length(proposal.width, rootFrame.width), height: length(proposal.height, rootFrame.height))
            )
        }
    }
}
