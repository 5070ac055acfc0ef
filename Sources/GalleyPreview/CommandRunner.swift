import Foundation

/// Runs a program to its end, handing each line of its merged output to
/// `line` as it comes.
enum CommandRunner {
    static func run(_ executable: String, _ arguments: [String], in folder: URL, line: (String) -> Void) throws(PreviewError) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .build("cannot run \(executable): \(error.localizedDescription)")
        }
        let reader = pipe.fileHandleForReading
        var pending = Data()
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            pending += chunk
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                line(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending = Data(pending[(newline + 1)...])
            }
        }
        if !pending.isEmpty { line(String(decoding: pending, as: UTF8.self)) }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
