// Foundation as SwiftUI code meets it on iOS: URLSession, URLRequest and
// URLResponse in it (Linux keeps them in FoundationNetworking), and the
// formatters and folders Linux's lacks. Combine, UIKit and SwiftUI
// re-export this module, so a file importing any of them, or Foundation
// alone in a preview (which adds `import Combine`), sees Foundation so.
//
// Linux's Foundation fixes `Locale.current` at en_001; previews pin it to
// en_US in the copied sources (see PreviewLocale.swift), since declaring
// an en_US `current` here would make the name ambiguous in every file
// that also imports Foundation itself.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
