/// Which SF Symbols are drawn mirrored in a right-to-left layout.
///
/// SF Symbols gives some symbols a right-to-left variant, in most cases
/// the left-to-right one mirrored; `Image(systemName:)` draws it when the
/// layout direction is right to left. Galley mirrors the stand-in icon of:
///
/// - a name with a `backward` or `forward` component after the first
///   (`chevron.backward`, `arrow.forward`, `arrow.uturn.backward`,
///   `arrowshape.turn.up.backward`): they point along the reading
///   direction. Media symbols that start with the word (`forward.fill`,
///   `backward.end`) point along time, and stay;
/// - a name with a component that starts with `leading` or `trailing`
///   (`star.leadinghalf.filled`, `sidebar.leading`, `text.justify.leading`);
/// - the list and text symbols of ``rightToLeftVariants``, whose bullets,
///   numbers or lines start at the leading edge.
///
/// Names that say left or right (`chevron.left`, `arrow.right`,
/// `text.alignleft`) mean that side in both directions and are never mirrored.
package enum SymbolDirection {
    /// Symbols with a right-to-left variant whose names have no directional word.
    package static let rightToLeftVariants: Set<String> = [
        "list.bullet", "list.number", "list.dash", "list.triangle", "list.star", "list.bullet.indent",
        "list.bullet.rectangle", "list.bullet.rectangle.fill", "list.bullet.below.rectangle",
        "increase.indent", "decrease.indent", "text.append", "text.insert", "text.quote",
        "text.badge.plus", "text.badge.minus", "text.badge.checkmark", "text.badge.xmark",
        "text.bubble", "text.bubble.fill", "quote.bubble", "quote.bubble.fill",
    ]

    /// Whether the symbol `systemName` is drawn mirrored in a right-to-left layout.
    package static func mirrorsInRightToLeft(_ systemName: String) -> Bool {
        if rightToLeftVariants.contains(systemName) { return true }
        let components = systemName.split(separator: ".")
        return components.dropFirst().contains { $0 == "backward" || $0 == "forward" }
            || components.contains { $0.hasPrefix("leading") || $0.hasPrefix("trailing") }
    }
}
