import Foundation

/// A PNG image: its bytes and its size in pixels.
public struct PNGImage: Sendable, Hashable {
    public let data: Data
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// The file the image was read from, for messages; not part of its identity.
    public var source: String?

    /// The image in `data`, or nil when `data` is not a PNG.
    public init?(data: Data) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let bytes = [UInt8](data.prefix(24))
        // The header chunk comes first: length, "IHDR", width, height.
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func integer(at offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = integer(at: 16), height = integer(at: 20)
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else { return nil }
        self.data = data
        pixelWidth = width
        pixelHeight = height
    }

    public static func == (lhs: PNGImage, rhs: PNGImage) -> Bool { lhs.data == rhs.data }
    public func hash(into hasher: inout Hasher) { hasher.combine(data) }
}

extension PNGImage: CustomStringConvertible, CustomDebugStringConvertible {
    /// The image by its identity (its size and bytes), not where it was read from.
    public var description: String { "PNGImage(\(pixelWidth) × \(pixelHeight) pixels, \(data.count) bytes)" }
    public var debugDescription: String { description }
}

/// A view showing a PNG or JPEG image at its own size (pixels ÷ scale),
/// an SVG or PDF at its size in points, or a symbol at the size of its
/// font (`init(systemName:)`), or any of them at the size it is offered
/// once `resizable()`.
nonisolated public struct Image: View, PrimitiveView {
    private var image: PNGImage?
    /// A JPEG, SVG or PDF image, when it is one of those.
    private var encoded: EncodedImage?
    private let scale: CGFloat
    private let source: String
    /// Why the file could not be read, when it could not.
    private var problem: String?
    /// The formats the source was read as, for the warning when it was none.
    private var formatsRead = "PNG, JPEG, SVG or PDF"
    private(set) var isResizable = false
    private var placeholder: Placeholder?
    /// The SF Symbols name of a symbol image.
    private var systemName: String?

    /// What stands in for an image Galley cannot show.
    private enum Placeholder {
        /// An image from an asset catalogue that was not found: a light grey
        /// box with its name, 100 × 100 points unless resizable; with
        /// the reason it could not be read, when it was found.
        case asset(String, problem: String?)
    }

    /// A stand-in for the asset `name` that was not found, or was found
    /// but cannot be read (`problem` says why).
    package init(placeholderForAsset name: String, problem: String? = nil) {
        image = nil
        scale = 1
        source = name
        placeholder = .asset(name, problem: problem)
    }

    /// The SF Symbol `name` (see `SymbolImage.swift`).
    init(symbol name: String) {
        image = nil
        scale = 1
        source = name
        systemName = name
    }

    /// The PNG, JPEG, SVG or PDF file at `path` (the format is read from
    /// its bytes); an unreadable file shows nothing, with a warning in the
    /// layout result. Only a regular file is read (a FIFO or device is
    /// refused without blocking). `scale` divides a PNG's or JPEG's pixels;
    /// an SVG or PDF is as many points as it says.
    public init(contentsOfFile path: String, scale: CGFloat = 1) {
        do {
            let data = try RegularFile.read(path, limit: Self.maximumFileSize)
            image = PNGImage(data: data)
            image?.source = path
            if image == nil {
                encoded = EncodedImage(data: data)
                encoded?.source = path
                if encoded == nil, let format = EncodedImage.format(of: data) {
                    problem = "\(format == .svg ? "an" : "a") \(format.name) whose size cannot be read"
                }
            }
        } catch {
            image = nil
            problem = error.description
        }
        self.scale = scale
        source = path
    }

    /// The largest image file read, in bytes.
    public static let maximumFileSize = 256 << 20

    /// The PNG image in `pngData`; data that is not a PNG shows nothing, with a warning in the layout result.
    public init(pngData: Data, scale: CGFloat = 1) {
        image = PNGImage(data: pngData)
        self.scale = scale
        source = "the image data"
        formatsRead = "PNG"
    }

    /// The PNG image in `pngData`, read from `file`, which messages name.
    package init(pngData: Data, scale: CGFloat, file: String) {
        image = PNGImage(data: pngData)
        image?.source = file
        self.scale = scale
        source = file
        formatsRead = "PNG"
    }

    /// The image stretched to the size it is offered.
    public func resizable() -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        if let systemName { return [symbolNode(systemName, in: environment)] }
        if let placeholder { return [placeholderNode(placeholder, in: environment)] }
        let scale = scale.isFinite && scale > 0 ? scale : 1
        if let encoded {
            let divisor = encoded.format.isVector ? 1 : scale
            let size = CGSize(width: encoded.width / divisor, height: encoded.height / divisor)
            return [
                ViewNode(
                    name: "Image", content: .image(size: size, isResizable: isResizable), environment: environment,
                    paint: .encodedImage(encoded))
            ]
        }
        guard let image else {
            let node = ViewNode(
                name: "Image", content: .image(size: .zero, isResizable: isResizable), environment: environment)
            node.warnings.append(
                "Image: \(source) is not a readable \(formatsRead) image" + (problem.map { " (\($0))" } ?? ""))
            return [node]
        }
        let size = CGSize(width: CGFloat(image.pixelWidth) / scale, height: CGFloat(image.pixelHeight) / scale)
        return [
            ViewNode(
                name: "Image", content: .image(size: size, isResizable: isResizable), environment: environment,
                paint: .image(image))
        ]
    }
}

extension Image {
    private static let placeholderGray = Color(white: 0.9)

    private func placeholderNode(_ placeholder: Placeholder, in environment: EnvironmentValues) -> ViewNode {
        switch placeholder {
        case .asset(let name, let problem):
            let box = ViewNode(
                name: "Image", content: .image(size: CGSize(width: 100, height: 100), isResizable: isResizable),
                environment: environment, paint: .fill(.color(Self.placeholderGray), .rectangle)
            )
            box.isImplicit = true
            let label = resolveNodes(
                Text(verbatim: name).font(.caption2).foregroundColor(.gray).lineLimit(1).minimumScaleFactor(0.5)
                    .padding(4),
                in: environment
            )
            for node in label { node.isImplicit = true }
            let node = ViewNode(
                name: "Image",
                content: .layout(LayoutBox(layout: SecondaryLayout(alignment: .center, primaryIndex: 0))),
                children: [box] + label, environment: environment
            )
            node.warnings.append(
                problem.map { "Image: \($0); a placeholder stands in" }
                    ?? "Image: no image named \"\(name)\" in the asset folders; a placeholder stands in"
            )
            return node
        }
    }
}
