import Foundation
import Galley

/// The system controls of issue 15, drawn as iOS 17 draws them.
extension SceneDecoder {
    /// A control's label: `"title": "Save"` (shown as written) or `"label": view`, one of them.
    private func titleOrLabel(_ fields: Fields, in what: String, required: Bool = true) throws(SceneError) -> ViewMaker?
    {
        if let label = fields["label"] {
            if fields.contains("title") { throw error(fields.input, "\(what) has \"title\" or \"label\", not both") }
            return try view(label)
        }
        guard let titleInput = fields["title"] else {
            if required { throw error(fields.input, "missing \"title\" (or \"label\") in \(what)") }
            return nil
        }
        let title = try string(titleInput)
        return { AnyView(Text(verbatim: title)) }
    }

    /// A range `[lower, upper]` of finite numbers, lower below upper.
    private func bounds(_ input: Input, of what: String) throws(SceneError) -> ClosedRange<Double> {
        let elements = try array(input, of: "a range [lower, upper]")
        guard elements.count == 2 else {
            throw error(input, "expected a range [lower, upper] of two numbers, found \(elements.count)")
        }
        let lower = try finiteNumber(elements[0]), upper = try finiteNumber(elements[1])
        guard lower < upper else {
            throw error(
                input,
                """
                \(what)'s range needs its lower bound below its upper bound, found [\(formatNumber(lower)), \
                \(formatNumber(upper))]
                """
            )
        }
        return lower...upper
    }

    /// `{"Button": {"title": "Save", "style": "borderedProminent", "role":
    /// "destructive", "controlSize": "large", "buttonBorderShape": "capsule",
    /// "disabled": true}}`, or with `"label": view`; `{"Button": "Save"}` for a title alone.
    func button(_ input: Input) throws(SceneError) -> ViewMaker {
        let resolved = try resolve(input)
        if case .string(let title) = resolved.value.kind { return { AnyView(ButtonBox(title)) } }
        let fields = try self.fields(
            input, keys: ["title", "label", "style", "role", "controlSize", "buttonBorderShape", "disabled"],
            of: "Button"
        )
        let label = try titleOrLabel(fields, in: "Button") ?? { AnyView(EmptyView()) }
        let style = try fields["style"].map { input throws(SceneError) in try buttonStyle(input) } ?? .automatic
        let role = try fields["role"].map { input throws(SceneError) in
            try choice(
                input,
                ["destructive": ButtonRole.destructive, "cancel": .cancel, "close": .close, "confirm": .confirm],
                kind: "button role")
        }
        let size = try fields["controlSize"].map { input throws(SceneError) in try controlSize(input) }
        let shape = try fields["buttonBorderShape"].map { input throws(SceneError) in try buttonBorderShape(input) }
        let isEnabled = !(try fields["disabled"].map(bool) ?? false)
        return {
            var button = AnyView(ButtonBox(label: label(), style: style, role: role, isEnabled: isEnabled))
            if let size { button = AnyView(button.controlSize(size)) }
            if let shape { button = AnyView(button.buttonBorderShape(shape)) }
            return button
        }
    }

    func buttonStyle(_ input: Input) throws(SceneError) -> ButtonBox.Style {
        try caseNamed(input, kind: "button style")
    }

    func controlSize(_ input: Input) throws(SceneError) -> ControlSize {
        try caseNamed(input, kind: "control size")
    }

    /// `"capsule"`, `"circle"`, `"automatic"`, `"roundedRectangle"` or `{"roundedRectangle": 6}`.
    func buttonBorderShape(_ input: Input) throws(SceneError) -> ButtonBorderShape {
        let input = try resolve(input)
        if case .object = input.value.kind {
            let fields = try self.fields(input, keys: ["roundedRectangle"], of: "buttonBorderShape")
            let radius = try finiteLength(
                try fields.required("roundedRectangle", in: "buttonBorderShape", decoder: self))
            return .roundedRectangle(radius: radius)
        }
        return try choice(
            input,
            ["automatic": .automatic, "capsule": .capsule, "roundedRectangle": .roundedRectangle, "circle": .circle],
            kind: "button border shape"
        )
    }

    /// One of an enumeration's cases, by its name.
    func caseNamed<T: RawRepresentable & CaseIterable>(_ input: Input, kind: String) throws(SceneError) -> T
    where T.RawValue == String {
        let input = try resolve(input)
        let names = T.allCases.map(\.rawValue)
        guard case .string(let name) = input.value.kind else {
            throw mismatch(input, expected: "one of \(names.joined(separator: ", "))")
        }
        guard let value = T(rawValue: name) else { throw unknownName(input, name, kind: kind, among: names) }
        return value
    }

    /// `{"Label": {"title": "Favourites", "systemImage": "star"}}`, or with
    /// `"icon": view`; `"style"` is a label style (`titleOnly` …).
    func label(_ input: Input) throws(SceneError) -> ViewMaker {
        let fields = try self.fields(input, keys: ["title", "systemImage", "icon", "style"], of: "Label")
        let title = try string(try fields.required("title", in: "Label", decoder: self))
        let style: LabelBox.Style? = try fields["style"].map { input throws(SceneError) in
            try caseNamed(input, kind: "label style")
        }
        let icon: ViewMaker
        if let iconInput = fields["icon"] {
            if fields.contains("systemImage") {
                throw error(fields.input, "a Label has \"systemImage\" or \"icon\", not both")
            }
            icon = try view(iconInput)
        } else {
            let name = try string(try fields.required("systemImage", in: "Label", decoder: self))
            icon = { AnyView(Image(systemName: name)) }
        }
        return { AnyView(LabelBox(title: AnyView(Text(verbatim: title)), icon: icon(), style: style)) }
    }

    /// `{"Slider": {"value": 0.3, "in": [0, 1], "step": 0.1}}`, with
    /// `"minimumValueLabel"` and `"maximumValueLabel"` views if wanted.
    func slider(_ input: Input) throws(SceneError) -> ViewMaker {
        let fields = try self.fields(
            input, keys: ["value", "in", "step", "minimumValueLabel", "maximumValueLabel"], of: "Slider")
        let range = try fields["in"].map { input throws(SceneError) in try bounds(input, of: "Slider") } ?? 0...1
        let value = try finiteNumber(try fields.required("value", in: "Slider", decoder: self))
        let step = try fields["step"].map(finiteNumber)
        if let step, step <= 0, let stepInput = fields["step"] {
            throw mismatch(try resolve(stepInput), expected: "a step above 0")
        }
        let minimum = try fields["minimumValueLabel"].map(view)
        let maximum = try fields["maximumValueLabel"].map(view)
        return {
            AnyView(
                SliderBox(
                    value: value, in: range, step: step, minimumValueLabel: minimum?(), maximumValueLabel: maximum?()))
        }
    }

    /// `{"Stepper": {"title": "Guests", "value": 2, "in": [1, 10]}}` (a side
    /// greys out at its bound), or with `"label": view`.
    func stepper(_ input: Input) throws(SceneError) -> ViewMaker {
        let fields = try self.fields(input, keys: ["title", "label", "value", "in"], of: "Stepper")
        let label = try titleOrLabel(fields, in: "Stepper") ?? { AnyView(EmptyView()) }
        let value = try fields["value"].map(finiteNumber)
        let range = try fields["in"].map { input throws(SceneError) in try bounds(input, of: "Stepper") }
        if range != nil, value == nil { throw error(fields.input, "a Stepper with \"in\" needs its \"value\"") }
        let canIncrement = value.map { value in range.map { value < $0.upperBound } ?? true } ?? true
        let canDecrement = value.map { value in range.map { value > $0.lowerBound } ?? true } ?? true
        return { AnyView(StepperBox(label: label(), canIncrement: canIncrement, canDecrement: canDecrement)) }
    }

    /// `{"Picker": {"title": "Flavor", "selection": "Chocolate", "options":
    /// ["Chocolate", "Vanilla"], "style": "segmented"}}`; a selection not
    /// among the options selects none.
    func picker(_ input: Input) throws(SceneError) -> ViewMaker {
        let fields = try self.fields(input, keys: ["title", "selection", "options", "style"], of: "Picker")
        let title = try fields["title"].map(string) ?? ""
        let selection = try fields["selection"].map(string)
        var options: [String] = []
        for element in try array(
            try fields.required("options", in: "Picker", decoder: self), of: "an array of option strings")
        {
            options.append(try string(element))
        }
        let style: PickerBox.Style? = try fields["style"].map { input throws(SceneError) in
            try caseNamed(input, kind: "picker style")
        }
        let chosen = options
        return { AnyView(PickerBox(title, selection: selection, options: chosen, style: style)) }
    }

    /// `{"Link": {"title": "Terms", "destination": "https://example.com"}}`, or with `"label": view`.
    func link(_ input: Input) throws(SceneError) -> ViewMaker {
        let fields = try self.fields(input, keys: ["title", "label", "destination"], of: "Link")
        let label = try titleOrLabel(fields, in: "Link") ?? { AnyView(EmptyView()) }
        let destinationInput = try fields.required("destination", in: "Link", decoder: self)
        let text = try string(destinationInput)
        guard let url = URL(string: text), !text.isEmpty else {
            throw mismatch(try resolve(destinationInput), expected: "a URL")
        }
        return { AnyView(Link(destination: url) { label() }) }
    }

    /// `{"Menu": {"title": "Sort"}}`, or with `"label": view`; its
    /// `"content"` views are checked but never built (a render opens no menu).
    func menu(_ input: Input) throws(SceneError) -> ViewMaker {
        let fields = try self.fields(input, keys: ["title", "label", "content"], of: "Menu")
        let label = try titleOrLabel(fields, in: "Menu") ?? { AnyView(EmptyView()) }
        if let content = fields["content"] { _ = try views(content) }
        return {
            AnyView(
                Menu {
                    EmptyView()
                } label: {
                    label()
                })
        }
    }

    /// `{"DatePicker": {"title": "Start", "date": "2026-11-25T13:00:00Z",
    /// "components": ["date", "hourAndMinute"]}}`, in en_US and UTC unless
    /// `"locale"` and `"timeZone"` (identifiers such as "fr_FR", "Europe/Paris") say otherwise.
    func datePicker(_ input: Input) throws(SceneError) -> ViewMaker {
        let fields = try self.fields(
            input, keys: ["title", "date", "components", "locale", "timeZone"], of: "DatePicker")
        let title = try fields["title"].map(string) ?? ""
        let dateInput = try fields.required("date", in: "DatePicker", decoder: self)
        let dateText = try string(dateInput)
        let parser = ISO8601DateFormatter()
        guard let date = parser.date(from: dateText) else {
            throw mismatch(
                try resolve(dateInput), expected: "an ISO 8601 date and time such as \"2026-11-25T13:00:00Z\"")
        }
        var components: DatePickerComponents = [.date, .hourAndMinute]
        if let list = fields["components"] {
            components = []
            for element in try array(list, of: "an array of components") {
                components.insert(
                    try choice(
                        element, ["date": DatePickerComponents.date, "hourAndMinute": .hourAndMinute],
                        kind: "date picker component"))
            }
            if components.isEmpty { throw error(list, "a DatePicker shows \"date\", \"hourAndMinute\" or both") }
        }
        let locale = try fields["locale"].map(string).map { Locale(identifier: $0) } ?? Locale(identifier: "en_US")
        var timeZone = TimeZone(identifier: "UTC") ?? .current
        if let zoneInput = fields["timeZone"] {
            let name = try string(zoneInput)
            guard let zone = TimeZone(identifier: name) else {
                throw mismatch(
                    try resolve(zoneInput), expected: "a time zone identifier such as \"UTC\" or \"Europe/Paris\"")
            }
            timeZone = zone
        }
        let shown = components, zone = timeZone
        return { AnyView(DatePickerBox(title, date: date, components: shown, locale: locale, timeZone: zone)) }
    }

    /// `{"GroupBox": {"label": "Settings", "content": [views]}}`; the label
    /// is a string or a view, and may be left out.
    func groupBox(_ input: Input) throws(SceneError) -> ViewMaker {
        let fields = try self.fields(input, keys: ["label", "content"], of: "GroupBox")
        let content = try views(try fields.required("content", in: "GroupBox", decoder: self))
        guard let labelInput = fields["label"] else {
            return { AnyView(GroupBox { Self.all(content) }) }
        }
        let label: ViewMaker
        if case .string(let title) = try resolve(labelInput).value.kind {
            label = { AnyView(Text(verbatim: title)) }
        } else {
            label = try view(labelInput)
        }
        return {
            AnyView(
                GroupBox {
                    Self.all(content)
                } label: {
                    label()
                })
        }
    }

    /// `{"ControlGroup": [views]}` or `{"ControlGroup": {"content": [views],
    /// "title": "Edit" (or "label": view), "style": "menu"}}` (styles
    /// `automatic`, `navigation`, `menu`, `compactMenu`, `palette`).
    func controlGroup(_ input: Input) throws(SceneError) -> ViewMaker {
        let resolved = try resolve(input)
        if case .array = resolved.value.kind {
            let controls = try views(resolved)
            return { AnyView(ControlGroup(controls: AnyView(Self.all(controls)), label: nil)) }
        }
        let fields = try self.fields(resolved, keys: ["content", "title", "label", "style"], of: "ControlGroup")
        let controls = try views(try fields.required("content", in: "ControlGroup", decoder: self))
        let label = try titleOrLabel(fields, in: "ControlGroup", required: false)
        let style = try fields["style"].map { input throws(SceneError) in try controlGroupStyle(input) }
        return {
            let group = ControlGroup(controls: AnyView(Self.all(controls)), label: label?())
            return style.map { AnyView(group.controlGroupStyle($0)) } ?? AnyView(group)
        }
    }

    func controlGroupStyle(_ input: Input) throws(SceneError) -> ControlGroupBuiltInStyle {
        try caseNamed(input, kind: "control group style")
    }

    /// `{"DisclosureGroup": {"title": "Details", "isExpanded": true, "content": [views]}}`, or with `"label": view`.
    func disclosureGroup(_ input: Input) throws(SceneError) -> ViewMaker {
        let fields = try self.fields(input, keys: ["title", "label", "isExpanded", "content"], of: "DisclosureGroup")
        let label = try titleOrLabel(fields, in: "DisclosureGroup") ?? { AnyView(EmptyView()) }
        let isExpanded = try fields["isExpanded"].map(bool) ?? false
        let content = try fields["content"].map(views) ?? []
        return { AnyView(DisclosureBox(label: label(), isExpanded: isExpanded, content: AnyView(Self.all(content)))) }
    }

    /// `{"ContentUnavailableView": {"title": "No Mail", "systemImage": "tray", "description": "…",
    /// "actions": [views]}}`,
    /// `{"ContentUnavailableView": "search"}` or `{"ContentUnavailableView": {"search": "text"}}`.
    func contentUnavailableView(_ input: Input) throws(SceneError) -> ViewMaker {
        let resolved = try resolve(input)
        if case .string(let name) = resolved.value.kind {
            guard name == "search" else {
                throw unknownName(resolved, name, kind: "ContentUnavailableView", among: ["search"])
            }
            return { AnyView(ContentUnavailableView.search) }
        }
        let fields = try self.fields(
            input, keys: ["title", "systemImage", "description", "actions", "search"], of: "ContentUnavailableView")
        if let searchInput = fields["search"] {
            if let other = ["title", "systemImage", "description", "actions"].first(where: fields.contains) {
                throw error(
                    fields.input,
                    "a ContentUnavailableView has \"search\" or a title, not both (found \(quoted(other)))")
            }
            let text = try string(searchInput)
            return { AnyView(ContentUnavailableView.search(text: text)) }
        }
        let title = try string(try fields.required("title", in: "ContentUnavailableView", decoder: self))
        let symbol = try string(try fields.required("systemImage", in: "ContentUnavailableView", decoder: self))
        let description = try fields["description"].map(string)
        if let actionsInput = fields["actions"] {
            let actions = try views(actionsInput)
            return {
                AnyView(
                    ContentUnavailableView {
                        LabelBox(title, systemImage: symbol)
                    } description: {
                        if let description { Text(verbatim: description) }
                    } actions: {
                        Self.all(actions)
                    })
            }
        }
        return {
            AnyView(
                ContentUnavailableView(title, systemImage: symbol, description: description.map { Text(verbatim: $0) }))
        }
    }
}
