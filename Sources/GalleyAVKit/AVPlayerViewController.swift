import GalleyAVFoundation
import UIKit

/// UIKit's view of a player's video with its controls, presented or
/// wrapped in a `UIViewControllerRepresentable` (which draws as a labelled
/// placeholder). It keeps what code sets; its delegate is never told anything.
open class AVPlayerViewController: UIViewController {
    open var player: AVPlayer?
    open var showsPlaybackControls = true
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    open var allowsPictureInPicturePlayback = true
    open var canStartPictureInPictureAutomaticallyFromInline = false
    open var updatesNowPlayingInfoCenter = true
    open var requiresLinearPlayback = false
    open var showsTimecodes = false
    open var allowsVideoFrameAnalysis = true
    open weak var delegate: (any AVPlayerViewControllerDelegate)?
    /// Views drawn between the video and the controls.
    public let contentOverlayView: UIView? = UIView()
    /// Whether the first frame is ready: nothing loads.
    open var isReadyForDisplay: Bool { false }
    open var videoBounds: CGRect { .zero }
}

/// Told of full-screen and picture-in-picture changes (never, in a
/// preview); every method is optional.
public protocol AVPlayerViewControllerDelegate: NSObjectProtocol {
    func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(
        _ playerViewController: AVPlayerViewController
    ) -> Bool
}

extension AVPlayerViewControllerDelegate {
    public func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(
        _ playerViewController: AVPlayerViewController
    ) -> Bool {
        true
    }
}
