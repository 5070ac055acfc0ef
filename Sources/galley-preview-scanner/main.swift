// render's preview scanner: reads a scan request (JSON) on standard input
// and writes the files' scans (JSON) on standard output. render builds it
// in its preview cache the first time previews are drawn, so that render
// itself links no swift-syntax (see Sources/GalleyPreview/ScannerBuild.swift).
import Foundation
import GalleyPreviewScanner

exit(ScanService.serve())
