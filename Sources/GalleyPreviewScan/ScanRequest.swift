import Foundation

/// What render asks the preview scanner (`galley-preview-scanner`), as JSON
/// on its standard input: files to read, each with the `#if` conditions of
/// its module. The scanner answers with a JSON array of ``SourceScan``, one
/// per file in order, on its standard output.
package struct ScanRequest: Sendable, Codable {
    package struct File: Sendable, Codable {
        package var file: URL
        package var text: String
        package var configuration: PreviewBuildConfiguration

        package init(file: URL, text: String, configuration: PreviewBuildConfiguration) {
            self.file = file
            self.text = text
            self.configuration = configuration
        }
    }

    package var files: [File]

    package init(files: [File]) {
        self.files = files
    }
}
