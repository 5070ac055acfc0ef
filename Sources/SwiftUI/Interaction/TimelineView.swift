import Foundation

/// A view redrawn on a schedule, drawn at its schedule's first date: the
/// start of a periodic schedule, the first of explicit dates, else the
/// moment the preview runs.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let content: Content

    /// What the content is drawn for.
    public typealias Context = TimelineViewDefaultContext

    public init(_ schedule: Schedule, @ViewBuilder content: (TimelineViewDefaultContext) -> Content) {
        self.content = content(TimelineViewDefaultContext(date: schedule.firstDate, cadence: .live))
    }

    public var body: some View { content }
}

/// What a timeline view's content is drawn for: the date, and how often it
/// is redrawn.
public struct TimelineViewDefaultContext {
    public let date: Date
    public let cadence: Cadence

    /// How often the content is redrawn.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }
}

/// When a timeline view's content changes.
public protocol TimelineSchedule {
    /// The first date the content is drawn for.
    var firstDate: Date { get }
}

/// Every `interval` seconds from `start`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    public let firstDate: Date
    public init(from startDate: Date, by interval: TimeInterval) { firstDate = startDate }
}

/// Each minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public var firstDate: Date { Date() }
    public init() {}
}

/// As often as an animation draws.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public var firstDate: Date { Date() }
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

/// At the dates given.
public struct ExplicitTimelineSchedule: TimelineSchedule, Sendable {
    public let firstDate: Date
    public init<S: Sequence>(_ dates: S) where S.Element == Date {
        firstDate = dates.first { _ in true } ?? Date()
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == ExplicitTimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule where S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
