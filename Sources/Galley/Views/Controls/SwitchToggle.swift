import Foundation

/// A toggle as iOS draws it by default: its label at the leading edge and
/// the switch at the trailing edge, filling the width it is offered. The
/// switch is UISwitch's 51 × 31 points (its intrinsic size in UIKit): a
/// capsule track, in the tint colour when on (systemGreen without one, as
/// iOS draws it) and light grey when off, with
/// a 27-point white knob 2 points inside it. SwiftUI's `Toggle` draws with
/// it; scenes write `{"Toggle": {"title": "Wi-Fi", "isOn": true}}`.
nonisolated public struct SwitchToggle<Label: View>: View, PrimitiveView {
    let isOn: Bool
    let label: Label

    public init(isOn: Bool, @ViewBuilder label: () -> Label) {
        self.init(isOn: isOn, label: label())
    }

    /// A toggle with a label already made: for code isolated to the main
    /// actor, whose closures must not run on the layout's thread.
    public init(isOn: Bool, label: Label) {
        self.isOn = isOn
        self.label = label
    }

    /// The switch's size in points.
    public static var switchSize: CGSize { CGSize(width: 51, height: 31) }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        // The label is offered all the width the switch leaves, as UIKit's
        // cell gives its text, before the Spacer takes what is over.
        if environment.labelsHidden {
            return resolveNodes(
                LayoutView(
                    layout: HStackLayout(), name: "Toggle", content: SwitchTrack(isOn: isOn, tint: environment.tint)),
                in: environment)
        }
        let prioritized = NodeAdjustingView(content: label) { $0.traits.layoutPriority = 1 }
        let row = LayoutView(
            layout: HStackLayout(), name: "Toggle",
            content: TupleView(prioritized, Spacer(), SwitchTrack(isOn: isOn, tint: environment.tint)))
        return resolveNodes(row, in: environment)
    }
}

extension SwitchToggle where Label == Text {
    /// A toggle labelled with a string, shown as written.
    public init(_ title: String, isOn: Bool) {
        self.init(isOn: isOn) { Text(verbatim: title) }
    }
}

/// The switch itself: track and knob.
nonisolated struct SwitchTrack: View {
    let isOn: Bool
    /// The on colour: the tint, else systemGreen.
    let tint: Color?
    /// UIKit's off track: systemFill (#787880 at 20 %) over white; in dark
    /// mode at 36 % over the dark grouped row (#1C1C1E), as a list row shows it.
    static let offTrack = Color(light: 0xE9E9EB, dark: 0x39393D)

    var body: some View {
        let size = SwitchToggle<EmptyView>.switchSize
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? tint ?? Color.green : Self.offTrack)
            Circle()
                .fill(Color.white)
                .frame(width: 27, height: 27)
                .shadow(color: Color(white: 0, opacity: 0.15), radius: 2, y: 1)
                .padding(2)
        }
        .frame(width: size.width, height: size.height)
    }
}
