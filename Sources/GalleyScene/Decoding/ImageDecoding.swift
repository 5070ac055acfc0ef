import Foundation
import Galley

/// Images, and the files a scene names.
extension SceneDecoder {
    /// `{"file": "logo.png", "scale": 2}`: a PNG file beside the scene;
    /// `{"systemName": "star.fill"}`: an SF Symbol, drawn with its Material
    /// icon stand-in (an unknown name draws a placeholder, with a warning).
    func image(_ input: Input, leading: [ModifierItem]) throws(SceneError) -> ViewMaker {
        let fields = try self.fields(input, keys: ["file", "scale", "systemName"], of: "Image")
        if let nameInput = fields["systemName"] {
            if fields.contains("file") {
                throw error(fields.input, "an Image has \"file\" or \"systemName\", not both")
            }
            if let scaleInput = fields["scale"] {
                throw error(scaleInput, "a symbol takes its size from the font; \"scale\" is for a file")
            }
            let name = try string(nameInput)
            for item in leading { try noArgument(item.argument) }
            let isResizable = !leading.isEmpty
            return {
                let image = Image(systemName: name)
                return AnyView(isResizable ? image.resizable() : image)
            }
        }
        let fileInput = try fields.required("file", in: "Image", decoder: self)
        let name = try string(fileInput)
        let scale = try fields["scale"].map(finiteLength) ?? 1
        if let scaleInput = fields["scale"], scale <= 0 {
            throw mismatch(try resolve(scaleInput), expected: "a scale above 0")
        }
        let data = try readFile(name, at: fileInput, kind: "image")
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.starts(with: signature) else {
            throw error(fileInput, "\(quoted(name)) is not a PNG file (it does not start with the PNG signature)")
        }
        guard PNGImage(data: data) != nil else {
            throw error(
                fileInput,
                "\(quoted(name)) is not a PNG image Galley can read (its header chunk is missing or its size is zero)")
        }
        for item in leading { try noArgument(item.argument) }
        let isResizable = !leading.isEmpty
        return {
            let image = Image(pngData: data, scale: scale, file: name)
            return AnyView(isResizable ? image.resizable() : image)
        }
    }

    /// A file named in the scene (an absolute path, or one relative to the
    /// scene's folder) that exists and can be read.
    func readableFile(_ name: String, at input: Input, kind: String) throws(SceneError) -> URL {
        let url = name.hasPrefix("/") ? URL(fileURLWithPath: name) : directory.appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw error(input, "no \(kind) file \(quoted(name)) (looked for \(url.path))")
        }
        guard !isDirectory.boolValue else {
            throw error(input, "the \(kind) file \(quoted(name)) is a folder (\(url.path))")
        }
        // A FIFO would block the read, a device never end it.
        var status = stat()
        guard stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw error(
                input, "the \(kind) file \(quoted(name)) is not a regular file (a FIFO, device or socket: \(url.path))")
        }
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            throw error(input, "cannot read the \(kind) file \(quoted(name)) (\(url.path))")
        }
        if !files.urls.contains(url) { files.urls.append(url) }
        return url
    }

    /// The contents of a file named in the scene.
    func readFile(_ name: String, at input: Input, kind: String) throws(SceneError) -> Data {
        let url = try readableFile(name, at: input, kind: kind)
        do {
            return try RegularFile.read(url.path, limit: Image.maximumFileSize)
        } catch let failure {
            throw error(input, "cannot read the \(kind) file \(quoted(name)) (\(url.path)): \(failure.description)")
        }
    }
}
