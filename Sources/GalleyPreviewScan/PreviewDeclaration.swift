import Foundation

/// A preview declared in a source file: a `#Preview` or a `PreviewProvider`.
public struct PreviewDeclaration: Sendable, Equatable, Codable {
    public enum Kind: Sendable, Equatable, Codable {
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

    package init(kind: Kind, file: URL, line: Int, column: Int) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
    }

    /// `Views/Card.swift:12`, as messages name it: the path relative to the
    /// working folder when inside it.
    public var location: String { "\(WorkingFolder.relative(file.path)):\(line)" }

    /// How messages name it: `#Preview "Card"`, `#Preview 2`, `ContentView_Previews`.
    public var title: String {
        switch kind {
        case .macro(let name?): "#Preview \"\(name)\""
        case .macro(nil): "#Preview"
        case .provider(let typeName): typeName
        }
    }
}
