// `render`'s argument parsing, for every command: the bytes, split at NUL
// bytes, are the arguments after `render`, so the first piece picks the
// command (`measure`, `sweep`, …; anything else is the default command's
// scene). Parsing, with each command's validation, gives a command or an
// error with a message; nothing is run, so nothing is written.
import ArgumentParser
import FuzzSupport
@testable import render

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let arguments = fuzzBytes(data, size).split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    do {
        _ = try Render.parseAsRoot(arguments)
    } catch {
        // What render prints, and the code it exits with, for this error.
        _ = Render.fullMessage(for: error)
        _ = Render.exitCode(for: error)
    }
    return 0
}

runFuzzer(testOneInput)
