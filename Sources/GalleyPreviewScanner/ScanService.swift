import Foundation
import GalleyPreviewScan

/// The preview scanner's work: a ``ScanRequest``'s files read with
/// swift-syntax, several at once.
package enum ScanService {
    /// The scans of the request's files, in its order.
    package static func scan(_ request: ScanRequest) -> [SourceScan] {
        let files = request.files
        let results = ScanResults(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            results.set(index, SourceScan(file: file.file, text: file.text, configuration: file.configuration))
        }
        return results.all
    }

    /// Reads a request from standard input and writes the scans to standard
    /// output; the exit status, 0 when the request could be read.
    package static func serve() -> Int32 {
        let input = FileHandle.standardInput.readDataToEndOfFile()
        let request: ScanRequest
        do {
            request = try JSONDecoder().decode(ScanRequest.self, from: input)
        } catch {
            FileHandle.standardError.write(
                Data("galley-preview-scanner: the request is not a scan request: \(error)\n".utf8))
            return 2
        }
        do {
            FileHandle.standardOutput.write(try JSONEncoder().encode(scan(request)))
        } catch {
            FileHandle.standardError.write(Data("galley-preview-scanner: the scans cannot be written: \(error)\n".utf8))
            return 1
        }
        return 0
    }
}

/// Scans filled in from several threads, each slot once.
private final class ScanResults: @unchecked Sendable {
    private var slots: [SourceScan?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ scan: SourceScan) {
        lock.withLock { slots[index] = scan }
    }

    var all: [SourceScan] { lock.withLock { slots.compactMap { $0 } } }
}
