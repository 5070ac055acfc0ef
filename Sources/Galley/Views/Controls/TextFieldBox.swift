import Foundation

/// A text field as iOS draws one by default: one line as wide as it is
/// offered, showing its text, or its prompt in the secondary colour when
/// the text is empty. `isSecure` shows a bullet per character, as a secure
/// field does. With `roundedBorder` it is framed as UITextField's rounded
/// rectangle style: at least 34 points tall, the text 7 points in, a hairline
/// grey border with 5-point corners. SwiftUI's `TextField` and `SecureField`
/// draw with it; scenes write `{"TextField": {"title": "Name", "text": ""}}`.
nonisolated public struct TextFieldBox: View, PrimitiveView {
    let text: String
    let prompt: String
    let isSecure: Bool
    let roundedBorder: Bool

    public init(text: String, prompt: String, isSecure: Bool = false, roundedBorder: Bool = false) {
        self.text = text
        self.prompt = prompt
        self.isSecure = isSecure
        self.roundedBorder = roundedBorder
    }

    public var body: EmptyView { EmptyView() }

    /// UITextField's rounded-rectangle height and insets.
    public static var roundedBorderHeight: CGFloat { 34 }
    static let roundedBorderInset: CGFloat = 7
    /// The border: UIKit's opaque separator grey (#C6C6C8 light, #38383A dark).
    static let border = Color.opaqueSeparator

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let shown: Text =
            text.isEmpty
            ? Text(verbatim: prompt).foregroundColor(.secondary)
            : Text(verbatim: isSecure ? String(repeating: "•", count: text.count) : text)
        let line = shown.lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
        let view: AnyView =
            roundedBorder
            ? AnyView(
                line
                    .padding(.horizontal, Self.roundedBorderInset)
                    .frame(minHeight: Self.roundedBorderHeight)
                    .background(Color.systemBackground)
                    .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Self.border, lineWidth: 0.5)))
            : AnyView(line)
        return ControlNode.make(named: isSecure ? "SecureField" : "TextField", content: view, in: environment)
    }
}
