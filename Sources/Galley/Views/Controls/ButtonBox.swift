import Foundation
import GalleyText

/// A button as iOS 17 draws SwiftUI's built-in button styles. SwiftUI's
/// `Button` draws with it (unless a custom `ButtonStyle` is set); scenes
/// write `{"Button": {"title": "Save", "style": "borderedProminent"}}`.
///
/// - `automatic` and `borderless`: the label in the tint colour (the
///   accent colour unless `tint(_:)` says otherwise), nothing around it.
/// - `plain`: the label as it is, in the foreground colour.
/// - `bordered`: the tinted label on the tint at 15 % opacity (UIKit's
///   "tinted" button configuration).
/// - `borderedProminent`: a white label on the tint (UIKit's "filled").
///
/// Bordered buttons take their text style, insets and corner radius from
/// the control size (``ControlSize``): mini footnote with 8 × 3 points,
/// small subheadline 10 × 5, regular body 12 × 7, large body 20 × 14
/// (UIButton.Configuration's content insets for the small, medium and
/// large button sizes; a large button with body text is iOS's familiar
/// 50-point-tall button). iOS has no larger button: extraLarge draws as
/// large. The shape is ``ButtonBorderShape``: by default a continuous
/// rounded rectangle of 6 (mini, small), 8 (regular) or 12 (large) points.
/// A destructive role draws in red; a disabled button in the tertiary
/// label colour (on the tertiary system fill when bordered). A foreground
/// colour or style set on the button or around it colours the label
/// instead of the tint (or the prominent button's white).
nonisolated public struct ButtonBox: View, PrimitiveView {
    /// SwiftUI's built-in button styles.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case automatic, plain, borderless, bordered, borderedProminent
    }

    let label: AnyView
    let style: Style
    let role: ButtonRole?
    let isEnabled: Bool

    /// A button with a label already made.
    public init(label: AnyView, style: Style = .automatic, role: ButtonRole? = nil, isEnabled: Bool = true) {
        self.label = label
        self.style = style
        self.role = role
        self.isEnabled = isEnabled
    }

    /// A button labelled with a string, shown as written.
    public init(_ title: String, style: Style = .automatic, role: ButtonRole? = nil, isEnabled: Bool = true) {
        self.init(label: AnyView(Text(verbatim: title)), style: style, role: role, isEnabled: isEnabled)
    }

    public var body: EmptyView { EmptyView() }

    /// A bordered button's text style, insets and corner radius at a control size.
    public struct Metrics: Hashable, Sendable {
        public let textStyle: Font.TextStyle
        public let horizontalInset: CGFloat
        public let verticalInset: CGFloat
        public let cornerRadius: CGFloat

        public static func of(_ size: ControlSize) -> Metrics {
            switch size {
            case .mini: Metrics(textStyle: .footnote, horizontalInset: 8, verticalInset: 3, cornerRadius: 6)
            case .small: Metrics(textStyle: .subheadline, horizontalInset: 10, verticalInset: 5, cornerRadius: 6)
            case .regular: Metrics(textStyle: .body, horizontalInset: 12, verticalInset: 7, cornerRadius: 8)
            case .large, .extraLarge:
                Metrics(textStyle: .body, horizontalInset: 20, verticalInset: 14, cornerRadius: 12)
            }
        }
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let accent: Color = !isEnabled ? .tertiaryLabel : role == .destructive ? .red : environment.tint ?? .accentColor
        // A foreground the button (or a view around it) sets wins over the
        // tint, as on iOS: `.foregroundStyle(.white)` on a prominent button.
        let foreground = isEnabled ? environment.foregroundColor : nil
        let view: AnyView
        switch style {
        case .plain:
            view =
                (role == .destructive && foreground == nil) || !isEnabled
                ? AnyView(label.foregroundColor(accent)) : label
        case .automatic, .borderless:
            view = AnyView(label.foregroundColor(foreground ?? accent))
        case .bordered, .borderedProminent:
            let metrics = Metrics.of(environment.controlSize)
            let prominent = style == .borderedProminent
            let fill: Color = !isEnabled ? .tertiarySystemFill : prominent ? accent : accent.opacity(0.15)
            let padded =
                label
                .foregroundColor(foreground ?? (prominent && isEnabled ? .white : accent))
                .font(environment.font ?? .system(metrics.textStyle))
                .padding(.horizontal, metrics.horizontalInset)
                .padding(.vertical, metrics.verticalInset)
            view = AnyView(padded.background(Self.shape(environment.buttonBorderShape, metrics: metrics, fill: fill)))
        }
        return ControlNode.make(named: "Button", content: view, in: environment)
    }

    /// The bordered button's shape, filled.
    static func shape(_ shape: ButtonBorderShape, metrics: Metrics, fill: Color) -> AnyView {
        switch shape.kind {
        case .automatic: AnyView(RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous).fill(fill))
        case .roundedRectangle(let radius):
            AnyView(RoundedRectangle(cornerRadius: radius ?? metrics.cornerRadius, style: .continuous).fill(fill))
        case .capsule: AnyView(Capsule(style: .continuous).fill(fill))
        case .circle: AnyView(Circle().fill(fill))
        }
    }
}
