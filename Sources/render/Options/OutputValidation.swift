import ArgumentParser
import Foundation

/// Refuses an `-o` that is one of the command's input files (the same file
/// by any path, a symlink to it included): writing it would replace the
/// input with the picture.
func validateOutput(_ output: String?, isNot inputs: [String?]) throws {
    guard let output, let written = fileIdentity(output) else { return }
    for case let input? in inputs where fileIdentity(input) == written {
        throw ValidationError(
            "-o: \"\(output)\" is the input file \"\(input)\"; writing it would replace the scene with the picture")
    }
}

/// The device and inode of the file at `path` (symlinks followed), or nil
/// if there is none.
func fileIdentity(_ path: String) -> [UInt64]? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return [UInt64(status.st_dev), UInt64(status.st_ino)]
}
