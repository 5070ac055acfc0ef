import Foundation

/// Where in the user's code a preview stopped when the Swift runtime's
/// fatal error names a file of its own (`Swift/ContiguousArrayBuffer.swift`
/// for an index out of range). The runtime prints the stack's return
/// addresses under "Current stack trace:"; the toolchain's
/// `llvm-symbolizer` turns those in the preview program into lines of the
/// compiled copies, whose line numbers are the user's files'.
enum CrashPlace {
    /// A frame of the runtime's stack trace: its image and the return
    /// address's offset into it.
    struct Frame: Equatable {
        var image: String
        var offset: Int
    }

    /// The frames of the stack trace in `errors` whose offsets are into
    /// their image (the runtime prints `<unavailable> + N` for those).
    static func frames(in errors: String) -> [Frame] {
        errors.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard isTraceLine(line), fields.count == 6, fields[3] == "<unavailable>", let offset = Int(fields[5]) else {
                return nil
            }
            return Frame(image: String(fields[1]), offset: offset)
        }
    }

    /// Whether `line` is the stack trace's heading or one of its frames
    /// (`3    libswiftCore.so    0x00007f… name + 303`), which the
    /// runtime printed, not the preview.
    static func isTraceLine(_ line: Substring) -> Bool {
        if line == "Current stack trace:" { return true }
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        return fields.count >= 6 && Int(fields[0]) != nil && fields[2].hasPrefix("0x")
            && fields[fields.count - 2] == "+" && Int(fields[fields.count - 1]) != nil
    }

    /// The first place in a user's file among `frames` in `executable`,
    /// as `File.swift:12`; nil when none is there or the toolchain has no
    /// `llvm-symbolizer`.
    static func place(of frames: [Frame], in executable: URL, sources: SourceMap) -> String? {
        let own = frames.filter { $0.image == executable.lastPathComponent }
        guard !own.isEmpty, let symbolizer = Toolchain.tool("llvm-symbolizer") else { return nil }
        var places: [String] = []
        // A return address is just past its call: one byte back is the call's line.
        _ = try? CommandRunner.run(
            symbolizer, ["--obj=" + executable.path, "--functions=none"] + own.map { String($0.offset - 1) },
            in: executable.deletingLastPathComponent(), timeLimit: 30
        ) { line in
            places.append(line)
        }
        // Each address's lines, its inlined calls' first: `/path/File.swift:12:5`.
        for place in places {
            let parts = place.split(separator: ":")
            guard parts.count >= 3, let line = Int(parts[parts.count - 2]), line > 0,
                let file = sources.userFile(forCopy: parts.dropLast(2).joined(separator: ":"))
            else { continue }
            return "\(WorkingFolder.relative(file.path)):\(line)"
        }
        return nil
    }
}
