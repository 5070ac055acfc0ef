import GalleyAVFoundation
import SwiftUI

/// A player's video with its playback controls, as a preview on the iOS
/// Simulator draws it before anything has loaded: black, filling what it
/// is offered, with the overlay on top. (The controls iOS draws over the
/// video are not drawn.)
public struct VideoPlayer<VideoOverlay: View>: View {
    /// The player shown; nil shows black.
    public let player: AVPlayer?
    private let overlay: VideoOverlay

    /// The video of `player`, with `videoOverlay` drawn over it, below the controls.
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        overlay = videoOverlay()
    }

    public var body: some View {
        Color.black.overlay { overlay }
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    /// The video of `player`.
    public init(player: AVPlayer?) {
        self.init(player: player) { EmptyView() }
    }
}
