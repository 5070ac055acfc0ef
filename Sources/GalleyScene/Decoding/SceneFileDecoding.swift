import Foundation
import Galley

/// What a scene file holds, decoded.
struct SceneContents {
    var canvas: Canvas
    var background: Color?
    var fonts: FontLibrary
    var root: ViewMaker
    /// The scene's `layoutDirection`, left to right unless it says otherwise.
    var layoutDirection: LayoutDirection = .leftToRight
    /// The names of the parameters the scene declares, sorted.
    var parameters: [String]
    /// The fonts and images the scene read.
    var files: [URL] = []
}

extension SceneDecoder {
    static let sceneKeys = ["canvas", "background", "colorScheme", "layoutDirection", "params", "fonts", "root"]

    /// Decodes a whole scene: an object of `canvas`, `background`,
    /// `colorScheme`, `layoutDirection`, `params`, `fonts` and `root`, or a view on its own. `overrides`
    /// replace parameters' values (`--set name=value`).
    static func decodeScene(
        _ value: JSONValue, file: String, directory: URL, overrides: [String: String], fonts: FontLibrary,
        limits: ResourceLimits
    ) throws(SceneError) -> SceneContents {
        var decoder = SceneDecoder(
            file: file, directory: directory, fonts: fonts, limits: limits, parameters: Parameters(values: [:]))
        guard case .object(let members) = value.kind, members.contains(where: { sceneKeys.contains($0.key) }) else {
            // The file is the root view; with no parameters, any override is unknown.
            try decoder.applyOverrides(overrides)
            let root = try decoder.view(Input(value: value, path: "root"))
            return SceneContents(
                canvas: .standard, background: nil, fonts: fonts, root: root, parameters: [], files: decoder.files.urls)
        }
        let scene = Input(value: value, path: "")
        for member in members where !sceneKeys.contains(member.key) {
            let note =
                ViewType(rawValue: member.key) != nil
                ? ": a scene's view goes in \"root\""
                : Suggestion.hint(for: member.key, among: sceneKeys)
            throw SceneError(
                file: file, path: nil, position: member.keyPosition,
                message: "unknown key \(quoted(member.key)) in the scene\(note)")
        }
        let fields = Fields(input: scene, members: members)
        if let params = fields["params"] { try decoder.declareParameters(params) }
        try decoder.applyOverrides(overrides)
        if let fontList = fields["fonts"] { try decoder.registerFonts(fontList) }
        let canvas = try fields["canvas"].map(decoder.canvas) ?? .standard
        let background = try fields["background"].map(decoder.color)
        let colorScheme = try fields["colorScheme"].map(decoder.colorScheme)
        let layoutDirection = try fields["layoutDirection"].map(decoder.layoutDirection) ?? .leftToRight
        guard let rootInput = fields["root"] else {
            throw SceneError(file: file, position: value.position, message: "the scene has no \"root\" view")
        }
        var root = try decoder.view(rootInput)
        if let colorScheme {
            // The scene's scheme is its presentation's: the canvas takes it on.
            let view = root
            root = { AnyView(view().preferredColorScheme(colorScheme)) }
        }
        return SceneContents(
            canvas: canvas, background: background, fonts: decoder.fonts, root: root, layoutDirection: layoutDirection,
            parameters: decoder.parameters.values.keys.sorted(), files: decoder.files.urls
        )
    }

    /// `params`: names and their numbers or strings.
    private mutating func declareParameters(_ input: Input) throws(SceneError) {
        guard case .object(let members) = input.value.kind else {
            throw mismatch(input, expected: "an object of parameters")
        }
        for member in members {
            let parameter = input.member(member.key, member.value)
            guard Parameters.isName(member.key) else {
                throw SceneError(
                    file: file, path: parameter.path, position: member.keyPosition,
                    message:
                        """
                        \(quoted(member.key)) cannot name a parameter: use letters, digits and _, starting with a \
                        letter
                        """
                )
            }
            switch member.value.kind {
            case .number(let value): parameters.values[member.key] = .number(value)
            case .string(let value): parameters.values[member.key] = .string(value)
            default: throw mismatch(parameter, expected: "a number or a string")
            }
        }
    }

    private mutating func applyOverrides(_ overrides: [String: String]) throws(SceneError) {
        for name in overrides.keys.sorted() {
            guard parameters.values[name] != nil, let text = overrides[name] else {
                let hint = Suggestion.hint(for: name, among: parameters.values.keys.sorted())
                throw SceneError(
                    file: file, message: "--set \(name): the scene has no parameter \(quoted(name))\(hint)")
            }
            parameters.values[name] = ParameterValue(override: text)
        }
    }

    /// `fonts`: `[{"family": "Brand", "file": "fonts/Brand.ttf"}]`, registered in order.
    private mutating func registerFonts(_ input: Input) throws(SceneError) {
        let entries = try array(input, of: "an array of fonts")
        guard entries.count <= limits.fonts else {
            throw error(
                input,
                """
                the scene registers \(entries.count) fonts; a scene registers \
                \(ResourceLimit.fonts.atMost(limits.fonts))
                """
            )
        }
        for entry in entries {
            let fields = try self.fields(entry, keys: ["family", "file"], of: "a font")
            let family = try string(try fields.required("family", in: "a font", decoder: self))
            let fileInput = try fields.required("file", in: "a font", decoder: self)
            let name = try string(fileInput)
            let path = try readableFile(name, at: fileInput, kind: "font").path
            do {
                fonts = try fonts.registeringFont(atPath: path, family: family)
            } catch .notAFont {
                throw error(fileInput, "\(quoted(name)) is not a font file FreeType can read")
            } catch {
                throw self.error(fileInput, "cannot use the font file \(quoted(name)): \(error)")
            }
        }
    }

    /// A device name, `"fit"` (the root's ideal size, as `--canvas fit`),
    /// `{"width": W, "height": H, "scale": S}` (scale 1 unless given), or
    /// `{"sizeThatFits": {"width": W, "height": H}, "scale": S}`.
    private func canvas(_ input: Input) throws(SceneError) -> Canvas {
        let input = try resolve(input)
        if case .string(let name) = input.value.kind {
            if name == "fit" { return Canvas(size: .fitting(.unspecified), scale: 1) }
            guard let device = Device.named(name) else {
                let candidates = Device.all.map(\.name) + ["fit"]
                let hint = Suggestion.hint(for: name, among: candidates)
                guard hint.isEmpty else { throw error(input, "unknown canvas \(quoted(name))\(hint)") }
                throw error(
                    input,
                    "unknown canvas \(quoted(name)); "
                        + "expected a device (\(candidates.dropLast().map(quoted).joined(separator: ", "))), "
                            + #"""
                            "fit" (the root's ideal size), {"width": W, "height": H}, or {"sizeThatFits": {"width": \#
                            W, "height": H}} (the root's size for that proposal)
                            """#
                )
            }
            return Canvas(device: device)
        }
        guard case .object(let members) = input.value.kind else {
            throw mismatch(
                input, expected: "a device name such as \"iPhone 13 Pro\" or an object with \"width\" and \"height\"")
        }
        if members.contains(where: { $0.key == "sizeThatFits" }) {
            let fields = try self.fields(input, keys: ["sizeThatFits", "scale"], of: "canvas")
            let proposal = try self.fields(
                try fields.required("sizeThatFits", in: "canvas", decoder: self), keys: ["width", "height"],
                of: "sizeThatFits")
            return Canvas(
                size: .fitting(
                    ProposedViewSize(
                        width: try proposal["width"].map(proposedLength),
                        height: try proposal["height"].map(proposedLength))),
                scale: try fields["scale"].map(scale) ?? 1
            )
        }
        let fields = try self.fields(input, keys: ["width", "height", "scale"], of: "canvas")
        return Canvas(
            size: .fixed(
                width: try canvasLength(try fields.required("width", in: "canvas", decoder: self)),
                height: try canvasLength(try fields.required("height", in: "canvas", decoder: self))
            ),
            scale: try fields["scale"].map(scale) ?? 1
        )
    }

    /// A canvas side: above 0, at most ``Canvas/maximumSide`` points (as `render --canvas` takes).
    private func canvasLength(_ input: Input) throws(SceneError) -> CGFloat {
        let length = try finiteLength(input)
        guard length > 0, length <= Canvas.maximumSide else {
            throw mismatch(try resolve(input), expected: "a length above 0 and at most \(Int(Canvas.maximumSide))")
        }
        return length
    }

    private func proposedLength(_ input: Input) throws(SceneError) -> CGFloat {
        let length = try number(input)
        guard length >= 0 else {
            throw mismatch(try resolve(input), expected: "a length of 0 or more, \"infinity\" or null")
        }
        return length
    }

    /// Pixels per point, within ``Canvas/scales`` (as `render --scale` takes).
    private func scale(_ input: Input) throws(SceneError) -> CGFloat {
        let scale = try finiteLength(input)
        guard Canvas.scales.contains(scale) else {
            throw mismatch(
                try resolve(input),
                expected: "a scale from \(Int(Canvas.scales.lowerBound)) to \(Int(Canvas.scales.upperBound))")
        }
        return scale
    }
}
