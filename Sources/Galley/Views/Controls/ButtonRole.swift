import Foundation

/// What a button does, for its look: destructive buttons draw in red.
public struct ButtonRole: Hashable, Sendable {
    private let name: String
    public static let cancel = ButtonRole(name: "cancel")
    public static let destructive = ButtonRole(name: "destructive")
    public static let close = ButtonRole(name: "close")
    public static let confirm = ButtonRole(name: "confirm")
}
