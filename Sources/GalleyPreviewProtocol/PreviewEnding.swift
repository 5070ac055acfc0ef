/// How one preview declaration's process ended: a line of JSON on the
/// program's private channel, as each declaration ends.
public struct PreviewEnding: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case exited, signalled, timedOut, outOfMemory, notStarted
    }

    public var index: Int
    public var kind: Kind
    /// The exit status or the signal.
    public var code: Int32?
    /// Why it did not start.
    public var reason: String?

    public init(index: Int, kind: Kind, code: Int32? = nil, reason: String? = nil) {
        self.index = index
        self.kind = kind
        self.code = code
        self.reason = reason
    }
}
