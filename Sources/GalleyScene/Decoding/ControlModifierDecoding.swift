import Foundation
import Galley

extension SceneDecoder {
    /// The modifiers that set how controls inside are drawn: `{"controlSize":
    /// "large"}`, `{"buttonBorderShape": "capsule"}`, `{"labelStyle":
    /// "iconOnly"}`, `{"pickerStyle": "segmented"}`.
    func controlModifier(
        _ type: ModifierType.Control, _ input: Input, _ maker: @escaping ViewMaker
    ) throws(SceneError) -> ViewMaker {
        switch type {
        case .controlSize:
            let size = try controlSize(input)
            return { AnyView(maker().controlSize(size)) }
        case .buttonBorderShape:
            let shape = try buttonBorderShape(input)
            return { AnyView(maker().buttonBorderShape(shape)) }
        case .labelStyle:
            let style: LabelBox.Style = try caseNamed(input, kind: "label style")
            return { AnyView(maker().labelStyle(style)) }
        case .pickerStyle:
            let style: PickerBox.Style = try caseNamed(input, kind: "picker style")
            return { AnyView(maker().pickerStyle(style)) }
        }
    }
}
