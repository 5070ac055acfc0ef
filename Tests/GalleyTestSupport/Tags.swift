import Testing

extension Tag {
    /// A suite that builds a package, runs previews, or walks a corpus:
    /// the suites that take most of the run's time. docs/repository.md
    /// lists the suite's time and where it goes.
    @Tag public static var slow: Self
}
