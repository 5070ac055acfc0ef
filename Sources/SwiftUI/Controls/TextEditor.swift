import Foundation

/// Editable text of many lines, drawn as UITextView draws it unedited: the
/// text from the top-leading corner, inset 5 points across and 8 down
/// (UIKit's line fragment padding and text container inset), in the whole
/// space it is offered.
nonisolated public struct TextEditor: View {
    let text: String

    public init(text: Binding<String>) {
        self.text = text.wrappedValue
    }

    public var body: some View {
        Text(verbatim: text)
            .padding(.horizontal, 5)
            .padding(.vertical, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
