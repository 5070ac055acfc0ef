import Foundation

/// The parts of a date a date picker shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// A date picker as iOS 17 draws the compact style (its default): a row
/// as wide as offered, the title at the leading edge and at the trailing
/// edge the date, the time or both, each in a pill: the text in the
/// body style, 11 points in from the sides of a rounded rectangle of 6
/// points in the tertiary system fill at least 34 points tall, 8 points
/// between two pills. The date is formatted as iOS formats it for the
/// locale (en_US: "Nov 25, 2026" and "1:13 PM"), in the time zone given
/// (by default en_US and UTC, so a render does not depend on the machine).
/// SwiftUI's `DatePicker` draws with it, in the locale and time zone of
/// its environment; scenes write
/// `{"DatePicker": {"title": "Start", "date": "2026-11-25T13:00:00Z", "components": ["date", "hourAndMinute"]}}`.
nonisolated public struct DatePickerBox: View, PrimitiveView {
    let title: AnyView?
    let date: Date
    let components: DatePickerComponents
    let locale: Locale
    let timeZone: TimeZone

    /// The pill's least height in points.
    public static var pillHeight: CGFloat { 34 }
    /// The text's inset from the pill's sides in points.
    public static var pillInset: CGFloat { 11 }

    public init(
        title: AnyView?, date: Date, components: DatePickerComponents = [.date, .hourAndMinute],
        locale: Locale = Locale(identifier: "en_US"), timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current
    ) {
        self.title = title
        self.date = date
        self.components = components
        self.locale = locale
        self.timeZone = timeZone
    }

    /// A date picker titled with a string (none when empty).
    public init(
        _ title: String, date: Date, components: DatePickerComponents = [.date, .hourAndMinute],
        locale: Locale = Locale(identifier: "en_US"), timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current
    ) {
        self.init(
            title: title.isEmpty ? nil : AnyView(Text(verbatim: title)), date: date, components: components,
            locale: locale, timeZone: timeZone
        )
    }

    public var body: EmptyView { EmptyView() }

    /// The texts of the pills: the date ("Nov 25, 2026"), then the time ("1:13 PM").
    public var formattedComponents: [String] {
        var texts: [String] = []
        if components.contains(.date) { texts.append(format("yMMMd")) }
        if components.contains(.hourAndMinute) { texts.append(format("jmm")) }
        return texts
    }

    private func format(_ template: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        // ICU puts a narrow no-break space before "PM"; the bundled fonts draw a space.
        return formatter.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let texts = formattedComponents
        let pills = HStack(spacing: 8) {
            ForEach(texts.indices) { index in
                Text(verbatim: texts[index])
                    .lineLimit(1)
                    .padding(.horizontal, Self.pillInset)
                    .frame(minHeight: Self.pillHeight)
                    .background(RoundedRectangle(cornerRadius: 6, style: .continuous).fill(Color.tertiarySystemFill))
            }
        }
        if environment.labelsHidden {
            // `labelsHidden()`: the pills alone, at their own width.
            return ControlNode.make(named: "DatePicker", content: pills, in: environment)
        }
        let row = HStack {
            if let title { title }
            Spacer()
            // The pills keep their width; a long title wraps beside them.
            pills.layoutPriority(1)
        }
        return ControlNode.make(named: "DatePicker", content: row, in: environment)
    }
}
