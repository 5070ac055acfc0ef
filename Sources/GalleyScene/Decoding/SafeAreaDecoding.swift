import Foundation
import Galley

/// `ignoresSafeArea`, `safeAreaInset` and `safeAreaPadding`.
extension SceneDecoder {
    func safeAreaModifier(
        _ type: ModifierType.SafeArea, _ input: Input, _ maker: @escaping ViewMaker
    ) throws(SceneError) -> ViewMaker {
        switch type {
        case .ignoresSafeArea: return try ignoresSafeArea(input, maker)
        case .safeAreaInset: return try safeAreaInset(input, maker)
        case .safeAreaPadding:
            let insets = try paddingInsets(input, of: "safeAreaPadding")
            return { AnyView(maker().safeAreaPadding(insets)) }
        }
    }

    static let safeAreaRegions: KeyValuePairs<String, SafeAreaRegions> = [
        "all": .all, "container": .container, "keyboard": .keyboard,
    ]

    /// `true`, or `{"regions": "container", "edges": ["top"]}` (both optional).
    private func ignoresSafeArea(_ input: Input, _ maker: @escaping ViewMaker) throws(SceneError) -> ViewMaker {
        let input = try resolve(input)
        guard case .object = input.value.kind else {
            try noArgument(input)
            return { AnyView(maker().ignoresSafeArea()) }
        }
        let fields = try self.fields(input, keys: ["regions", "edges"], of: "ignoresSafeArea")
        let regions =
            try fields["regions"].map { (input: Input) throws(SceneError) in
                try choice(input, Self.safeAreaRegions, kind: "safe area region")
            } ?? .all
        let edges = try fields["edges"].map(edges) ?? .all
        return { AnyView(maker().ignoresSafeArea(regions, edges: edges)) }
    }

    static let insetEdges: KeyValuePairs<String, Edge> = [
        "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
    ]

    /// `{"edge": "bottom", "alignment": "leading", "spacing": 0, "content": view}`;
    /// the alignment runs along the edge (horizontal for top and bottom).
    private func safeAreaInset(_ input: Input, _ maker: @escaping ViewMaker) throws(SceneError) -> ViewMaker {
        let fields = try self.fields(input, keys: ["edge", "alignment", "spacing", "content"], of: "safeAreaInset")
        let edge = try choice(
            try fields.required("edge", in: "safeAreaInset", decoder: self), Self.insetEdges, kind: "edge")
        let spacing = try fields["spacing"].map(finiteLength)
        let children = try views(try fields.required("content", in: "safeAreaInset", decoder: self))
        let content: @Sendable () -> AnyView = { AnyView(Self.all(children)) }
        switch edge {
        case .top, .bottom:
            let alignment = try fields["alignment"].map(horizontalAlignment) ?? .center
            let vertical: VerticalEdge = edge == .top ? .top : .bottom
            return {
                AnyView(maker().safeAreaInset(edge: vertical, alignment: alignment, spacing: spacing) { content() })
            }
        case .leading, .trailing:
            let alignment = try fields["alignment"].map(verticalAlignment) ?? .center
            let horizontal: HorizontalEdge = edge == .leading ? .leading : .trailing
            return {
                AnyView(maker().safeAreaInset(edge: horizontal, alignment: alignment, spacing: spacing) { content() })
            }
        }
    }
}
