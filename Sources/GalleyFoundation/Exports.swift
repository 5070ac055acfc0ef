// Foundation as SwiftUI code meets it on iOS: URLSession, URLRequest and
// URLResponse in it (Linux keeps them in FoundationNetworking), and the
// formatters and folders Linux's lacks. Combine, UIKit and SwiftUI
// re-export this module, so a file importing any of them, or Foundation
// alone in a preview (which adds `import Combine`), sees Foundation so.
//
// Linux's Foundation fixes `Locale.current` at en_001 (swift-foundation's
// LocaleCache has no preferences to read off Apple's platforms). Declaring
// an en_US `current` here would shadow it only in files that see
// Foundation through this module alone; a file that also imports
// Foundation itself, as most do, would find the name ambiguous and not
// compile. So the current locale stays en_001, and SwiftUI's
// `\.locale`, which Text formats with, is en_US.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
