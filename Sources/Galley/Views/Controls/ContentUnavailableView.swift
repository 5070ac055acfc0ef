import Foundation

/// What a screen shows when it has nothing to show, as iOS 17 draws
/// SwiftUI's ContentUnavailableView: centred in all the space it is
/// offered, the label's icon large (48 points) in the secondary colour
/// above its title in the bold title 2 style, 12 points apart; under them,
/// 8 points down, the description in the callout style and the secondary
/// colour; under that, 16 points down, the actions. Text is centred on its
/// lines. Scenes write `{"ContentUnavailableView": {"title": "No Mail",
/// "systemImage": "tray", "description": "…"}}`, or
/// `{"ContentUnavailableView": "search"}` and `{"ContentUnavailableView": {"search": "text"}}`.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
    let label: Label
    let description: Description
    let actions: Actions

    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: EmptyView { EmptyView() }

    /// The icon's point size.
    public static var iconSize: CGFloat { 48 }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let view = VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.environmentChange { environment in
                    environment.isUnavailableContentLabel = true
                    environment.customLabelStyle = nil
                }
                description.font(.callout).foregroundColor(.secondary)
            }
            actions
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        return ControlNode.make(named: "ContentUnavailableView", content: view, in: environment)
    }
}

extension ContentUnavailableView where Label == LabelBox, Description == Text?, Actions == EmptyView {
    /// A title, shown as written, an SF Symbol and, if given, a description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(
            label: { LabelBox(title: AnyView(Text(title)), icon: AnyView(Image(systemName: name))) },
            description: { description })
    }
}

extension ContentUnavailableView where Label == LabelBox, Description == Text, Actions == EmptyView {
    /// What a search that found nothing shows: "No Results".
    public static var search: ContentUnavailableView<LabelBox, Text, EmptyView> {
        searchView(title: "No Results")
    }

    /// What a search for `text` that found nothing shows: "No Results for “text”"
    /// ("No Results" when `text` is empty).
    public static func search(text: String) -> ContentUnavailableView<LabelBox, Text, EmptyView> {
        searchView(title: text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}")
    }

    private static func searchView(title: String) -> ContentUnavailableView<LabelBox, Text, EmptyView> {
        ContentUnavailableView(
            label: {
                LabelBox(title: AnyView(Text(verbatim: title)), icon: AnyView(Image(systemName: "magnifyingglass")))
            },
            description: { Text(verbatim: "Check the spelling or try a new search.") }
        )
    }
}

private struct UnavailableContentLabelKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether labels draw as a ContentUnavailableView's: icon over title.
    var isUnavailableContentLabel: Bool {
        get { self[UnavailableContentLabelKey.self] }
        set { self[UnavailableContentLabelKey.self] = newValue }
    }
}
