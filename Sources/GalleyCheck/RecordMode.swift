/// When a check writes references instead of comparing with them; the
/// names and meanings of swift-snapshot-testing's record modes.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Every reference is written anew; nothing is compared.
    case all
    /// A missing reference is written; the others are compared. Where
    /// `CI=true`, a missing reference fails instead.
    case missing
    /// References that fail the comparison are written anew.
    case failed
    /// Nothing is written: a missing reference fails.
    case never
}
