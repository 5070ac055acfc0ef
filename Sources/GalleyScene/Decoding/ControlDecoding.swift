import Foundation
import Galley

/// Controls, drawn as iOS draws them by default.
extension SceneDecoder {
    /// `{"Toggle": {"title": "Wi-Fi", "isOn": true}}`, or with `"label": view`.
    func toggle(_ input: Input) throws(SceneError) -> ViewMaker {
        let fields = try self.fields(input, keys: ["title", "label", "isOn"], of: "Toggle")
        let isOn = try fields["isOn"].map(bool) ?? false
        if let label = fields["label"] {
            let maker = try view(label)
            return { AnyView(SwitchToggle(isOn: isOn) { maker() }) }
        }
        let title = try string(try fields.required("title", in: "Toggle", decoder: self))
        return { AnyView(SwitchToggle(title, isOn: isOn)) }
    }

    /// `{"ProgressView": {"value": 0.4}}` (a bar; `total` defaults to 1, and
    /// `title` puts a label over it), or `{"ProgressView": {}}` (a spinner).
    func progressView(_ input: Input) throws(SceneError) -> ViewMaker {
        let fields = try self.fields(input, keys: ["value", "total", "title"], of: "ProgressView")
        let value = try fields["value"].map(number).map(Double.init)
        let total = try fields["total"].map(number).map(Double.init) ?? 1
        let title = try fields["title"].map(string)
        switch (value, title) {
        case (let value?, let title?): return { AnyView(ProgressView(title, value: value, total: total)) }
        case (let value?, nil): return { AnyView(ProgressView(value: value, total: total)) }
        case (nil, let title?): return { AnyView(ProgressView(title)) }
        case (nil, nil): return { AnyView(ProgressView()) }
        }
    }

    /// `{"TextField": {"title": "Name", "text": "", "style": "roundedBorder"}}`;
    /// `SecureField` the same, its text shown as bullets.
    func textField(_ input: Input, isSecure: Bool) throws(SceneError) -> ViewMaker {
        let what = isSecure ? "SecureField" : "TextField"
        let fields = try self.fields(input, keys: ["title", "text", "style"], of: what)
        let title = try string(try fields.required("title", in: what, decoder: self))
        let text = try fields["text"].map(string) ?? ""
        let rounded =
            try fields["style"].map { input throws(SceneError) in
                try choice(
                    input, ["automatic": false, "plain": false, "roundedBorder": true], kind: "text field style")
            } ?? false
        return { AnyView(TextFieldBox(text: text, prompt: title, isSecure: isSecure, roundedBorder: rounded)) }
    }
}
