/// A type that produces previews, the form before `#Preview`: each view
/// of `previews` (the children of a `Group` or `ForEach` each separately)
/// is a preview. Isolated to the main actor, as SwiftUI's is, so its
/// static properties can hold main-actor models.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    /// The platform the previews are for; Galley draws iOS.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms a preview can be for.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}
