import Foundation

/// The search field `searchable` puts in the navigation bar, as iOS 17
/// draws a `UISearchController`'s bar under the title: a row 52 points
/// tall (the bar grows from 96 to 148 points with a large title) holding
/// a 36-point `UISearchTextField` at the 16-point layout margins: a
/// rounded rectangle of the tertiary system fill with 10-point corners,
/// the `magnifyingglass` symbol 8 points in, then 6 points on the text in
/// 17-point body type, or, when there is none, the prompt ("Search" by
/// default). UIKit draws the symbol and the prompt in the same grey, the
/// secondary label colour.
nonisolated struct SearchField: View {
    let text: String
    let prompt: Text?

    /// The search bar's row in the navigation bar.
    static let rowHeight: CGFloat = 52
    /// The field's height (UISearchTextField).
    static let fieldHeight: CGFloat = 36
    /// The field's corner radius.
    static let cornerRadius: CGFloat = 10

    nonisolated var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
                .foregroundColor(.secondaryLabel)
            if text.isEmpty {
                (prompt ?? Text(verbatim: "Search")).foregroundColor(.secondaryLabel)
            } else {
                Text(verbatim: text).foregroundColor(.label)
            }
            Spacer(minLength: 0)
        }
        .font(.body)
        .lineLimit(1)
        .padding(.horizontal, 8)
        .frame(height: SearchField.fieldHeight)
        .background(
            RoundedRectangle(cornerRadius: SearchField.cornerRadius, style: .continuous).fill(Color.tertiarySystemFill)
        )
        .padding(.horizontal, NavigationBar.margin)
        .frame(maxWidth: .infinity)
        .frame(height: SearchField.rowHeight)
    }
}

/// What `searchable` asks of the navigation bar.
struct SearchFieldEntry {
    let text: String
    let prompt: Text?
}

nonisolated extension View {
    /// Adds a search field holding `text` (the prompt, "Search" unless
    /// given, when it is empty) to the navigation bar of the stack around
    /// this view, under the title. Outside a navigation stack iOS shows no
    /// field, and neither does Galley.
    public func searchable(text: String, prompt: Text? = nil) -> some View {
        containerValue { $0.searchField = SearchFieldEntry(text: text, prompt: prompt) }
    }

    /// A search field with its prompt as written.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: String, prompt: S) -> some View {
        searchable(text: text, prompt: Text(String(prompt)))
    }
}
