/// Why a sweep could not be made; the message names the scene and the settings.
public struct SweepError: Error, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
