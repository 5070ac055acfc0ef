import XCTest

#if canImport(Testing)
    import Testing
#endif

/// Reports a failed snapshot to the test that is running: an issue under
/// Swift Testing, an `XCTFail` under XCTest.
func recordFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    #if canImport(Testing)
        if Test.current != nil {
            // Swift Testing requires a module in the file ID and a line and column from 1.
            let id = "\(fileID)"
            let location = SourceLocation(
                fileID: id.contains("/") ? id : "Tests/\(id)", filePath: "\(filePath)",
                line: Int(clamping: max(line, 1)), column: Int(clamping: max(column, 1))
            )
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            return
        }
    #endif
    XCTFail(message, file: filePath, line: line)
}
