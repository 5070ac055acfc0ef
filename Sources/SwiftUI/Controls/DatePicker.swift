import Foundation

/// A date picker, drawn as iOS 17 draws the compact style (Galley's
/// `DatePickerBox`): the label leading, the binding's date and/or time in
/// grey pills trailing, formatted in the environment's locale (en_US
/// unless set) and time zone. Every style draws the compact look; nothing
/// can pick in a render.
nonisolated public struct DatePicker<Label: View>: View {
    public typealias Components = DatePickerComponents
    let title: AnyView?
    let date: Date
    let components: Components

    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        title = AnyView(label())
        date = selection.wrappedValue
        components = displayedComponents
    }

    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    init(title: String, selection: Binding<Date>, displayedComponents: Components) {
        self.title = title.isEmpty ? nil : AnyView(Text(verbatim: title))
        date = selection.wrappedValue
        components = displayedComponents
    }

    public var body: some View {
        DatePickerBody(title: title, date: date, components: components)
    }
}

/// The picker in the environment's locale and time zone.
nonisolated private struct DatePickerBody: View {
    let title: AnyView?
    let date: Date
    let components: DatePickerComponents
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        DatePickerBox(title: title, date: date, components: components, locale: locale, timeZone: timeZone)
    }
}

extension DatePicker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(title: titleKey.plainString, selection: selection, displayedComponents: displayedComponents)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(title: String(title), selection: selection, displayedComponents: displayedComponents)
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(title: titleKey.plainString, selection: selection, displayedComponents: displayedComponents)
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(title: titleKey.plainString, selection: selection, displayedComponents: displayedComponents)
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(title: titleKey.plainString, selection: selection, displayedComponents: displayedComponents)
    }
}

/// How date pickers look. Galley draws the compact style for every style.
public protocol DatePickerStyle {}

public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

nonisolated extension View {
    /// The style of the date pickers inside: every style draws the compact look.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
