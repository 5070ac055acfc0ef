/// File names that fit the file system's limit of 255 bytes a name, made
/// shorter the same way on every run and machine.
public enum FileNameFitting {
    /// The most bytes a file name may have (`NAME_MAX` on Linux and macOS).
    public static let maximumBytes = 255

    /// `name` itself when it has at most `limit` bytes (UTF-8); otherwise
    /// its longest start, in whole Unicode scalars, followed by `~` and the
    /// 16 hexadecimal digits of a ``StableHash`` of all of `name`, in
    /// `limit` bytes. Two names that differ give results that differ
    /// (unless their 64-bit hashes collide), and a shortened name never
    /// holds a slash or NUL that `name` did not, nor is it `.` or `..`.
    /// `limit` is at least 17.
    public static func fitted(_ name: String, maximumBytes limit: Int = maximumBytes) -> String {
        guard name.utf8.count > limit else { return name }
        var hash = StableHash()
        hash.combine(name)
        let tail = "~" + hash.hex
        var start = ""
        var bytes = 0
        for scalar in name.unicodeScalars {
            let size = String(scalar).utf8.count
            guard bytes + size + tail.utf8.count <= limit else { break }
            start.unicodeScalars.append(scalar)
            bytes += size
        }
        return start + tail
    }
}
