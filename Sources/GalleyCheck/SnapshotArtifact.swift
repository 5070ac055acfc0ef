/// A file a failing check leaves for a scene in its artifacts folder,
/// `<name>.<rawValue>`.
public enum SnapshotArtifact: String, Sendable, Hashable, CaseIterable {
    /// The reference picture.
    case expectedImage = "expected.png"
    /// The picture the scene paints now.
    case actualImage = "actual.png"
    /// The reference faded, differing pixels red, forgiven anti-aliasing
    /// yellow; only when the sizes agree.
    case differenceImage = "diff.png"
    /// The reference layout dump, when the dumps differ.
    case expectedDump = "expected.json"
    /// The layout dump now, when the dumps differ.
    case actualDump = "actual.json"
}
