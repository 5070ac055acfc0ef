// SafariServices as SwiftUI apps use it to show a web page in Safari's
// own view: `import SafariServices` in a preview's copied sources reads
// this module instead (a module named SafariServices in the build would
// make `canImport(SafariServices)` true for every package in it). UIKit
// comes with it, as with Apple's.
@_exported import UIKit
