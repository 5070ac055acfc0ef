// `render measure`'s argument parsing: the bytes, split at NUL bytes, are
// the arguments after `measure`. Parsing (with the command's validation)
// gives a command or an error with a message; nothing is run, so nothing
// is read or written.
import ArgumentParser
import FuzzSupport
@testable import render

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let arguments = fuzzBytes(data, size).split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    do {
        _ = try Measure.parse(arguments)
    } catch {
        _ = Measure.fullMessage(for: error)
        _ = Measure.exitCode(for: error)
    }
    return 0
}

runFuzzer(testOneInput)
