import Foundation

/// How a view's drawing combines with what is beneath it, as SwiftUI's
/// `BlendMode` (and Core Graphics' blend modes).
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal
    case multiply
    case screen
    case overlay
    case darken
    case lighten
    case colorDodge
    case colorBurn
    case softLight
    case hardLight
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    case sourceAtop
    case destinationOver
    case destinationOut
    /// Darker by the sum: max(0, source + destination − 1). Galley draws it
    /// as `multiply`, which agrees where either is black or white and is
    /// lighter in between (Cairo has no such operator).
    case plusDarker
    /// Lighter by the sum: min(1, source + destination), Cairo's `ADD`.
    case plusLighter
}

nonisolated extension View {
    /// The view drawn as one layer and composited onto what is beneath it
    /// (its siblings drawn before it, up to the nearest compositing group)
    /// with `blendMode`. Layout is unchanged.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        drawing(.blend(blendMode), name: "blendMode")
    }
}
