import Foundation
import GalleyPreviewProtocol

/// The program's private line to `render preview`: the descriptor that
/// was its standard output, moved out of the way before any preview runs.
///
/// Standard output itself then goes where standard error goes, so that
/// nothing a preview prints can pass for a message of the protocol; and
/// each declaration's process closes the channel as it starts, so that
/// the user's code there cannot write to it at all.
struct PreviewChannel {
    private let descriptor: Int32

    /// Takes standard output as the channel, and points standard output at
    /// standard error.
    static func fromStandardOutput() -> PreviewChannel {
        let descriptor = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        return PreviewChannel(descriptor: descriptor)
    }

    /// Says how a declaration ended.
    func send(_ ending: PreviewEnding) {
        guard descriptor >= 0 else { return }
        let line = JSONLines.line(ending)
        line.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, base + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Closes the channel in a declaration's process.
    func closeInChild() {
        if descriptor >= 0 { close(descriptor) }
    }
}
