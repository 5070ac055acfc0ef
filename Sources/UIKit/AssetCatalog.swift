import Foundation
import Galley
import GalleyText

/// Finds images and colours by name in asset folders, as Xcode's asset
/// catalogues hold them.
///
/// Where it looks: the folders in `GALLEY_ASSETS` (separated by `:`; the
/// preview runner sets it to the folders next to the source), then a
/// bundle's resource folder when one is given. In each folder, and in
/// each `*.xcassets` folder inside it (and its groups, four levels deep):
/// `<name>.imageset/` (the image its Contents.json lists: a PDF or SVG
/// first, drawn as vectors, else the 1x PNG or JPEG, else the others;
/// without a Contents.json, the files found), `<name>.png` /
/// `<name>@2x.png` / `<name>@3x.png` (or `.jpg`, `.jpeg`, `.pdf`,
/// `.svg`), and `<name>.colorset/Contents.json`.
package enum AssetCatalog {
    /// An image found: its file and the scale its pixels are drawn at.
    package struct ImageFile: Hashable, Sendable {
        package let path: String
        package let scale: CGFloat
    }

    /// The folders searched, in order.
    package static func searchFolders(bundle: Bundle?) -> [String] {
        var folders: [String] = []
        if let list = ProcessInfo.processInfo.environment["GALLEY_ASSETS"] {
            folders += list.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        }
        if let resources = bundle?.resourcePath { folders.append(resources) }
        if let bundlePath = bundle?.bundlePath, !folders.contains(bundlePath) { folders.append(bundlePath) }
        return folders
    }

    /// What looking an image up by name found.
    package enum ImageLookup: Hashable, Sendable {
        case found(ImageFile)
        /// An image set whose files Galley cannot read; says which and why.
        case unreadable(String)
        case missing
    }

    package static func image(named name: String, bundle: Bundle?) -> ImageFile? {
        if case .found(let file) = lookUpImage(named: name, bundle: bundle) { return file }
        return nil
    }

    /// The image `name`, or why the set of that name cannot be drawn.
    package static func lookUpImage(named name: String, bundle: Bundle?) -> ImageLookup {
        guard isPlainName(name) else { return .missing }
        let found = cache.value(for: Key(kind: "image", name: name, folders: searchFolders(bundle: bundle))) {
            var problem: String?
            for folder in catalogFolders(in: searchFolders(bundle: bundle)) {
                switch imageSet(name, in: folder) {
                case .found(let file): return .image(file)
                case .unreadable(let reason): problem = problem ?? reason
                case .missing: break
                }
                if let file = looseImage(name, in: folder) { return .image(file) }
            }
            return problem.map(Found.problem) ?? .none
        }
        switch found {
        case .image(let file): return .found(file)
        case .problem(let reason): return .unreadable(reason)
        case .color, .none: return .missing
        }
    }

    /// The file extensions of the image formats Galley draws.
    static let readableExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "svg"]
    private static let vectorExtensions: Set<String> = ["pdf", "svg"]

    package static func color(named name: String, bundle: Bundle?, dark: Bool) -> Color? {
        guard isPlainName(name) else { return nil }
        return cache.value(
            for: Key(kind: dark ? "dark color" : "color", name: name, folders: searchFolders(bundle: bundle))
        ) {
            for folder in catalogFolders(in: searchFolders(bundle: bundle)) {
                let contents = (folder as NSString).appendingPathComponent("\(name).colorset/Contents.json")
                if let data = try? RegularFile.read(contents, limit: 1 << 20),
                    let color = ColorSetParser.color(in: data, dark: dark)
                {
                    return .color(color)
                }
            }
            return .none
        }.color
    }

    /// A name that stays inside the folders searched.
    private static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && name != "." && name != ".." && !name.contains("\0")
    }

    /// The folders themselves, then their asset catalogues (and the
    /// catalogues' groups, up to four levels down).
    private static func catalogFolders(in folders: [String]) -> [String] {
        var result: [String] = []
        let manager = FileManager.default
        for folder in folders {
            result.append(folder)
            let entries = (try? manager.contentsOfDirectory(atPath: folder))?.sorted() ?? []
            for entry in entries where entry.hasSuffix(".xcassets") {
                // The catalogue, then its groups, breadth first, four levels down.
                var level = [(folder as NSString).appendingPathComponent(entry)]
                for _ in 0...4 where !level.isEmpty && result.count < 2_000 {
                    result += level
                    level = level.flatMap { group in
                        ((try? manager.contentsOfDirectory(atPath: group))?.sorted() ?? [])
                            .filter { !$0.contains(".") }
                            .map { (group as NSString).appendingPathComponent($0) }
                    }
                }
            }
        }
        return result
    }

    private static func imageSet(_ name: String, in folder: String) -> ImageLookup {
        let set = (folder as NSString).appendingPathComponent("\(name).imageset")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: set, isDirectory: &isDirectory), isDirectory.boolValue else {
            return .missing
        }
        let candidates = ImageSetContents.candidates(inSet: set)
        for candidate in candidates where readableExtensions.contains(candidate.pathExtension) {
            let path = (set as NSString).appendingPathComponent(candidate.file)
            if FileManager.default.fileExists(atPath: path) {
                return .found(
                    ImageFile(
                        path: path, scale: vectorExtensions.contains(candidate.pathExtension) ? 1 : candidate.scale))
            }
        }
        let unreadable = candidates.first {
            !readableExtensions.contains($0.pathExtension) && !$0.pathExtension.isEmpty
        }
        if let unreadable,
            FileManager.default.fileExists(atPath: (set as NSString).appendingPathComponent(unreadable.file))
        {
            return .unreadable(
                "\(name).imageset: \(unreadable.file) is \(formatName(ofExtension: unreadable.pathExtension)), "
                    + "which Galley cannot read; "
                    + "convert it to PNG, JPEG, PDF or SVG"
            )
        }
        return .missing
    }

    /// A format's name, for messages, from a file extension.
    static func formatName(ofExtension pathExtension: String) -> String {
        switch pathExtension.lowercased() {
        case "heic", "heif": "HEIC"
        case "webp": "WebP"
        case "tif", "tiff": "TIFF"
        case "jpg", "jpeg": "JPEG"
        case let other: other.uppercased()
        }
    }

    private static func looseImage(_ name: String, in folder: String) -> ImageFile? {
        for pathExtension in ["png", "jpg", "jpeg"] {
            for (suffix, scale) in [("", 1.0), ("@2x", 2.0), ("@3x", 3.0)] {
                let path = (folder as NSString).appendingPathComponent("\(name)\(suffix).\(pathExtension)")
                if FileManager.default.fileExists(atPath: path) { return ImageFile(path: path, scale: CGFloat(scale)) }
            }
        }
        for pathExtension in ["pdf", "svg"] {
            let path = (folder as NSString).appendingPathComponent("\(name).\(pathExtension)")
            if FileManager.default.fileExists(atPath: path) { return ImageFile(path: path, scale: 1) }
        }
        return nil
    }

    static func scaleSuffix(of file: String) -> CGFloat {
        if file.contains("@3x") { return 3 }
        if file.contains("@2x") { return 2 }
        return 1
    }

    // MARK: Cache

    private struct Key: Hashable {
        let kind: String
        let name: String
        let folders: [String]
    }

    private enum Found {
        case image(ImageFile)
        case color(Color)
        case problem(String)
        case none

        var image: ImageFile? { if case .image(let file) = self { file } else { nil } }
        var color: Color? { if case .color(let color) = self { color } else { nil } }
    }

    /// Lookups by name and folders, so that a view drawn many times reads
    /// its folders once. Guarded by a lock: renders may run on several threads.
    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [Key: Found] = [:]

        func value(for key: Key, find: () -> Found) -> Found {
            lock.lock()
            if let found = entries[key] {
                lock.unlock()
                return found
            }
            lock.unlock()
            let found = find()
            lock.lock()
            if entries.count > 10_000 { entries.removeAll() }
            entries[key] = found
            lock.unlock()
            return found
        }
    }

    private static let cache = Cache()
}

/// Reads the colour of an Xcode colour set's Contents.json.
enum ColorSetParser {
    /// The set's colour for any appearance, or its dark one when `dark`
    /// (falling back to the default). Components may be 0–1 floats,
    /// 0–255 integers or hex strings ("0xFF"); colour spaces other than
    /// sRGB are read as sRGB, except extended linear sRGB, which is converted.
    static func color(in data: Data, dark: Bool) -> Color? {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = json["colors"] as? [[String: Any]]
        else { return nil }
        func isDark(_ entry: [String: Any]) -> Bool {
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            return appearances.contains { ($0["value"] as? String) == "dark" }
        }
        func hasAppearance(_ entry: [String: Any]) -> Bool {
            !(entry["appearances"] as? [[String: Any]] ?? []).isEmpty
        }
        let chosen =
            (dark ? entries.first(where: isDark) : nil) ?? entries.first { !hasAppearance($0) } ?? entries.first
        guard let color = chosen?["color"] as? [String: Any], let components = color["components"] as? [String: Any]
        else { return nil }
        let space = (color["color-space"] as? String ?? "srgb").lowercased()
        func component(_ key: String) -> Double? {
            guard let raw = components[key] else { return nil }
            if let number = raw as? Double { return number > 1 ? number / 255 : number }
            if let number = raw as? Int { return Double(number) / (number > 1 ? 255 : 1) }
            guard let string = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
            if string.lowercased().hasPrefix("0x"), let value = Int(string.dropFirst(2), radix: 16) {
                return Double(value) / 255
            }
            if string.contains("."), let value = Double(string) { return value }
            if let value = Int(string) { return value > 1 ? Double(value) / 255 : Double(value) }
            return Double(string)
        }
        let alpha = component("alpha") ?? 1
        if let white = component("white"), component("red") == nil {
            return Color(white: clamp(white), opacity: clamp(alpha))
        }
        guard var red = component("red"), var green = component("green"), var blue = component("blue") else {
            return nil
        }
        if space.contains("linear") {
            red = ColorSpaceConversion.gammaEncoded(red)
            green = ColorSpaceConversion.gammaEncoded(green)
            blue = ColorSpaceConversion.gammaEncoded(blue)
        }
        return Color(red: clamp(red), green: clamp(green), blue: clamp(blue), opacity: clamp(alpha))
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
    }
}

/// sRGB's transfer function.
package enum ColorSpaceConversion {
    /// A linear component, gamma-encoded as sRGB stores it.
    package static func gammaEncoded(_ linear: Double) -> Double {
        guard linear.isFinite else { return 0 }
        let sign: Double = linear < 0 ? -1 : 1
        let value = abs(linear)
        return sign * (value <= 0.0031308 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055)
    }
}
