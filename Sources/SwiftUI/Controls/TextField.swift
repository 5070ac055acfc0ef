import Foundation

/// A field of editable text, drawn as iOS draws it (see `TextFieldBox`):
/// its text, or its title as the prompt in the secondary colour when the
/// text is empty. Nothing can be typed in a render.
nonisolated public struct TextField<Label: View>: View {
    let text: String
    let prompt: String

    public var body: some View {
        TextFieldBody(text: text, prompt: prompt, isSecure: false)
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.text = text.wrappedValue
        prompt = titleKey.plainString
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.text = text.wrappedValue
        prompt = String(title)
    }

    /// A field whose placeholder is `prompt` rather than its title, as
    /// SwiftUI shows it.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.text = text.wrappedValue
        self.prompt = prompt?.plainString ?? titleKey.plainString
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.text = text.wrappedValue
        prompt = titleKey.plainString
    }

    /// The older form with editing callbacks (deprecated in iOS 15): never
    /// called in a render.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        self.text = text.wrappedValue
        prompt = titleKey.plainString
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        self.text = text.wrappedValue
        prompt = String(title)
    }

    /// A field showing a value through a format: the value formatted, as the field shows it.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F)
    where F.FormatOutput == String {
        text = format.format(value.wrappedValue)
        prompt = titleKey.plainString
    }

    /// A field showing a value through a format, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    )
    where F.FormatOutput == String {
        text = format.format(value.wrappedValue)
        self.prompt = prompt?.plainString ?? String(title)
    }

    /// A field showing a value through a formatter: the value as the formatter writes it.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        text = formatter.string(for: value.wrappedValue) ?? ""
        prompt = titleKey.plainString
    }

    /// A field showing a value through a formatter, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        text = formatter.string(for: value.wrappedValue) ?? ""
        prompt = String(title)
    }
}

/// A field whose text is shown as bullets.
nonisolated public struct SecureField<Label: View>: View {
    let text: String
    let prompt: String

    public var body: some View {
        TextFieldBody(text: text, prompt: prompt, isSecure: true)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.text = text.wrappedValue
        prompt = titleKey.plainString
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.text = text.wrappedValue
        prompt = String(title)
    }
}

/// A field drawn in the style of its environment.
nonisolated private struct TextFieldBody: View {
    let text: String
    let prompt: String
    let isSecure: Bool
    @Environment(\.textFieldStyleIsRoundedBorder) private var roundedBorder

    var body: some View {
        TextFieldBox(text: text, prompt: prompt, isSecure: isSecure, roundedBorder: roundedBorder)
    }
}

/// How text fields look: `.automatic` and `.plain` draw the bare line,
/// `.roundedBorder` UITextField's rounded rectangle.
public protocol TextFieldStyle {}

public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct RoundedBorderKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the text fields inside draw the rounded border.
    var textFieldStyleIsRoundedBorder: Bool {
        get { self[RoundedBorderKey.self] }
        set { self[RoundedBorderKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the text fields inside.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyleIsRoundedBorder, style is RoundedBorderTextFieldStyle)
    }
}
