import Foundation

/// Where a search field goes; iOS 17 puts it in the navigation bar under
/// the title for every placement a render shows.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static func navigationBarDrawer(
        displayMode: NavigationBarDrawerDisplayMode = .automatic
    ) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// Whether a drawer search field always shows or hides as content scrolls.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        case automatic, always
    }
}

nonisolated extension View {
    /// Adds a search field bound to `text` to the navigation bar of the
    /// stack around this view: a 36-point field under the title showing the
    /// text, or the prompt ("Search") when it is empty (see Galley's
    /// `searchable(text:prompt:)`). Nothing can be typed in a render.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        searchable(text: text.wrappedValue, prompt: prompt)
    }

    /// A search field with a localized prompt.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text.wrappedValue, prompt: Text(prompt))
    }

    /// A search field with its prompt as written.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text.wrappedValue, prompt: Text(String(prompt)))
    }

    /// A search field that may be presented: drawn whatever `isPresented` holds.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        searchable(text: text.wrappedValue, prompt: prompt)
    }
}

nonisolated extension View {
    /// A search field with suggestions (iOS 15's form): the field as
    /// `searchable(text:placement:prompt:)` draws it; the suggestions show
    /// only while someone types, never in a render.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    public func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder suggestions: () -> V
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }
}
