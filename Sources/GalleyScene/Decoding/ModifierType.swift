import Foundation

/// The modifiers a scene can name, by their key, in the groups their
/// decoders take: each group's decoder switches over all of its cases, so
/// a name without a decoder does not compile.
enum ModifierType: Hashable {
    case layout(Layout)
    case shape(Shape)
    case safeArea(SafeArea)
    case text(Text)
    case drawing(Drawing)
    case effect(Effect)
    case list(List)
    case control(Control)
    case navigation(Navigation)

    /// Frames, padding, secondary views and placement.
    enum Layout: String, CaseIterable {
        case frame, fixedSize, padding, border, background, overlay, layoutPriority, offset, position, alignmentGuide
    }

    /// What only a shape or an image takes, first in its modifiers.
    enum Shape: String, CaseIterable {
        case fill, stroke, strokeBorder, trim, resizable
    }

    enum SafeArea: String, CaseIterable {
        case ignoresSafeArea, safeAreaInset, safeAreaPadding
    }

    /// Text attributes and the environment the subtree is drawn in.
    enum Text: String, CaseIterable {
        case font, bold, italic, fontWeight, fontDesign, foregroundColor, foregroundStyle, lineLimit, truncationMode,
            imageScale
        case multilineTextAlignment, dynamicTypeSize, preferredColorScheme, environment, tint, minimumScaleFactor,
            lineSpacing
        case kerning, tracking
    }

    /// How a view is drawn, its aspect ratio and its grid cell.
    enum Drawing: String, CaseIterable {
        case opacity, cornerRadius, clipped, hidden, flipsForRightToLeftLayoutDirection, layoutDirectionBehavior,
            aspectRatio
        case gridCellColumns, gridColumnAlignment, gridCellAnchor, gridCellUnsizedAxes
    }

    /// Drawing effects, which never change layout.
    enum Effect: String, CaseIterable {
        case shadow, blur, rotationEffect, scaleEffect, zIndex, clipShape
    }

    enum List: String, CaseIterable {
        case listStyle, listRowInsets, listRowBackground, listRowSeparator, listRowSeparatorTint, listSectionSeparator
        case listRowSpacing, listSectionSpacing, headerProminence, scrollContentBackground, textCase
    }

    /// How controls inside are drawn.
    enum Control: String, CaseIterable {
        case controlSize, buttonBorderShape, labelStyle, pickerStyle
    }

    /// Navigation stacks' and tab views' content.
    enum Navigation: String, CaseIterable {
        case navigationTitle, navigationBarTitleDisplayMode, navigationBarHidden, toolbar, tabItem, tag, tabViewStyle,
            badge
        case toolbarBackground, toolbarVisibility, indexViewStyle, searchable, controlGroupStyle,
            navigationSplitViewColumnWidth
    }

    /// The modifier named `name`, if a scene can name it.
    init?(name: String) {
        if let type = Self.byName[name] { self = type } else { return nil }
    }

    /// Every modifier a scene can name, group by group.
    static let all: [ModifierType] =
        Layout.allCases.map(layout) + Shape.allCases.map(shape) + SafeArea.allCases.map(safeArea)
        + Text.allCases.map(text)
        + Drawing.allCases.map(drawing) + Effect.allCases.map(effect) + List.allCases.map(list)
        + Control.allCases.map(control)
        + Navigation.allCases.map(navigation)

    static let names = all.map(\.name)

    private static let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The key a scene writes.
    var name: String {
        switch self {
        case .layout(let type): type.rawValue
        case .shape(let type): type.rawValue
        case .safeArea(let type): type.rawValue
        case .text(let type): type.rawValue
        case .drawing(let type): type.rawValue
        case .effect(let type): type.rawValue
        case .list(let type): type.rawValue
        case .control(let type): type.rawValue
        case .navigation(let type): type.rawValue
        }
    }
}
