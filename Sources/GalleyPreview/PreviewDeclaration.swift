import Foundation

/// A preview declared in a source file: a `#Preview` or a `PreviewProvider`.
public struct PreviewDeclaration: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `#Preview("name") { … }`; `name` is nil when none is given.
        case macro(name: String?)
        /// A type conforming to `PreviewProvider`, by its qualified name.
        case provider(typeName: String)
    }

    public var kind: Kind
    /// The file it is declared in.
    public var file: URL
    /// Where, 1-based.
    public var line: Int
    public var column: Int

    /// `Views/Card.swift:12`, as messages name it: the path relative to the
    /// working folder when inside it.
    public var location: String { "\(SourceMap.relative(file.path)):\(line)" }

    /// How messages name it: `#Preview "Card"`, `#Preview 2`, `ContentView_Previews`.
    public var title: String {
        switch kind {
        case .macro(let name?): "#Preview \"\(name)\""
        case .macro(nil): "#Preview"
        case .provider(let typeName): typeName
        }
    }
}
