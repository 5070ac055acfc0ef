// Preview discovery: the bytes as the text of a Swift file are scanned for
// `#Preview`s and `PreviewProvider`s (or their syntax errors), as
// `render preview` reads a file, and rewritten as the preview build
// compiles it. Nothing is built or written.
import FuzzSupport
import Foundation
@testable import GalleyPreview
import GalleyPreviewScan
@testable import GalleyPreviewScanner

let file = URL(fileURLWithPath: "/fuzz/Views/ContentView.swift")

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    // `render preview` reads files as UTF-8 and rejects the rest.
    guard let text = String(validating: fuzzBytes(data, size), as: UTF8.self) else { return 0 }
    let scan = SourceScan(file: file, text: text)
    for error in scan.syntaxErrors { _ = error.description }
    for preview in scan.previews { _ = (preview.title, preview.location) }
    if scan.syntaxErrors.isEmpty {
        _ = scan.rewritten(fileIndex: 0)
        // A file of many previews, compiled in parts.
        if scan.fileScope != nil {
            _ = scan.compilesPreviewsApart(besides: [text])
            _ = scan.rewrittenApart(fileIndex: 0, public: false, copy: file.path)
        }
    }
    return 0
}

runFuzzer(testOneInput)
