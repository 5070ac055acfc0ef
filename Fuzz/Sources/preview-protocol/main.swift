// The preview protocol, as each side reads what the other wrote: the first
// byte is the number of declarations the program has; the rest is read as
// a preview request (the program's argument), and as the lines of a
// reports file and of the endings file. A request that is accepted must
// survive being written and read again; every picture's name is checked
// as the file name it becomes.
import FuzzSupport
import Foundation
import GalleyPreviewProtocol

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var choices = FuzzChoices(fuzzBytes(data, size))
    let entryCount = Int(choices.byte())
    let bytes = Data(choices.rest)
    let argument = String(decoding: bytes, as: UTF8.self)
    if let request = try? PreviewRequest(argument: argument, entryCount: entryCount) {
        guard let again = try? PreviewRequest(argument: request.argument, entryCount: entryCount), again == request
        else { fatalError("an accepted request does not read back: \(request.argument)") }
    }
    for line in JSONLines.values(ReportLine.self, in: bytes) {
        guard case .picture(let report) = line else { continue }
        for name in [report.name, report.png, report.dump] {
            if let file = PictureReport.fileName(name) {
                let path = URL(fileURLWithPath: "/fuzz/pictures").appendingPathComponent(file).standardizedFileURL
                guard path.deletingLastPathComponent().path == "/fuzz/pictures" else {
                    fatalError("\(file) leaves its folder: \(path.path)")
                }
            }
        }
    }
    for ending in JSONLines.values(PreviewEnding.self, in: bytes) { _ = (ending.index, ending.kind, ending.reason) }
    return 0
}

runFuzzer(testOneInput)
