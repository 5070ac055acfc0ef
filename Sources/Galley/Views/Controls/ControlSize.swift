import Foundation

/// How large controls are drawn: SwiftUI's `ControlSize`. Bordered
/// buttons take their text style and insets from it (see ``ButtonBox``).
public enum ControlSize: String, Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The size of the controls inside (`controlSize(_:)`): `.regular` unless set.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the controls in this subtree at `size`.
    public func controlSize(_ size: ControlSize) -> some View {
        environment(\.controlSize, size)
    }
}
