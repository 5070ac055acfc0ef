import CoreGraphics
import Foundation

/// A colour picker, drawn as iOS draws its colour well: the label leading,
/// a 28-point well trailing, a rainbow ring around the chosen colour.
/// Nothing can open it in a render. (Galley draws the ring's conic
/// gradient as a linear one, as it draws every `AngularGradient`.)
nonisolated public struct ColorPicker<Label: View>: View {
    let label: Label
    let color: Color

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        color = selection.wrappedValue
    }

    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        color = Self.color(of: selection.wrappedValue)
    }

    static func color(of cgColor: CGColor) -> Color {
        let parts = cgColor.components ?? []
        guard parts.count >= 3 else {
            let white = Double(parts.first ?? 0)
            return Color(red: white, green: white, blue: white, opacity: Double(cgColor.alpha))
        }
        return Color(
            red: Double(parts[0]), green: Double(parts[1]), blue: Double(parts[2]), opacity: Double(cgColor.alpha))
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            ZStack {
                Circle().strokeBorder(
                    AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center),
                    lineWidth: 3)
                Circle().fill(color).padding(5)
            }
            .frame(width: 28, height: 28)
        }
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
