import Foundation

/// Progress toward a goal, as iOS draws it: with a value, a 4-point linear
/// bar that fills the width it is offered (a capsule track in systemFill
/// grey, the done part in the tint colour), under its label if it has one;
/// without a value, the 20 × 20 spinner of UIActivityIndicatorView (medium).
nonisolated public struct ProgressView<Label: View>: View, PrimitiveView {
    let fraction: Double?
    let label: Label?

    public var body: EmptyView { EmptyView() }

    /// The bar's height in points.
    public static var barHeight: CGFloat { 4 }
    /// The spinner's side in points.
    public static var spinnerSize: CGFloat { 20 }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        if let style = environment.progressViewStyle {
            // A custom style (the SwiftUI module's `progressViewStyle(_:)`)
            // draws the progress from its fraction and label.
            var inside = environment
            inside.progressViewStyle = nil
            let body = onMainActorDuringLayout((style, fraction, label.map { AnyView($0) }), Self.styled)
            return [
                ViewNode(
                    name: "ProgressView", content: .layout(LayoutBox(layout: PassthroughLayout())),
                    children: resolveNodes(body, in: inside), environment: environment)
            ]
        }
        let content: AnyView
        if let fraction {
            content = AnyView(
                VStack(alignment: .leading, spacing: 4) {
                    if let label { label }
                    ProgressBar(fraction: fraction, tint: environment.tint ?? .accentColor)
                })
        } else {
            content = AnyView(
                VStack(spacing: 8) {
                    ActivitySpinner()
                        .stroke(Color.systemGray, style: StrokeStyle(lineWidth: 2.5, lineCap: .round))
                        .frame(width: Self.spinnerSize, height: Self.spinnerSize)
                    if let label { label.foregroundColor(.secondary) }
                })
        }
        return ControlNode.make(named: "ProgressView", content: content, in: environment)
    }
}

extension ProgressView {
    /// A bar `value / total` done, under `label`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
        fraction = value.map { ProgressView<EmptyView>.clamp(Double($0), Double(total)) }
        self.label = label()
    }

    /// A spinner over `label`.
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
    }

    @MainActor private static func styled(_ call: (any ProgressViewStyleMaker, Double?, AnyView?)) -> AnyView {
        call.0.makeBody(fractionCompleted: call.1, label: call.2)
    }
}

/// A progress look other than iOS's, set by the SwiftUI module's
/// `progressViewStyle(_:)`: builds the view from the fraction done and the label.
package protocol ProgressViewStyleMaker: Sendable {
    @MainActor func makeBody(fractionCompleted: Double?, label: AnyView?) -> AnyView
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue: (any ProgressViewStyleMaker)? = nil
}

extension EnvironmentValues {
    /// The custom look of the progress views inside; `nil` draws iOS's.
    package var progressViewStyle: (any ProgressViewStyleMaker)? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension ProgressView where Label == EmptyView {
    /// A bar `value / total` done (clamped to 0…1; NaN reads as 0).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        fraction = value.map { Self.clamp(Double($0), Double(total)) }
        label = nil
    }

    /// A spinner: progress of unknown length.
    public init() {
        fraction = nil
        label = nil
    }

    static func clamp(_ value: Double, _ total: Double) -> Double {
        guard total > 0, value.isFinite, total.isFinite else { return 0 }
        return Swift.min(Swift.max(value / total, 0), 1)
    }
}

extension ProgressView where Label == Text {
    /// A bar under a title.
    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1) {
        fraction = value.map { ProgressView<EmptyView>.clamp(Double($0), Double(total)) }
        label = Text(verbatim: title)
    }

    /// A spinner over a title.
    public init(_ title: String) {
        fraction = nil
        label = Text(verbatim: title)
    }
}

/// The linear bar: as wide as offered, 4 points tall.
nonisolated struct ProgressBar: View {
    let fraction: Double
    let tint: Color
    /// systemFill: #787880 at 20 % (36 % in dark mode).
    static let track = Color.systemFill

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Self.track)
                Capsule().fill(tint).frame(width: proxy.size.width * fraction)
            }
        }
        .frame(height: ProgressView<EmptyView>.barHeight)
    }
}

/// Eight spokes, as the medium activity indicator (stroked grey).
nonisolated struct ActivitySpinner: Shape {
    /// The spinner turns the same way in both directions, as UIKit's does.
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    func path(in rect: CGRect) -> Path {
        Path { path in
            let centre = CGPoint(x: rect.midX, y: rect.midY)
            let outer = Swift.min(rect.width, rect.height) / 2
            for spoke in 0..<8 {
                let angle = Double(spoke) * .pi / 4
                let direction = CGPoint(x: sin(angle), y: -cos(angle))
                let start = CGPoint(x: centre.x + direction.x * outer * 0.45, y: centre.y + direction.y * outer * 0.45)
                let end = CGPoint(x: centre.x + direction.x * outer, y: centre.y + direction.y * outer)
                path.move(to: start)
                path.addLine(to: end)
            }
        }
    }
}
