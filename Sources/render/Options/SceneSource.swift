import ArgumentParser
import Foundation
import Galley
import GalleyScene
import GalleySweep
import GalleyText

/// The scene a sweep or breakpoint search varies: a scene file, or texts.
struct SceneSource: ParsableArguments {
    @Argument(help: ArgumentHelp("The scene file (JSON). Omit it to use --text instead.", valueName: "scene"))
    var scene: String?

    @Option(
        name: .customLong("text"),
        help: ArgumentHelp("A text to lay out instead of a scene, at its ideal size.", valueName: "text"))
    var texts: [String] = []

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp("Give a parameter a fixed value (repeatable).", valueName: "name=value"))
    var settings: [Setting] = []

    func validate() throws {
        if scene == nil && texts.isEmpty { throw ValidationError("Give a scene file or --text.") }
        if scene != nil && !texts.isEmpty { throw ValidationError("Give a scene file or --text, not both.") }
        if scene?.isEmpty == true { throw ValidationError("The scene path is empty: give a scene file (JSON).") }
        let names = settings.map(\.name)
        if let repeated = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw ValidationError("--set: \"\(repeated)\" is given more than once")
        }
    }

    /// The scene file, or one template per text (fitted canvases at `scale`).
    func templates(library: FontLibrary, scale: Double?, limits: ResourceLimits) throws -> [SceneTemplate] {
        do {
            if let scene {
                let template = try SceneTemplate(
                    contentsOf: URL(fileURLWithPath: scene), fontLibrary: library, limits: limits)
                for setting in settings where !template.isParameter(setting.name) {
                    throw MessageError("--set \(setting.name): \(scene) has no parameter \"\(setting.name)\"")
                }
                return [template]
            }
            guard settings.isEmpty else { throw MessageError("--set: a --text scene has no parameters") }
            return try texts.map { text throws(SceneError) in
                try SceneTemplate.text(text, scale: scale ?? 3, fontLibrary: library, limits: limits)
            }
        } catch let error as SceneError {
            throw MessageError(error.description)
        }
    }

    /// The `--set` values, as settings applied before any other.
    var fixedSettings: [SweepSetting] {
        settings.map { .parameter(name: $0.name, value: $0.value) }
    }
}
