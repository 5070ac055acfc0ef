// Foundation as on Apple's platforms (GalleyFoundation), for files
// importing UIKit alone.
@_exported import GalleyFoundation
