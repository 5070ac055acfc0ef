import Foundation
import Galley

/// The modifiers that set text attributes and environment values for the
/// subtree (``ModifierType/Text``), and the environment values they read:
/// layout direction, colour scheme, Dynamic Type size, size classes.
extension SceneDecoder {
    /// The modifiers that set text attributes for the subtree.
    func textModifier(
        _ type: ModifierType.Text, _ input: Input, _ maker: @escaping ViewMaker
    ) throws(SceneError) -> ViewMaker {
        switch type {
        case .font:
            let font = try font(input)
            return { AnyView(maker().font(font)) }
        case .bold:
            let isActive = try bool(input)
            return { AnyView(maker().bold(isActive)) }
        case .italic:
            let isActive = try bool(input)
            return { AnyView(maker().italic(isActive)) }
        case .fontWeight:
            let weight = try fontWeight(input)
            return { AnyView(maker().fontWeight(weight)) }
        case .fontDesign:
            let design = try choice(input, Self.designs, kind: "font design")
            return { AnyView(maker().fontDesign(design)) }
        case .foregroundColor, .foregroundStyle:
            let color = try color(input)
            return { AnyView(maker().foregroundColor(color)) }
        case .lineLimit:
            let limit = try lineLimit(input)
            // A sweep's --line-limit wins over the scene's.
            return { AnyView(maker().yieldingLineLimit(limit)) }
        case .truncationMode:
            let mode = try choice(
                input, ["head": TruncationMode.head, "middle": .middle, "tail": .tail], kind: "truncation mode")
            return { AnyView(maker().truncationMode(mode)) }
        case .imageScale:
            let scale = try choice(
                input, ["small": Image.Scale.small, "medium": .medium, "large": .large], kind: "image scale")
            return { AnyView(maker().imageScale(scale)) }
        case .multilineTextAlignment:
            let alignment = try choice(
                input, ["leading": TextAlignment.leading, "center": .center, "trailing": .trailing],
                kind: "text alignment")
            return { AnyView(maker().multilineTextAlignment(alignment)) }
        case .dynamicTypeSize:
            let size = try dynamicTypeSize(input)
            return { AnyView(maker().dynamicTypeSize(size)) }
        case .preferredColorScheme:
            let scheme = try colorScheme(input)
            return { AnyView(maker().preferredColorScheme(scheme)) }
        case .environment:
            let change = try environmentChange(input)
            return { AnyView(maker().environmentChange(change)) }
        case .tint:
            let tint = try color(input)
            return { AnyView(maker().tint(tint)) }
        case .minimumScaleFactor:
            let factor = CGFloat(try fraction(input))
            return { AnyView(maker().minimumScaleFactor(factor)) }
        case .lineSpacing:
            let spacing = try finiteLength(input)
            return { AnyView(maker().lineSpacing(spacing)) }
        case .kerning:
            let kerning = try finiteLength(input)
            return { AnyView(maker().kerning(kerning)) }
        case .tracking:
            let tracking = try finiteLength(input)
            return { AnyView(maker().tracking(tracking)) }
        }
    }

    /// A line count of 1 or more, or null for no limit.
    private func lineLimit(_ input: Input) throws(SceneError) -> Int? {
        let input = try resolve(input)
        if case .null = input.value.kind { return nil }
        let limit = try integer(input)
        guard limit >= 1 else { throw mismatch(input, expected: "a line count of 1 or more, or null") }
        return limit
    }

    /// `"leftToRight"` or `"rightToLeft"`.
    func layoutDirection(_ input: Input) throws(SceneError) -> LayoutDirection {
        try choice(
            input, ["leftToRight": LayoutDirection.leftToRight, "rightToLeft": .rightToLeft], kind: "layout direction")
    }

    /// `"light"` or `"dark"`.
    func colorScheme(_ input: Input) throws(SceneError) -> ColorScheme {
        try choice(input, ["light": ColorScheme.light, "dark": .dark], kind: "colour scheme")
    }

    private func dynamicTypeSize(_ input: Input) throws(SceneError) -> DynamicTypeSize {
        try choice(
            input,
            [
                "xSmall": DynamicTypeSize.xSmall, "small": .small, "medium": .medium, "large": .large,
                "xLarge": .xLarge,
                "xxLarge": .xxLarge, "xxxLarge": .xxxLarge, "accessibility1": .accessibility1,
                "accessibility2": .accessibility2,
                "accessibility3": .accessibility3, "accessibility4": .accessibility4, "accessibility5": .accessibility5,
            ], kind: "Dynamic Type size")
    }

    /// `{"environment": {"colorScheme": "dark", "layoutDirection": "rightToLeft", "dynamicTypeSize": "xxxLarge"}}`
    /// (also `horizontalSizeClass` and `verticalSizeClass`): environment values for the subtree, as
    /// `.environment(\.key, value)` sets them.
    private func environmentChange(_ input: Input) throws(SceneError) -> @Sendable (inout EnvironmentValues) -> Void {
        let keys = ["colorScheme", "layoutDirection", "dynamicTypeSize", "horizontalSizeClass", "verticalSizeClass"]
        let fields = try self.fields(input, keys: keys, of: "environment")
        let colorScheme = try fields["colorScheme"].map(colorScheme)
        let direction = try fields["layoutDirection"].map(layoutDirection)
        let typeSize = try fields["dynamicTypeSize"].map(dynamicTypeSize)
        func sizeClass(_ input: Input) throws(SceneError) -> UserInterfaceSizeClass {
            try choice(input, ["compact": UserInterfaceSizeClass.compact, "regular": .regular], kind: "size class")
        }
        let horizontal = try fields["horizontalSizeClass"].map(sizeClass)
        let vertical = try fields["verticalSizeClass"].map(sizeClass)
        return { environment in
            if let colorScheme { environment.colorScheme = colorScheme }
            if let direction { environment.layoutDirection = direction }
            if let typeSize { environment.dynamicTypeSize = typeSize }
            if let horizontal { environment.horizontalSizeClass = horizontal }
            if let vertical { environment.verticalSizeClass = vertical }
        }
    }
}
