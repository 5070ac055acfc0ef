/// The kinds of file a layout is painted to.
public enum ImageFormat: String, Sendable, CaseIterable {
    /// Pixels at the canvas's scale.
    case png
    /// Vector graphics in points.
    case svg
    /// A one-page document in points.
    case pdf

    /// The format a file name's extension ("png", "SVG" …) stands for.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }
}
