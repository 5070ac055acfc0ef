/// An error that is its message: what went wrong and where, written for the
/// person who gave the input (a scene, a file, a font, a sweep's settings).
/// Sweeps, snapshots and the command line throw it.
public struct MessageError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
