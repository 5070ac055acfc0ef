import Testing

extension Tag {
    /// A test that takes more than 20 seconds here: it builds a package,
    /// runs previews, or walks a corpus. docs/repository.md lists the
    /// suite's time and where it goes.
    @Tag public static var slow: Self
}
