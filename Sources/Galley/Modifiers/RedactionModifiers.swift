import Foundation

/// Why content is redacted.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Drawn as a placeholder: text as bars, images as boxes.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Privacy-sensitive content hidden; Galley draws it as it is.
    public static let privacy = RedactionReasons(rawValue: 2)
    /// Content whose data is out of date; Galley draws it as it is.
    public static let invalidated = RedactionReasons(rawValue: 4)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
    /// Why the views inside are redacted (`redacted(reason:)`); empty
    /// inside `unredacted()`.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Adds `reason` to the environment's ``EnvironmentValues/redactionReasons``.
    /// With `.placeholder`, as iOS draws it, every Text inside is drawn as
    /// rounded bars over its laid-out lines, in its colour at 0.16 of its
    /// opacity, and every image as a box of its frame in the primary colour
    /// at 0.16 opacity; shapes and colours draw as usual. Layout is unchanged.
    /// Other reasons (and none) change no drawing.
    public func redacted(reason: RedactionReasons) -> some View {
        EnvironmentView(
            content: ModifierLayoutView(
                content: self, layout: PassthroughLayout(), name: "redacted",
                effect: reason.contains(.placeholder) ? .redaction(true) : nil
            )
        ) { $0.redactionReasons.formUnion(reason) }
    }

    /// The view drawn as usual inside a redacted one, its environment's
    /// ``EnvironmentValues/redactionReasons`` empty.
    public func unredacted() -> some View {
        EnvironmentView(
            content: ModifierLayoutView(
                content: self, layout: PassthroughLayout(), name: "unredacted", effect: .redaction(false)
            )
        ) { $0.redactionReasons = [] }
    }
}
