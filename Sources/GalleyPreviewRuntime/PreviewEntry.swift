import SwiftUI

/// A preview declaration of the user's source, as `render preview`'s
/// generated program lists them: a `#Preview` or a `PreviewProvider`.
public struct PreviewEntry {
    /// Where it is declared: the user's file and line.
    public let file: String
    public let line: Int
    /// The pictures it makes.
    let instances: @MainActor () -> [PreviewInstance]

    /// A `#Preview`, rewritten as a function returning its `Preview`.
    public init(file: String, line: Int, preview: @escaping @MainActor () -> Preview) {
        self.file = file
        self.line = line
        instances = { preview().instances() }
    }

    /// A `PreviewProvider`, through a function returning its pictures
    /// (written in the provider's file, where even a private provider is
    /// visible).
    public init(file: String, line: Int, instances: @escaping @MainActor () -> [PreviewInstance]) {
        self.file = file
        self.line = line
        self.instances = instances
    }
}
