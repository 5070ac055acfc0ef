import Foundation

/// A label and a value on one row, as iOS draws it in a form: the label at
/// the leading edge, the value at the trailing edge in the secondary
/// label colour, their first baselines aligned.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    // Nonisolated: the stack's content closure runs during layout, off the main thread.
    nonisolated public var body: some View {
        HStack(alignment: .firstTextBaseline) {
            label
            Spacer(minLength: 8)
            content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
        }
    }
}

extension LabeledContent where Label == Text {
    /// A row titled by a localized key, with any view as its value.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A row titled by a string, shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A row of a title and a string value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A row of a title and a formatted value.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
    }
}
