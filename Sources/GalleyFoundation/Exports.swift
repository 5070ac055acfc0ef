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
//
// Preview builds define GALLEY_NETWORKING_PER_FILE (Package.swift): the
// preview scanner then imports FoundationNetworking into the copies of
// the files that name its types, and a program whose files do not use it
// does not load it (nor libcurl, OpenSSL and Kerberos beside it).
@_exported import Foundation
#if canImport(FoundationNetworking) && !GALLEY_NETWORKING_PER_FILE
    @_exported import FoundationNetworking
#endif
