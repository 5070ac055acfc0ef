import Foundation
import Galley

/// Where a view is laid out and painted for a snapshot: swift-snapshot-testing's
/// `SwiftUISnapshotLayout`, with the scale the picture is painted at.
///
/// ```swift
/// assertSnapshot(of: Card(), as: .image(layout: .device(config: .iPhone13Pro(.landscape))))
/// assertSnapshot(of: Card(), as: .image(layout: .fixed(width: 320, height: 200, scale: 2)))
/// assertSnapshot(of: Card(), as: .dump)  // .sizeThatFits
/// ```
public struct SnapshotLayout: Hashable, Sendable {
    /// The canvas: its size, how the view is proposed a size and placed on
    /// it, and its scale.
    public var canvas: Canvas

    /// A layout on any canvas, such as one fitting a width:
    /// `SnapshotLayout(canvas: Canvas(size: .fitting(ProposedViewSize(width: 320, height: nil)), scale: 2))`.
    public init(canvas: Canvas) {
        self.canvas = canvas
    }

    /// The device's screen at the device's scale: the view is proposed the
    /// safe area and centred in it. swift-snapshot-testing's names
    /// (`.iPhoneSe`, `.iPhone13Pro(.landscape)`, `.iPadPro11`, which is held
    /// in landscape) mean its screens, whichever form is written.
    public static func device(config: ViewImageConfig) -> SnapshotLayout {
        SnapshotLayout(canvas: Canvas(device: config.device))
    }

    /// The device's screen: ``device(config:)-(ViewImageConfig)`` without the label.
    public static func device(_ config: ViewImageConfig) -> SnapshotLayout {
        .device(config: config)
    }

    /// A Galley device's screen at its scale, such as `.iPhone15Pro` or
    /// `.iPhone16Pro.landscape`: where a name is also swift-snapshot-testing's,
    /// ``device(config:)-(ViewImageConfig)`` is chosen.
    @_disfavoredOverload
    public static func device(_ device: Device) -> SnapshotLayout {
        .device(config: ViewImageConfig(device))
    }

    /// A Galley device's screen, with swift-snapshot-testing's label.
    @_disfavoredOverload
    public static func device(config device: Device) -> SnapshotLayout {
        .device(config: ViewImageConfig(device))
    }

    /// A canvas of `width` × `height` points: the view is proposed all of
    /// it and centred in it.
    public static func fixed(width: CGFloat, height: CGFloat, scale: CGFloat = 1) -> SnapshotLayout {
        SnapshotLayout(canvas: Canvas(size: .fixed(width: width, height: height), scale: scale))
    }

    /// The view at its ideal size (proposed nil × nil), at scale 1: the
    /// canvas is the view's size.
    public static let sizeThatFits = SnapshotLayout.sizeThatFits(scale: 1)

    /// The view at its ideal size, at `scale` pixels per point.
    public static func sizeThatFits(scale: CGFloat) -> SnapshotLayout {
        SnapshotLayout(canvas: Canvas(size: .fitting(.unspecified), scale: scale))
    }
}
