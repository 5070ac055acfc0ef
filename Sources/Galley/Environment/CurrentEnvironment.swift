import Foundation

extension EnvironmentValues {
    /// The environment of the view whose `body` is being evaluated, on this
    /// thread: what `@Environment` reads. Nil outside a layout pass.
    ///
    /// A task-local value (thread-local outside tasks), so concurrent
    /// layout passes never see one another's environment.
    @TaskLocal package static var current: EnvironmentValues?

    /// Runs `body` with `environment` as the current one.
    package static func withCurrent<Result>(_ environment: EnvironmentValues, _ body: () -> Result) -> Result {
        $current.withValue(environment, operation: body)
    }
}
