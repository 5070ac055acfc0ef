import Foundation
import Galley

/// Spacers, dividers, stacks and the other views that hold views.
extension SceneDecoder {
    func spacer(_ input: Input) throws(SceneError) -> ViewMaker {
        let fields = try self.fields(input, keys: ["minLength"], of: "Spacer")
        let minLength = try fields["minLength"].map(number)
        return { AnyView(Spacer(minLength: minLength)) }
    }

    func divider(_ input: Input) throws(SceneError) -> ViewMaker {
        _ = try fields(input, keys: [], of: "Divider")
        return { AnyView(Divider()) }
    }

    func vStack(_ input: Input) throws(SceneError) -> ViewMaker {
        let (fields, children) = try container(input, keys: ["alignment", "spacing"], of: "VStack")
        let alignment = try fields?["alignment"].map(horizontalAlignment) ?? .center
        let spacing = try fields?["spacing"].map(number)
        return { AnyView(VStack(alignment: alignment, spacing: spacing) { Self.all(children) }) }
    }

    func hStack(_ input: Input) throws(SceneError) -> ViewMaker {
        let (fields, children) = try container(input, keys: ["alignment", "spacing"], of: "HStack")
        let alignment = try fields?["alignment"].map(verticalAlignment) ?? .center
        let spacing = try fields?["spacing"].map(number)
        return { AnyView(HStack(alignment: alignment, spacing: spacing) { Self.all(children) }) }
    }

    func zStack(_ input: Input) throws(SceneError) -> ViewMaker {
        let (fields, children) = try container(input, keys: ["alignment"], of: "ZStack")
        let alignment = try fields?["alignment"].map(alignment) ?? .center
        return { AnyView(ZStack(alignment: alignment) { Self.all(children) }) }
    }

    func viewThatFits(_ input: Input) throws(SceneError) -> ViewMaker {
        let (fields, children) = try container(input, keys: ["in"], of: "ViewThatFits")
        let axes = try fields?["in"].map(axes) ?? [.horizontal, .vertical]
        return { AnyView(ViewThatFits(in: axes) { Self.all(children) }) }
    }

    func scrollView(_ input: Input) throws(SceneError) -> ViewMaker {
        let (fields, children) = try container(input, keys: ["axes"], of: "ScrollView")
        let axes = try fields?["axes"].map(axes) ?? .vertical
        return { AnyView(ScrollView(axes) { Self.all(children) }) }
    }

    func geometryReader(_ input: Input) throws(SceneError) -> ViewMaker {
        let children = try views(Input(value: input.value, path: input.path + ".content"))
        return { AnyView(GeometryReader { _ in Self.all(children) }) }
    }

    func grid(_ input: Input) throws(SceneError) -> ViewMaker {
        let (fields, children) = try container(
            input, keys: ["alignment", "horizontalSpacing", "verticalSpacing"], of: "Grid")
        let alignment = try fields?["alignment"].map(alignment) ?? .center
        let horizontalSpacing = try fields?["horizontalSpacing"].map(number)
        let verticalSpacing = try fields?["verticalSpacing"].map(number)
        return {
            AnyView(
                Grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) {
                    Self.all(children)
                })
        }
    }

    func gridRow(_ input: Input) throws(SceneError) -> ViewMaker {
        let (fields, children) = try container(input, keys: ["alignment"], of: "GridRow")
        let alignment = try fields?["alignment"].map(verticalAlignment)
        return { AnyView(GridRow(alignment: alignment) { Self.all(children) }) }
    }

    func group(_ input: Input) throws(SceneError) -> ViewMaker {
        let children = try views(Input(value: input.value, path: input.path + ".content"))
        return { AnyView(Group { Self.all(children) }) }
    }

    /// A container's arguments and children: `[views]`, one view, or an
    /// object of `keys` and `content` (a view or an array of views).
    private func container(_ input: Input, keys: [String], of what: String) throws(SceneError) -> (Fields?, [ViewMaker])
    {
        let input = try resolve(input)
        guard case .object(let members) = input.value.kind else {
            guard case .array = input.value.kind else {
                throw mismatch(input, expected: "an array of views, a view, or an object with \"content\"")
            }
            return (nil, try views(Input(value: input.value, path: input.path + ".content")))
        }
        if members.contains(where: { ViewType(rawValue: $0.key) != nil }) {
            return (nil, [try view(Input(value: input.value, path: input.path + ".content"))])
        }
        let fields = try self.fields(input, keys: keys + ["content"], of: what)
        return (fields, try fields["content"].map(views) ?? [])
    }

    /// `{"range": [from, to], "as": "i", "content": view}`: the content once
    /// per number from `from` up to (not including) `to`, with the number as
    /// the parameter named by `as`.
    func forEach(_ input: Input) throws(SceneError) -> ViewMaker {
        let fields = try self.fields(input, keys: ["range", "as", "content"], of: "ForEach")
        let rangeInput = try fields.required("range", in: "ForEach", decoder: self)
        let bounds = try array(rangeInput, of: "a range [from, to]")
        guard bounds.count == 2 else { throw mismatch(try resolve(rangeInput), expected: "a range [from, to]") }
        let from = try integer(bounds[0])
        let to = try integer(bounds[1])
        guard from <= to else { throw error(rangeInput, "the range's end (\(to)) is before its start (\(from))") }
        guard to - from <= limits.views - viewCount.value else {
            // When the copies alone would fit, name the views made before them
            // ("1000 copies" over a limit of 100000 would make no sense).
            let made = viewCount.value
            let before =
                to - from > limits.views
                ? "" : " and the scene has \(made == 1 ? "1 view" : "\(made) views and modifiers") already"
            throw error(
                rangeInput,
                """
                the range makes \(to - from) copies\(before); a scene makes \
                \(ResourceLimit.views.atMost(limits.views)) views and modifiers
                """
            )
        }
        let name = try fields["as"].map(string)
        if let name, !Parameters.isName(name), let nameInput = fields["as"] {
            throw error(
                nameInput, "\(quoted(name)) cannot name a parameter: use letters, digits and _, starting with a letter")
        }
        let content = try fields.required("content", in: "ForEach", decoder: self)
        var copies: [ViewMaker] = []
        for index in from..<to {
            // The clock is read once every 1,024 copies (issue 33, item 2).
            if (index - from) & 1_023 == 1_023, let deadline = limits.deadline, ContinuousClock.now > deadline {
                throw error(rangeInput, "the scene was not read \(ResourceLimit.within(limits.time ?? .zero))")
            }
            var scoped = self
            if let name { scoped.parameters.values[name] = .number(Double(index)) }
            copies += try scoped.views(content)
        }
        let makers = copies
        return { AnyView(Self.all(makers)) }
    }
}
