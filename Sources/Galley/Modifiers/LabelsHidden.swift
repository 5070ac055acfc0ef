import Foundation

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether controls inside are drawn without their labels (`labelsHidden()`).
    package var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Controls inside drawn without their labels, as iOS draws them: a
    /// toggle is its switch alone, a stepper its minus and plus control, a
    /// menu picker its value and chevron, a date picker its pills. (A slider's label is not drawn
    /// on iOS either way.)
    public func labelsHidden() -> some View {
        EnvironmentView(content: self) { $0.labelsHidden = true }
    }
}
