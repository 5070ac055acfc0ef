import Foundation

/// Why a scene file could not be read: the file, the place in it and what
/// is wrong, as one line a person can act on.
///
/// ```
/// scene.json: line 3, column 14: expected ',' or '}' after a member of an object, found '"'
/// scene.json: root.content[2].frame.width: expected a number or "infinity", found "abc" (line 9, column 31)
/// ```
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The scene file as it was named.
    public var file: String
    /// Where in the scene's JSON the problem is (`root.content[2].frame.width`);
    /// nil for problems with the file as a whole or with its JSON syntax.
    public var path: String?
    /// The line and column of the problem, when it has one.
    public var position: SourcePosition?
    /// What is wrong.
    public var message: String

    public init(file: String, path: String? = nil, position: SourcePosition? = nil, message: String) {
        self.file = file
        self.path = path
        self.position = position
        self.message = message
    }

    public var description: String {
        switch (path, position) {
        case let (path?, position?): "\(file): \(path): \(message) (line \(position.line), column \(position.column))"
        case let (path?, nil): "\(file): \(path): \(message)"
        case let (nil, position?): "\(file): line \(position.line), column \(position.column): \(message)"
        case (nil, nil): "\(file): \(message)"
        }
    }
}
