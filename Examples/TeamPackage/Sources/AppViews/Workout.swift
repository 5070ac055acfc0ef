import Foundation

/// One workout in the week's summary.
public struct Workout: Identifiable, Hashable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case run = "Run", ride = "Ride", swim = "Swim"

        var symbol: String {
            switch self {
            case .run: "figure.run"
            case .ride: "bicycle"
            case .swim: "figure.pool.swim"
            }
        }
    }

    public let id: Int
    public var kind: Kind
    public var minutes: Int
    public var day: String

    public init(id: Int, kind: Kind, minutes: Int, day: String) {
        self.id = id
        self.kind = kind
        self.minutes = minutes
        self.day = day
    }

    public static let week: [Workout] = [
        Workout(id: 1, kind: .run, minutes: 42, day: "Monday"),
        Workout(id: 2, kind: .ride, minutes: 75, day: "Wednesday"),
        Workout(id: 3, kind: .swim, minutes: 30, day: "Saturday"),
    ]
}
