// PhotosUI as SwiftUI apps use it to let people pick photos: `import
// PhotosUI` in a preview's copied sources reads this module instead (a
// module named PhotosUI in the build would make `canImport(PhotosUI)` true
// for every package in it). UIKit comes with it, as with Apple's; the
// SwiftUI picker is declared here too (Apple's is a cross-import overlay).
@_exported import UIKit
