import Foundation
import Galley

/// A Path view's elements.
extension SceneDecoder {
    static let pathElementNames = ["move", "line", "arc", "quadCurve", "curve", "rect", "ellipse", "close"]

    /// `{"elements": [{"move": [x, y]}, {"line": [x, y]}, {"arc": {…}}, …, "close"]}`,
    /// in the view's own coordinates (points from its top-left).
    func path(_ input: Input) throws(SceneError) -> Path {
        let fields = try self.fields(input, keys: ["elements"], of: "Path")
        var path = Path()
        for element in try array(
            try fields.required("elements", in: "Path", decoder: self), of: "an array of path elements")
        {
            try addElement(element, to: &path)
        }
        return path
    }

    private func addElement(_ input: Input, to path: inout Path) throws(SceneError) {
        let input = try resolve(input)
        let expected = "a path element such as {\"line\": [10, 20]} or \"close\""
        let name: String, argument: Input
        switch input.value.kind {
        case .string(let text):
            guard text == "close" else {
                throw unknownName(input, text, kind: "path element", among: Self.pathElementNames)
            }
            path.closeSubpath()
            return
        case .object(let members):
            guard members.count == 1, let member = members.first else { throw mismatch(input, expected: expected) }
            guard Self.pathElementNames.contains(member.key), member.key != "close" else {
                throw SceneError(
                    file: file, path: input.path, position: member.keyPosition,
                    message:
                        """
                        unknown path element \
                        \(quoted(member.key))\(Suggestion.hint(for: member.key, among: Self.pathElementNames))
                        """
                )
            }
            (name, argument) = (member.key, input.member(member.key, member.value))
        default:
            throw mismatch(input, expected: expected)
        }
        switch name {
        case "move": path.move(to: try point(argument))
        case "line": path.addLine(to: try point(argument))
        case "rect": path.addRect(try rect(argument))
        case "ellipse": path.addEllipse(in: try rect(argument))
        case "quadCurve":
            let fields = try self.fields(argument, keys: ["to", "control"], of: "quadCurve")
            path.addQuadCurve(
                to: try point(try fields.required("to", in: "quadCurve", decoder: self)),
                control: try point(try fields.required("control", in: "quadCurve", decoder: self))
            )
        case "curve":
            let fields = try self.fields(argument, keys: ["to", "control1", "control2"], of: "curve")
            path.addCurve(
                to: try point(try fields.required("to", in: "curve", decoder: self)),
                control1: try point(try fields.required("control1", in: "curve", decoder: self)),
                control2: try point(try fields.required("control2", in: "curve", decoder: self))
            )
        default:
            let fields = try self.fields(
                argument, keys: ["center", "radius", "startAngle", "endAngle", "clockwise"], of: "arc")
            path.addArc(
                center: try point(try fields.required("center", in: "arc", decoder: self)),
                radius: try finiteLength(try fields.required("radius", in: "arc", decoder: self)),
                startAngle: .degrees(try finiteNumber(try fields.required("startAngle", in: "arc", decoder: self))),
                endAngle: .degrees(try finiteNumber(try fields.required("endAngle", in: "arc", decoder: self))),
                clockwise: try fields["clockwise"].map(bool) ?? false
            )
        }
    }

    /// `[x, y]`.
    private func point(_ input: Input) throws(SceneError) -> CGPoint {
        let values = try numbers(input, count: 2, expected: "a point [x, y]")
        return CGPoint(x: values[0], y: values[1])
    }

    /// `[x, y, width, height]`.
    private func rect(_ input: Input) throws(SceneError) -> CGRect {
        let values = try numbers(input, count: 4, expected: "a rectangle [x, y, width, height]")
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    private func numbers(_ input: Input, count: Int, expected: String) throws(SceneError) -> [CGFloat] {
        let elements = try array(input, of: expected)
        guard elements.count == count else { throw mismatch(try resolve(input), expected: expected) }
        var values: [CGFloat] = []
        for element in elements { values.append(try finiteLength(element)) }
        return values
    }
}
