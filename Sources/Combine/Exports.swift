// Foundation as on Apple's platforms (GalleyFoundation), for a file
// importing Combine, or SwiftUI (which re-exports Combine).
@_exported import GalleyFoundation
