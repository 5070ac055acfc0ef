import Foundation
import Galley

/// LazyVGrid and LazyHGrid, and the grid items that shape them.
extension SceneDecoder {
    /// `{"columns": [items], "alignment": "leading", "spacing": 8, "content": [views]}`
    /// for LazyVGrid; LazyHGrid takes `rows` and a vertical alignment.
    func lazyGrid(_ type: ViewType, _ input: Input) throws(SceneError) -> ViewMaker {
        let isVertical = type == .lazyVGrid
        let (itemsKey, otherKey) = isVertical ? ("columns", "rows") : ("rows", "columns")
        let input = try resolve(input)
        if case .object(let members) = input.value.kind, let other = members.first(where: { $0.key == otherKey }) {
            throw SceneError(
                file: file, path: input.path, position: other.keyPosition,
                message: "\(type.rawValue) takes \(quoted(itemsKey)), not \(quoted(otherKey))"
            )
        }
        let fields = try self.fields(input, keys: [itemsKey, "alignment", "spacing", "content"], of: type.rawValue)
        var items: [GridItem] = []
        for element in try array(
            try fields.required(itemsKey, in: type.rawValue, decoder: self), of: "an array of grid items")
        {
            items.append(try gridItem(element))
        }
        let spacing = try fields["spacing"].map(finiteLength)
        let children = try fields["content"].map(views) ?? []
        let gridItems = items
        if isVertical {
            let alignment = try fields["alignment"].map(horizontalAlignment) ?? .center
            return {
                AnyView(LazyVGrid(columns: gridItems, alignment: alignment, spacing: spacing) { Self.all(children) })
            }
        }
        let alignment = try fields["alignment"].map(verticalAlignment) ?? .center
        return { AnyView(LazyHGrid(rows: gridItems, alignment: alignment, spacing: spacing) { Self.all(children) }) }
    }

    static let gridItemSizes = ["fixed", "flexible", "adaptive"]

    /// `{"fixed": 100}`, `{"flexible": {"minimum": 10, "maximum": "infinity"}}`
    /// or `{"adaptive": {"minimum": 80, "maximum": 120}}`, each with optional
    /// `spacing` and `alignment`; without a size, or as the string
    /// `"flexible"`, a flexible item with SwiftUI's defaults.
    private func gridItem(_ input: Input) throws(SceneError) -> GridItem {
        let input = try resolve(input)
        if case .string(let name) = input.value.kind {
            guard name == "flexible" else { throw unknownName(input, name, kind: "grid item", among: ["flexible"]) }
            return GridItem()
        }
        let fields = try self.fields(input, keys: Self.gridItemSizes + ["spacing", "alignment"], of: "a grid item")
        let sizes = fields.members.filter { Self.gridItemSizes.contains($0.key) }
        if sizes.count > 1 {
            throw SceneError(
                file: file, path: input.path, position: sizes[1].keyPosition,
                message: "a grid item has one size; found \(quoted(sizes[0].key)) and \(quoted(sizes[1].key))"
            )
        }
        var item = GridItem()
        if let fixed = fields["fixed"] {
            item.size = .fixed(try finiteLength(fixed))
        } else if let flexible = fields["flexible"] {
            let limits = try self.fields(flexible, keys: ["minimum", "maximum"], of: "flexible")
            item.size = .flexible(
                minimum: try limits["minimum"].map(finiteLength) ?? 10,
                maximum: try limits["maximum"].map(number) ?? .infinity)
        } else if let adaptive = fields["adaptive"] {
            let limits = try self.fields(adaptive, keys: ["minimum", "maximum"], of: "adaptive")
            let minimum = try finiteLength(try limits.required("minimum", in: "adaptive", decoder: self))
            item.size = .adaptive(minimum: minimum, maximum: try limits["maximum"].map(number) ?? .infinity)
        }
        item.spacing = try fields["spacing"].map(finiteLength)
        item.alignment = try fields["alignment"].map(alignment)
        return item
    }
}
